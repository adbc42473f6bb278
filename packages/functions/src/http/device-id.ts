// A browser known by an id the server issued in a signed, HttpOnly cookie, never one the client
// chose: the board's anonymous voter and the answerer of "Did this work for you?".
import type { Context } from "hono";
import { getSignedCookie, setSignedCookie } from "hono/cookie";

const issuedId = /^[0-9a-f-]{36}$/;
const oneYear = 365 * 24 * 60 * 60;

interface DeviceIdCookie {
  name: string;
  /** The API path the cookie is sent to, and nowhere else. */
  path: string;
  secret: string;
  secure: boolean;
}

export function deviceIdCookie({ name, path, secret, secure }: DeviceIdCookie) {
  /** The id this browser was issued, or null. */
  async function read(c: Context): Promise<string | null> {
    const existing = await getSignedCookie(c, secret, name);
    return existing && issuedId.test(existing) ? existing : null;
  }

  return {
    read,
    /** The id this browser was issued, issuing it (with its cookie) the first time. */
    async readOrIssue(c: Context): Promise<string> {
      const existing = await read(c);
      if (existing) return existing;
      const id = crypto.randomUUID();
      await setSignedCookie(c, name, id, secret, { httpOnly: true, secure, sameSite: "Strict", path, maxAge: oneYear });
      return id;
    },
  };
}
