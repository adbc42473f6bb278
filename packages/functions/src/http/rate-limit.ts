import type { Context } from "hono";
import type { RateDecision, RateLimit, RateLimiter } from "@ai-leaders/core/rate-limit";
import { errorResponse } from "./index.ts";

type LimitMessage = { title?: string; description: string };

type LimitArguments = [c: Context, limiter: RateLimiter, key: string, limit: RateLimit, now: Date, message: LimitMessage];

/** Counts the request; answers 429 with Retry-After when over the limit, otherwise null. */
export const refuseWhenOverLimit = async (...[c, limiter, key, limit, now, message]: LimitArguments) =>
  refuseUnlessAllowed(c, await limiter.hit(key, limit, now), message);

/** Answers 429 with Retry-After when one more request would be over the limit, without counting it. */
export const refuseWhenLimitReached = async (...[c, limiter, key, limit, now, message]: LimitArguments) =>
  refuseUnlessAllowed(c, await limiter.check(key, limit, now), message);

/** Answers 429 with Retry-After when the limiter's decision refuses, otherwise null. */
export function refuseUnlessAllowed(c: Context, decision: RateDecision, message: LimitMessage) {
  if (decision.allowed) return null;
  c.header("Retry-After", String(decision.retryAfterSeconds));
  return errorResponse(c, 429, message.description, message.title ? { title: message.title } : {});
}
