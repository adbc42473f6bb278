import { describe, expect, it } from "vitest";
import { unsubscribeAddress, unsubscribeToken } from "./unsubscribe-token.ts";

const secret = "a-test-secret-of-enough-length-000";
const now = new Date("2026-11-26T12:00:00.000Z");

describe("the unsubscribe token", () => {
  it("names its address, lower-cased, for years", () => {
    const token = unsubscribeToken("Reader@Company.example", secret, now);
    expect(unsubscribeAddress(token, secret, new Date("2035-11-01T00:00:00.000Z"))).toBe("reader@company.example");
  });

  it("is refused when forged or altered", () => {
    const token = unsubscribeToken("reader@company.example", secret, now);
    expect(unsubscribeAddress(token, "another-secret-of-enough-length-00", now)).toBeNull();
    expect(unsubscribeAddress(`${token.slice(0, -2)}AA`, secret, now)).toBeNull();
    expect(unsubscribeAddress("forged", secret, now)).toBeNull();
  });
});
