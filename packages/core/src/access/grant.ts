import { createHash, timingSafeEqual } from "node:crypto";
import { signToken, verifyToken } from "../tokens/index.ts";
import type { AccessGrant } from "./schema.ts";

export const accessTokenSubject = "access";
/** A working day: long enough for a session, short enough that a leaked token soon dies. */
export const accessTokenTtlSeconds = 12 * 60 * 60;

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Case-sensitive, constant-time: both sides are hashed to equal length, and every code is
 * compared whatever the outcome, so timing reveals neither the match nor the codes' lengths.
 */
export function matchesAccessCode(candidate: string, codes: readonly string[]): boolean {
  const given = digest(candidate);
  let matched = false;
  for (const code of codes) matched = timingSafeEqual(given, digest(code)) || matched;
  return matched;
}

export function grantAccess(secret: string, now: Date): AccessGrant {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + accessTokenTtlSeconds;
  return {
    token: signToken({ sub: accessTokenSubject, iat, exp }, secret),
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

export function hasAccess(token: string | null, secret: string, now: Date): boolean {
  return token !== null && verifyToken(token, secret, accessTokenSubject, now) !== null;
}
