import { createHmac } from "node:crypto";

/**
 * How stored records name a person without holding the address: the audit log's erasure entries,
 * "send again" entries for a newsletter signup, and the rate-limit keys counted per address. A keyed
 * hash: with the site's secret the operator can still answer "was this address erased?" and an
 * erasure can find the keys; without it, the hash reveals nothing, where a plain SHA-256 of an
 * address is undone by hashing a list of addresses.
 */
export function addressHash(email: string, secret: string): string {
  const digest = createHmac("sha256", secret).update(`erasure:${email.trim().toLowerCase()}`).digest("hex");
  return `email-hmac:${digest.slice(0, 32)}`;
}
