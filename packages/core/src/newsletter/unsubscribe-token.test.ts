import { describe, expect, it } from "vitest";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.ts";

const secret = "a-test-secret-of-enough-length-000";
const now = new Date("2026-11-26T12:00:00.000Z");

describe("the unsubscribe token", () => {
  it("names its address, lower-cased, and the newsletter, for years", () => {
    const token = unsubscribeToken("Reader@Company.example", secret, now);
    expect(readUnsubscribeToken(token, secret, new Date("2035-11-01T00:00:00.000Z"))).toEqual({
      email: "reader@company.example",
      list: "newsletter",
    });
  });

  it("names the list it was signed for", () => {
    expect(readUnsubscribeToken(unsubscribeToken("voter@company.example", secret, now, "answers"), secret, now)?.list).toBe("answers");
    expect(readUnsubscribeToken(unsubscribeToken("admin@company.example", secret, now, "digest"), secret, now)?.list).toBe("digest");
  });

  it("is refused when forged or altered", () => {
    const token = unsubscribeToken("reader@company.example", secret, now, "answers");
    expect(readUnsubscribeToken(token, "another-secret-of-enough-length-00", now)).toBeNull();
    expect(readUnsubscribeToken(`${token.slice(0, -2)}AA`, secret, now)).toBeNull();
    expect(readUnsubscribeToken("forged", secret, now)).toBeNull();
  });
});
