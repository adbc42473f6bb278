import { describe, expect, it } from "vitest";
import { layOutNumbers } from "./number-layout.ts";

const layout = { size: 28, reach: 20, width: 320 };

describe("the findings' numbers on a screenshot", () => {
  it("sit mostly outside their outline's top left corner when nothing is in the way", () => {
    expect(layOutNumbers([{ left: 100, top: 200 }], layout)).toEqual([{ left: 100 - 22.4, top: 200 - 22.4 }]);
  });

  it("stay whole within the mat at the shot's edges, so each can be tapped", () => {
    const [atLeft, atTop] = layOutNumbers(
      [
        { left: 0, top: 300 },
        { left: 150, top: 0 },
      ],
      layout,
    );
    expect(atLeft!.left).toBe(-20);
    expect(atTop!.top).toBe(-20);
  });

  it("never cover one another, however close the findings are, and a crowd wraps before the right edge", () => {
    const corners = Array.from({ length: 12 }, (_, index) => ({ left: 40 + (index % 3), top: 60 + index }));
    const spots = layOutNumbers(corners, layout);
    for (const [index, spot] of spots.entries()) {
      for (const other of spots.slice(index + 1)) {
        expect(Math.abs(spot.left - other.left) >= 28 || Math.abs(spot.top - other.top) >= 28).toBe(true);
      }
      expect(spot.left).toBeGreaterThanOrEqual(-20);
      expect(spot.left + 28).toBeLessThanOrEqual(340);
    }
  });
});
