// Where the next page of failed deliveries starts in each kind's list: an opaque string to the
// console, checked when it comes back.
import * as z from "zod/mini";
import { relayKinds, type RelayKind } from "./message.ts";
import type { FailedPosition } from "./status-store.ts";

/** "start": nothing read yet; "done": nothing left; otherwise just after this record. */
export type KindPosition = "start" | "done" | FailedPosition;
export type FailedCursor = Record<RelayKind, KindPosition>;

const positionSchema = z.union([
  z.literal("start"),
  z.literal("done"),
  z.object({ id: z.string().check(z.minLength(1), z.maxLength(512)), created_at: z.string().check(z.maxLength(40)) }),
]);
const cursorSchema = z.object(
  Object.fromEntries(relayKinds.map((kind) => [kind, positionSchema])) as Record<RelayKind, typeof positionSchema>,
);

export const firstFailedPage = Object.fromEntries(relayKinds.map((kind) => [kind, "start"])) as FailedCursor;

export function encodeFailedCursor(cursor: FailedCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** The cursor, or null when the string is not one this module made. */
export function decodeFailedCursor(text: string): FailedCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return parsed.success ? (parsed.data as FailedCursor) : null;
  } catch {
    return null;
  }
}
