import { createHmac } from "node:crypto";

/**
 * How an erasure names its person in the audit log: a keyed hash of the address, never the
 * address itself (the log would otherwise keep what was erased). With the site's secret the
 * operator can still answer "was this address erased?"; without it, the hash reveals nothing,
 * where a plain SHA-256 of an address is undone by hashing a list of addresses.
 */
export function erasureTarget(email: string, secret: string): string {
  const digest = createHmac("sha256", secret).update(`erasure:${email.trim().toLowerCase()}`).digest("hex");
  return `email-hmac:${digest.slice(0, 32)}`;
}
