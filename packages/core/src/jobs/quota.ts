// The daily quota on model calls, per network address and per account. The job carries the keys
// it counts against; the address only as an HMAC, so no IP address is stored.
import { createHmac } from "node:crypto";
import type { RateLimiter } from "../rate-limit/index.ts";

export const quotaWindowSeconds = 24 * 60 * 60;

export function modelQuotaKeys(caller: { clientIp: string; tokenSecret: string } | null, userId: string | undefined): string[] {
  const address = caller && createHmac("sha256", caller.tokenSecret).update(`quota:${caller.clientIp}`).digest("base64url").slice(0, 22);
  return [...(address ? [`model-day:ip:${address}`] : []), ...(userId ? [`model-day:account:${userId}`] : [])];
}

/** Counts one model call against every key; the limit that was passed, or null while within all. */
export async function countModelCall(
  limiter: RateLimiter,
  keys: readonly string[],
  limits: { perIp: number; perAccount: number },
  now: Date,
): Promise<number | null> {
  for (const key of keys) {
    const limit = key.includes(":account:") ? limits.perAccount : limits.perIp;
    const decision = await limiter.hit(key, { limit, windowSeconds: quotaWindowSeconds }, now);
    if (!decision.allowed) return limit;
  }
  return null;
}
