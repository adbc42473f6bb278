import type { Context } from "hono";
import { deviceKeyHeader } from "@ai-leaders/core/roast/store";

/** A browser's device key: 32 random bytes, base64url (the web app's lib/device-key.ts). */
const deviceKeyPattern = /^[A-Za-z0-9_-]{32,128}$/;

/** The device key the browser sent, when it is one. */
export function requesterDeviceKey(c: Context): string | null {
  const key = c.req.header(deviceKeyHeader);
  return key && deviceKeyPattern.test(key) ? key : null;
}
