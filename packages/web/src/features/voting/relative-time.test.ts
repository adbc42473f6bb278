import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

const now = new Date("2026-11-22T12:00:00.000Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1m ago"],
    [59 * 60 + 59, "59m ago"],
    [60 * 60, "1h ago"],
    [23 * 3600 + 3599, "23h ago"],
    [24 * 3600, "1d ago"],
    [10 * 86_400, "10d ago"],
  ])("%i seconds ago reads %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it("treats a time slightly in the future (clock skew) as just now", () => {
    expect(relativeTime(new Date(now.getTime() + 5_000).toISOString(), now)).toBe("just now");
  });
});
