import { describe, expect, it } from "vitest";
import { compareReports, pageLabel, type ComparedPage } from "./compare.ts";
import type { PageReport, ReportCategory } from "./types.ts";

function category(name: string, score: number, summary = `${name} summary`, quotes: string[] = []): ReportCategory {
  return {
    name,
    score,
    summary,
    evidence: quotes.map((quote) => ({ quote, note: "" })),
  };
}

function page(resultId: string, url: string, score: number, categories: ReportCategory[]): ComparedPage {
  const report: PageReport = {
    kind: "page",
    url,
    verdict: "",
    score,
    calibration: "",
    categories,
    fixes: [],
    headlines: [],
    callsToAction: [],
    notChecked: [],
    read: [],
  };
  return { resultId, report };
}

describe("comparing a page with its rivals", () => {
  const leader = page("leader", "https://www.you.com/", 61, [
    category("Clarity", 9),
    category("Trust", 4),
    category("Call to action", 5),
    category("Design", 7),
    category("Speed", 8),
  ]);
  const rivalA = page("a", "https://rival.com", 70, [
    category("Clarity", 6),
    category("Trust", 8, "Names its customers and shows their logos.", ["Trusted by 4,000 accountants", "  "]),
    category("Call to action", 6),
    category("Design", 7),
    category("Speed", 5),
  ]);
  const rivalB = page("b", "https://other.io/pricing/", 55, [
    category("Clarity", 7),
    category("Trust", 5),
    category("call to action ", 8, "One button, said twice.", ["Start free – no card"]),
    category("Design", 6),
    category("Speed", 4),
  ]);

  it("lists every page with its score and each category's score, the leader first", () => {
    const comparison = compareReports(leader, [rivalA, rivalB]);
    expect(comparison.categories).toEqual(["Clarity", "Trust", "Call to action", "Design", "Speed"]);
    expect(comparison.rows.map(({ resultId, page, score, categoryScores }) => [resultId, page, score, categoryScores])).toEqual([
      ["leader", "you.com", 61, [9, 4, 5, 7, 8]],
      ["a", "rival.com", 70, [6, 8, 6, 7, 5]],
      ["b", "other.io/pricing", 55, [7, 5, 8, 6, 4]],
    ]);
  });

  it("gives the two largest gaps each way against the best rival in each category", () => {
    const { behind, ahead } = compareReports(leader, [rivalA, rivalB]);
    expect(behind.map((gap) => gap.text)).toEqual([
      "behind on Trust by 4 (rival.com 8, you 4)",
      "behind on Call to action by 3 (other.io/pricing 8, you 5)",
    ]);
    // Clarity: 9 against the best rival's 7; Speed: 8 against 5. Design is a tie: neither way.
    expect(ahead.map((gap) => gap.text)).toEqual([
      "ahead on Speed by 3 (you 8, rival.com 5)",
      "ahead on Clarity by 2 (you 9, other.io/pricing 7)",
    ]);
  });

  it("borrows from the rival leading by 2 or more, in its own words, naming it", () => {
    const { borrow } = compareReports(leader, [rivalA, rivalB]);
    expect(borrow).toEqual([
      {
        category: "Trust",
        rival: "rival.com",
        rivalScore: 8,
        yourScore: 4,
        summary: "Names its customers and shows their logos.",
        quotes: ["Trusted by 4,000 accountants"],
      },
      {
        category: "Call to action",
        rival: "other.io/pricing",
        rivalScore: 8,
        yourScore: 5,
        summary: "One button, said twice.",
        quotes: ["Start free – no card"],
      },
    ]);
    const oneAhead = page("c", "https://close.com", 60, [category("Clarity", 10)]);
    expect(compareReports(leader, [oneAhead]).borrow).toEqual([]);
  });

  it("leaves a category one side lacks empty and out of the gaps, guessing nothing", () => {
    const sparse = page("s", "https://sparse.com", 40, [category("Trust", 9), category("Pricing", 8)]);
    const comparison = compareReports(leader, [sparse]);
    expect(comparison.categories).toEqual(["Clarity", "Trust", "Call to action", "Design", "Speed", "Pricing"]);
    expect(comparison.rows.map((row) => row.categoryScores)).toEqual([
      [9, 4, 5, 7, 8, null],
      [null, 9, null, null, null, 8],
    ]);
    expect(comparison.behind.map((gap) => gap.category)).toEqual(["Trust"]);
    expect(comparison.ahead).toEqual([]);
    expect(comparison.borrow.map((item) => item.category)).toEqual(["Trust"]);
  });

  it("on ties takes the first rival, and the leader's category order", () => {
    const twin = page("t", "https://twin.com", 70, [category("Trust", 8, "Twin's words."), category("Call to action", 8)]);
    const { behind, borrow } = compareReports(leader, [rivalA, twin]);
    expect(behind.map((gap) => [gap.category, gap.rival, gap.by])).toEqual([
      ["Trust", "rival.com", 4],
      ["Call to action", "twin.com", 3],
    ]);
    expect(borrow[0]!.summary).toBe("Names its customers and shows their logos.");
    // Equal gaps keep the leader's order.
    const even = page("e", "https://even.com", 50, [category("Design", 8), category("Speed", 10), category("Clarity", 10)]);
    expect(compareReports(leader, [even]).behind.map((gap) => gap.category)).toEqual(["Speed", "Clarity"]);
  });

  it("names a page by its host and path", () => {
    expect(pageLabel("https://www.example.com/")).toBe("example.com");
    expect(pageLabel("http://127.0.0.1:4100/bare")).toBe("127.0.0.1:4100/bare");
  });
});
