// A page cursor: where the next page starts, opaque to the client (base64url JSON). Whatever a
// client sends back is checked for its shape before it reaches DynamoDB as a start key.
import * as z from "zod/mini";

export type { StartKey } from "../db/spread.ts";

const startKeySchema = z.record(z.string().check(z.maxLength(40)), z.union([z.string().check(z.maxLength(200)), z.number()]));

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** The cursor's content if it has `schema`'s shape; null for anything else. */
export function decodeCursor<T>(cursor: string, schema: z.ZodMiniType<T>): T | null {
  if (cursor.length > 2_000) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const startKey = startKeySchema;
