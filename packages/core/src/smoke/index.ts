// The smoke check's key (issue 44, Deliver 7): `npm run smoke` runs every five minutes against the
// live site and must leave no trace, so the API has to tell its requests from a visitor's. The key
// is an HMAC of TOKEN_SECRET, so the operator can derive it and a scheduler can hold it without
// holding the secret that signs every token; nothing else is stored or set. What it allows is
// narrow: a vote on the smoke's own suggestion (and clearing it), a gate entry and a roast that
// count nothing. It never lifts a limit a visitor meets or reaches anyone's content.
import { createHmac, timingSafeEqual } from "node:crypto";

/** The header the smoke check sends its key in. */
export const smokeKeyHeader = "x-smoke-key";

/** The stage's smoke key: a new TOKEN_SECRET makes a new one. */
export function smokeKey(tokenSecret: string): string {
  return createHmac("sha256", tokenSecret).update("smoke-check").digest("base64url");
}

/** Whether `given` is the stage's smoke key, compared in constant time. */
export function isSmokeKey(given: string | undefined, tokenSecret: string): boolean {
  if (!given) return false;
  const expected = Buffer.from(smokeKey(tokenSecret));
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
