// The "sliding window counter": the current fixed window's count plus the previous window's,
// weighted by how much of it still overlaps the last `windowSeconds`. So a limit never resets all
// at once on a clock boundary. Both counters (the table's and the in-memory one) weigh with this.
import type { RateLimit } from "./types.ts";

export interface SlidingWindow {
  /** Start of the fixed window `now` falls in, in epoch seconds. */
  start: number;
  /** How much of the previous window's count still counts (1 at `start`, falling to 0). */
  previousWeight: number;
  /** Seconds until the fixed window ends (for Retry-After). */
  retryAfterSeconds: number;
}

export function slidingWindowAt({ windowSeconds }: RateLimit, now: Date): SlidingWindow {
  const nowSeconds = now.getTime() / 1000;
  const start = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return {
    start,
    previousWeight: 1 - (nowSeconds - start) / windowSeconds,
    retryAfterSeconds: Math.max(1, Math.ceil(start + windowSeconds - nowSeconds)),
  };
}
