import type { Context } from "hono";
import type { RateLimit, RateLimiter } from "@ai-leaders/core/rate-limit";
import { errorResponse } from "./index.ts";

/** Answers 429 with Retry-After when one more request would be over the limit, without counting it. */
export async function refuseWhenLimitReached(
  c: Context,
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
  now: Date,
  message: { title?: string; description: string },
) {
  const decision = await limiter.check(key, limit, now);
  if (decision.allowed) return null;
  c.header("Retry-After", String(decision.retryAfterSeconds));
  return errorResponse(c, 429, message.description, message.title ? { title: message.title } : {});
}

/** Counts the request; answers 429 with Retry-After when over the limit, otherwise null. */
export async function refuseWhenOverLimit(
  c: Context,
  limiter: RateLimiter,
  key: string,
  limit: RateLimit,
  now: Date,
  message: { title?: string; description: string },
) {
  const decision = await limiter.hit(key, limit, now);
  if (decision.allowed) return null;
  c.header("Retry-After", String(decision.retryAfterSeconds));
  return errorResponse(c, 429, message.description, message.title ? { title: message.title } : {});
}
