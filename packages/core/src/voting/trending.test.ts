import { describe, expect, it } from "vitest";
import { carriedScore, eraOf, voteWeight } from "./trending.ts";

describe("trending scores", () => {
  it("weighs a vote twice as much as one a week older, within an era and across one", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const weekEarlier = new Date(now.getTime() - 7 * 86_400_000);
    const scoreNow = voteWeight(now);
    const scoreThen = carriedScore(voteWeight(weekEarlier), eraOf(weekEarlier), eraOf(now));
    expect(scoreNow / scoreThen).toBeCloseTo(2, 5);
  });

  it("keeps every weight a whole number between 1 and 256 units", () => {
    for (let days = 0; days < 400; days += 3.7) {
      const weight = voteWeight(new Date(Date.UTC(2026, 0, 5) + days * 86_400_000));
      expect(Number.isInteger(weight)).toBe(true);
      expect(weight).toBeGreaterThanOrEqual(1_000_000);
      expect(weight).toBeLessThanOrEqual(256_000_000);
    }
  });
});
