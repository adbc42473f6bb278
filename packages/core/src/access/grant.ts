import { createHash, createHmac, timingSafeEqual } from "node:crypto";
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

/**
 * A code of the ACCESS_CODES setting, keyed with the token secret: a token from it carries this, so
 * the token ends once that code leaves the setting (or another code takes its place), as a revoked
 * console code's tokens do. Keyed, so a token's payload does not reveal a guessable code.
 */
export function settingsCodeFingerprint(code: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(`settings-code:${normaliseAccessCode(code)}`, "utf8")
    .digest("base64url")
    .slice(0, 22);
}

/** A token naming the code it came from (and a setting's code by its fingerprint), so ending that code ends it. */
export function grantAccess(
  secret: string,
  now: Date,
  codeId: string,
  { remember = false, fingerprint }: { remember?: boolean; fingerprint?: string } = {},
): AccessGrant {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + (remember ? rememberedAccessTokenTtlSeconds : accessTokenTtlSeconds);
  return {
    token: signToken({ sub: accessTokenSubject, iat, exp, code: codeId, ...(fingerprint && { fp: fingerprint }) }, secret),
    expires_at: new Date(exp * 1000).toISOString(),
  };
}

/** A token minted before tokens named their code came from the setting, which code unknown: it counts for none. */
const unnamedSettingsCode = `${settingsCodePrefix}0`;

/** What a genuine, unexpired access token came from; null when the token is not genuine or has expired. */
export interface AccessTokenOrigin {
  code: string;
  /** A setting's code's fingerprint, on tokens from ACCESS_CODES. */
  fingerprint?: string;
}

export function accessTokenOrigin(token: string | null, secret: string, now: Date): AccessTokenOrigin | null {
  const claims = token === null ? null : verifyToken(token, secret, accessTokenSubject, now);
  if (!claims) return null;
  return {
    code: typeof claims.code === "string" ? claims.code : unnamedSettingsCode,
    ...(typeof claims.fp === "string" && { fingerprint: claims.fp }),
  };
}

/** The code a genuine, unexpired access token came from; null when the token is not genuine or has expired. */
export function accessTokenCode(token: string | null, secret: string, now: Date): string | null {
  return accessTokenOrigin(token, secret, now)?.code ?? null;
}

/**
 * Whether the ACCESS_CODES code a token came from is still in the setting, at its place: a token
 * from a code since removed or replaced, or from before tokens named their code, no longer opens the gate.
 */
export function settingsCodeStands({ code, fingerprint }: AccessTokenOrigin, codes: readonly string[], secret: string): boolean {
  const current = codes[Number(code.slice(settingsCodePrefix.length)) - 1];
  if (current === undefined || fingerprint === undefined) return false;
  const expected = Buffer.from(settingsCodeFingerprint(current, secret));
  const given = Buffer.from(fingerprint);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
