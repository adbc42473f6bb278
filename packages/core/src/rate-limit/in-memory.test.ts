import { describe, expect, it } from "vitest";
import { createInMemoryRateLimiter } from "./in-memory.ts";

const perMinute = { limit: 10, windowSeconds: 60 };
/** Seconds into the window that starts at 12:00:00 UTC (a multiple of 60 s). */
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 10, 12, 0, 0) + seconds * 1000);
const hitTimes = (limiter: ReturnType<typeof createInMemoryRateLimiter>, key: string, times: number, seconds: number) =>
  Array.from({ length: times }, () => limiter.hit(key, perMinute, at(seconds)));

describe("createInMemoryRateLimiter", () => {
  it("allows the limit within a window, refuses the next with the seconds left until the window ends", () => {
    const limiter = createInMemoryRateLimiter({ maxKeys: 100 });
    expect(hitTimes(limiter, "read:198.51.100.1", 10, 15).every((decision) => decision.allowed)).toBe(true);
    expect(limiter.hit("read:198.51.100.1", perMinute, at(15.5))).toEqual({ allowed: false, retryAfterSeconds: 45 });
    // Another caller is counted apart.
    expect(limiter.hit("read:198.51.100.2", perMinute, at(16)).allowed).toBe(true);
  });

  it("counts a request as heavy as its weight: a batch of events counts each event", () => {
    const limiter = createInMemoryRateLimiter({ maxKeys: 100 });
    expect(limiter.hit("events:198.51.100.1", perMinute, at(5), 6).allowed).toBe(true);
    expect(limiter.hit("events:198.51.100.1", perMinute, at(6), 4).allowed).toBe(true);
    expect(limiter.hit("events:198.51.100.1", perMinute, at(7), 1).allowed).toBe(false);
  });

  it("slides: the previous window weighs by how much of it still overlaps the last minute", () => {
    const limiter = createInMemoryRateLimiter({ maxKeys: 100 });
    hitTimes(limiter, "read:198.51.100.1", 10, 50);
    // A quarter into the next window, the previous 10 reads weigh 7.5: two more fit, a third does not.
    const next = hitTimes(limiter, "read:198.51.100.1", 3, 75);
    expect(next.map((decision) => decision.allowed)).toEqual([true, true, false]);
    // Two windows on, nothing of the burst counts.
    expect(hitTimes(limiter, "read:198.51.100.1", 10, 180).every((decision) => decision.allowed)).toBe(true);
  });

  it("drops the counts of callers whose windows have passed", () => {
    const limiter = createInMemoryRateLimiter({ maxKeys: 100 });
    for (let caller = 1; caller <= 50; caller++) limiter.hit(`read:198.51.100.${caller}`, perMinute, at(10));
    expect(limiter.keys).toBe(50);
    limiter.hit("read:203.0.113.1", perMinute, at(130));
    expect(limiter.keys).toBe(1);
  });

  it("keeps at most maxKeys callers, forgetting the least recently counted first", () => {
    const limiter = createInMemoryRateLimiter({ maxKeys: 3 });
    hitTimes(limiter, "read:busy", 10, 1);
    hitTimes(limiter, "read:quiet", 10, 2);
    for (let caller = 1; caller <= 100; caller++) {
      limiter.hit(`read:198.51.100.${caller}`, perMinute, at(3));
      // Counted again between newcomers, the busy caller stays among the most recent.
      limiter.hit("read:busy", perMinute, at(3));
    }
    expect(limiter.keys).toBe(3);
    expect(limiter.hit("read:busy", perMinute, at(4)).allowed).toBe(false);
    // The quiet caller was forgotten: its next read starts a fresh count.
    expect(limiter.hit("read:quiet", perMinute, at(4)).allowed).toBe(true);
  });
});
