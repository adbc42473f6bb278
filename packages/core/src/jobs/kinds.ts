import type { AnalysisKind } from "../roast/checks/types.ts";

export type { AnalysisKind };
export const analysisKinds = [
  "landing-roast",
  "landing-improve",
  "founder-profile",
  "website-roast",
] as const satisfies readonly AnalysisKind[];

/** Spec §3: a time stamp plus a random string, prefixed founder- or roast- on those two pages. */
const sessionIdPrefixes: Record<AnalysisKind, string> = {
  "landing-roast": "",
  "landing-improve": "",
  "founder-profile": "founder-",
  "website-roast": "roast-",
};

/** 128 bits of randomness: a session id is also the key to its result. */
export function newSessionId(kind: AnalysisKind, now: Date): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${sessionIdPrefixes[kind]}${now.getTime()}-${random}`;
}

export const sessionIdPattern = /^(founder-|roast-)?\d{13}-[0-9a-f]{32}$/;

/** A job is kept for 30 days (its `expires_at`, DynamoDB TTL). */
export const jobTtlSeconds = 30 * 24 * 60 * 60;
