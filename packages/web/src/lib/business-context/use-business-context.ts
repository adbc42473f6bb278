// The visitor's business context, kept on this device.
import { createDeviceStore, parseJson } from "../device-store.ts";
import { emptyBusinessContext, type BusinessContext } from "./fill-placeholders.ts";

export const businessContextStorageKey = "ai-leaders.business-context";

/** Keeps only the known fields that are strings; anything else (edited by hand) reads as empty. */
const store = createDeviceStore<BusinessContext>(businessContextStorageKey, (stored) => {
  const parsed = parseJson(stored);
  if (typeof parsed !== "object" || parsed === null) return emptyBusinessContext;
  const fields = parsed as Record<string, unknown>;
  const context = { ...emptyBusinessContext };
  for (const field of Object.keys(context) as Array<keyof BusinessContext>) {
    if (typeof fields[field] === "string") context[field] = fields[field];
  }
  return context;
});

/** The saved context (empty fields when none), kept current across tabs. */
export const useBusinessContext = (): BusinessContext => store.use();

export const saveBusinessContext = (context: BusinessContext): void => store.write(context);
