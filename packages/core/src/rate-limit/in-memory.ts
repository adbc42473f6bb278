// A rate limiter in this process's memory, for what is counted on every request (reads): no table
// write per request, and no table client to load. Each process counts alone: the local stack (one
// process) exactly, each Lambda instance its own callers, behind WAF's per-address rule on /api.
import type { RateDecision, RateLimit } from "./types.ts";
import { slidingWindowAt, type SlidingWindow } from "./sliding-window.ts";

interface Counts {
  windowStart: number;
  windowSeconds: number;
  hits: number;
  previousHits: number;
}

/**
 * Sliding windows (sliding-window.ts) per key. Keys whose counts no longer weigh are dropped, and
 * past `maxKeys` the least recently counted go first, so many callers can't grow it without bound.
 */
export function createInMemoryRateLimiter({ maxKeys }: { maxKeys: number }) {
  // Least recently counted first: a Map iterates in insertion order, and a key counted again is re-inserted.
  const countsByKey = new Map<string, Counts>();

  function countsIn(window: SlidingWindow, key: string, { windowSeconds }: RateLimit): Counts {
    const last = countsByKey.get(key);
    countsByKey.delete(key);
    if (last?.windowStart === window.start) return last;
    const previousHits = last?.windowStart === window.start - windowSeconds ? last.hits : 0;
    return { windowStart: window.start, windowSeconds, hits: 0, previousHits };
  }

  function evict(nowSeconds: number) {
    for (const [key, counts] of countsByKey) {
      const stillWeighs = counts.windowStart + 2 * counts.windowSeconds > nowSeconds;
      if (stillWeighs && countsByKey.size <= maxKeys) return;
      countsByKey.delete(key);
    }
  }

  return {
    /** Counts a request for `key` (worth `weight` hits: a batch of events counts each) and says whether it is within the limit. */
    hit(key: string, limit: RateLimit, now: Date, weight = 1): RateDecision {
      const window = slidingWindowAt(limit, now);
      const counts = countsIn(window, key, limit);
      counts.hits += weight;
      countsByKey.set(key, counts);
      evict(now.getTime() / 1000);
      return {
        allowed: counts.hits + counts.previousHits * window.previousWeight <= limit.limit,
        retryAfterSeconds: window.retryAfterSeconds,
      };
    },
    /** How many keys it holds counts for now. */
    get keys(): number {
      return countsByKey.size;
    },
  };
}
