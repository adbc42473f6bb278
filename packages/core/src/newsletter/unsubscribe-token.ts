// The unsubscribe link every product mail carries: signed, not stored, so sending a mail writes
// nothing, and it keeps working for as long as anyone keeps the mail.
import { signToken, verifyToken } from "../tokens/index.ts";

const subject = "unsubscribe";
const lifetimeSeconds = 10 * 365 * 24 * 60 * 60;

export function unsubscribeToken(email: string, secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signToken({ sub: subject, email: email.toLowerCase(), iat, exp: iat + lifetimeSeconds }, secret);
}

/** The address a genuine unsubscribe token names, or null. */
export function unsubscribeAddress(token: string, secret: string, now: Date): string | null {
  return verifyToken(token, secret, subject, now)?.email ?? null;
}
