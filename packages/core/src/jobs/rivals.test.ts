import { describe, expect, it } from "vitest";
import { pageKey, rivalMessages, rivalsRequestSchema, rivalUrlsProblem } from "./rivals.ts";

const messageOf = (body: unknown) => {
  const parsed = rivalsRequestSchema.safeParse(body);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe("the competitors a comparison takes", () => {
  it("takes one to three http(s) addresses", () => {
    expect(messageOf({ urls: ["https://rival.com"] })).toBeNull();
    expect(messageOf({ urls: [] })).toBe(rivalMessages.count);
    expect(
      messageOf({
        urls: ["https://a.com", "https://b.com", "https://c.com", "https://d.com"],
      }),
    ).toBe(rivalMessages.count);
    expect(messageOf({})).toBe(rivalMessages.count);
    expect(messageOf({ urls: ["rival dot com"] })).toBe("Please enter a valid URL");
  });

  it("refuses the leader's own page and a page given twice, however typed", () => {
    expect(rivalUrlsProblem(["http://www.you.com/#top"], ["https://you.com"])).toBe(rivalMessages.itself);
    expect(rivalUrlsProblem(["https://rival.com/", "http://rival.com"], ["https://you.com"])).toBe(rivalMessages.duplicate);
    expect(rivalUrlsProblem(["https://rival.com", "https://rival.com/pricing", "https://you.com/blog"], ["https://you.com"])).toBeNull();
  });

  it("names one page whatever its scheme, www., trailing slash or fragment", () => {
    expect(pageKey("https://www.Rival.com/pricing/#plans")).toBe("rival.com/pricing");
    expect(pageKey("http://rival.com/pricing?plan=team")).toBe("rival.com/pricing?plan=team");
  });
});
