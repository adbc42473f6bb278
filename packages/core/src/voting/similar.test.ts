import { describe, expect, it } from "vitest";
import { rankSimilar, titleSimilarity, titleWords } from "./similar.ts";

const titles = [
  { title: "Board pack generator", vote_count: 3 },
  { title: "Generate board packs from spreadsheets", vote_count: 9 },
  { title: "Pricing page tester", vote_count: 5 },
  { title: "Hiring plan for a first sales team", vote_count: 1 },
];

describe("similar suggestions", () => {
  it("reads words as a person means them: no stop words, plurals and -ing folded", () => {
    expect(titleWords("The Board's packs, and pricing!")).toEqual(["board", "pack", "pric"]);
  });

  it("ranks titles sharing words first, and finds a typo through trigrams", () => {
    expect(rankSimilar("board packs", titles).map((s) => s.title)).toEqual([
      "Board pack generator",
      "Generate board packs from spreadsheets",
    ]);
    expect(rankSimilar("pricng page test", titles)[0]?.title).toBe("Pricing page tester");
  });

  it("returns nothing for unrelated or empty text", () => {
    expect(rankSimilar("weather forecast", titles)).toEqual([]);
    expect(titleSimilarity("the and of", "Board pack generator")).toBe(0);
  });
});
