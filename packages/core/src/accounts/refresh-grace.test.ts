import { describe, expect, it } from "vitest";
import { openSuccessor, sealSuccessor } from "./refresh-grace.ts";

describe("a refresh token's sealed successor", () => {
  it("opens only with the token that sealed it", () => {
    const box = sealSuccessor("old-token", "successor-token");
    expect(box).not.toContain("successor-token");
    expect(openSuccessor("old-token", box)).toBe("successor-token");
    expect(openSuccessor("another-token", box)).toBeNull();
    // One bit of the sealed text flipped (after the 12-byte IV): a random box could already end in
    // whatever a test writes over its last characters, a flipped bit always differs.
    const tampered = Buffer.from(box, "base64url");
    tampered[12]! ^= 1;
    expect(openSuccessor("old-token", tampered.toString("base64url"))).toBeNull();
  });
});
