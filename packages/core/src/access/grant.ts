import { createHash, timingSafeEqual } from "node:crypto";
import { signToken, verifyToken } from "../tokens/index.ts";
import { normaliseAccessCode } from "../access-codes/code.ts";
import { settingsCodeId, settingsCodePrefix } from "../access-codes/types.ts";
import type { AccessGrant } from "./schema.ts";

export const accessTokenSubject = "access";
/** A working day: long enough for a session, short enough that a leaked token soon dies. */
export const accessTokenTtlSeconds = 12 * 60 * 60;
/** "Keep me in on this device": a returning leader is spared the code for a month. */
export const rememberedAccessTokenTtlSeconds = 30 * 24 * 60 * 60;

const digest = (value: string) => createHash("sha256").update(normaliseAccessCode(value), "utf8").digest();

/**
 * Which code of the ACCESS_CODES setting `candidate` is ("settings-1", "settings-2"), or null.
 * Trimmed and compared without case, in constant time: both sides are hashed to equal length, and
 * every code is compared whatever the outcome, so timing reveals neither the match nor the codes' lengths.
 */
export function matchSettingsCode(candidate: string, codes: readonly string[]): string | null {
  const given = digest(candidate);
  let matched: string | null = null;
  codes.forEach((code, index) => {
    const equal = timingSafeEqual(given, digest(code));
    matched = equal ? settingsCodeId(index) : matched;
  });
  return matched;
}

/** A token naming the code it came from, so revoking that code can end it. */
export function grantAccess(secret: string, now: Date, codeId: string, { remember = false } = {}): AccessGrant {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + (remember ? rememberedAccessTokenTtlSeconds : accessTokenTtlSeconds);
  return {
    token: signToken({ sub: accessTokenSubject, iat, exp, code: codeId }, secret),
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

/** A token minted before tokens named their code came from the setting, which code unknown: it counts for none. */
const unnamedSettingsCode = `${settingsCodePrefix}0`;

/** The code a genuine, unexpired access token came from; null when the token is not genuine or has expired. */
export function accessTokenCode(token: string | null, secret: string, now: Date): string | null {
  const claims = token === null ? null : verifyToken(token, secret, accessTokenSubject, now);
  if (!claims) return null;
  return typeof claims.code === "string" ? claims.code : unnamedSettingsCode;
}
