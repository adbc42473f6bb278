import { describe, expect, it } from "vitest";
import { reviewStamp } from "./ReviewStamp.tsx";

describe("a card's review stamp", () => {
  it("names the month the prompt was reviewed, the same in every locale", () => {
    expect(reviewStamp("2026-11")).toBe("Reviewed Nov 2026");
    expect(reviewStamp("2027-09")).toBe("Reviewed Sep 2027");
  });

  it("shows nothing for what is not a month", () => {
    expect(reviewStamp("2026-13")).toBeNull();
    expect(reviewStamp("Nov 2026")).toBeNull();
  });
});
