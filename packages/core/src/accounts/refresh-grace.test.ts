import { describe, expect, it } from "vitest";
import { openSuccessor, sealSuccessor } from "./refresh-grace.ts";

describe("a refresh token's sealed successor", () => {
  it("opens only with the token that sealed it", () => {
    const box = sealSuccessor("old-token", "successor-token");
    expect(box).not.toContain("successor-token");
    expect(openSuccessor("old-token", box)).toBe("successor-token");
    expect(openSuccessor("another-token", box)).toBeNull();
    expect(openSuccessor("old-token", `${box.slice(0, -2)}AA`)).toBeNull();
  });
});
