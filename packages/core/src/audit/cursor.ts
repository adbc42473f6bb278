// Page cursors handed to the console: opaque base64url text around a sort-key position. A cursor
// that does not decode to the expected shape is refused (a 400), never passed on to DynamoDB.
import type * as z from "zod/mini";

export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

/** The position, or null when the text is not a cursor of this shape. */
export function decodeCursor<T>(cursor: string, shape: z.ZodMiniType<T>): T | null {
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
