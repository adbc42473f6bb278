import { describe, expect, it } from "vitest";
import { isoWeek } from "./week.ts";
import { weekNumbers } from "./numbers.ts";

describe("the weekly digest", () => {
  it("names the ISO week a run falls in, across the turn of a year", () => {
    expect(isoWeek(new Date("2026-11-23T07:00:00Z"))).toBe("2026-W48"); // a Monday
    expect(isoWeek(new Date("2026-11-29T23:59:59Z"))).toBe("2026-W48"); // its Sunday
    expect(isoWeek(new Date("2026-11-30T00:00:00Z"))).toBe("2026-W49");
    expect(isoWeek(new Date("2024-12-30T07:00:00Z"))).toBe("2025-W01");
    expect(isoWeek(new Date("2027-01-01T07:00:00Z"))).toBe("2026-W53");
  });

  it("sums the Overview's days into the week's numbers", () => {
    const day = (n: number) => ({ visitors: n, subscribed: 2 * n, access: 3 * n, promptUses: 4 * n, guideSteps: 5 * n, roastsRun: 6 * n });
    expect(weekNumbers({ daily: [day(1), day(2), day(0)] as never })).toEqual({
      visitors: 3,
      subscribed: 6,
      access: 9,
      promptUses: 12,
      guideSteps: 15,
      roastsRun: 18,
    });
  });
});
