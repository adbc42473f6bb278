// What a visitor did in the app shell's frame before the app took over (infra/src/app-frame.ts).
import { frameOpenedName } from "@ai-leaders/infra/app-frame";

/** Whether the frame had this card open when the app took over: the app opens it too. */
export function openedInFrame(title: string): boolean {
  if (typeof window === "undefined") return false;
  const opened: unknown = (window as unknown as Record<string, unknown>)[frameOpenedName];
  return Array.isArray(opened) && opened.includes(title);
}
