import { describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchEntry, type TextPiece } from "./search-index.ts";
import { promptSlug } from "./normalize.ts";

const entry = (fields: Partial<SearchEntry> & Pick<SearchEntry, "id" | "title" | "text">): SearchEntry => ({
  kind: "prompt",
  source: "Library",
  href: `/prompts/claude#${promptSlug(fields.title)}`,
  ...fields,
});

const entries: SearchEntry[] = [
  entry({
    id: "prompt:claude:board-memo",
    title: "Board Memo",
    description: "A memo for the board.",
    category: "Strategy",
    library: "claude",
    text: "Draft a memo.",
  }),
  entry({
    id: "prompt:claude:pricing",
    title: "Pricing Review",
    description: "Check your prices.",
    category: "Finance",
    library: "claude",
    text: "Review the café's pricing tiers.",
  }),
  entry({
    id: "prompt:multi-agent:orchestrator",
    title: "Agent Orchestrator",
    description: "Coordinate agents.",
    category: "Operations",
    library: "multi-agent",
    text: "Set up a supervisor that delegates to a quartermaster agent and a critic.",
  }),
  entry({
    id: "prompt:chatgpt:memo-critic",
    title: "Critic",
    description: "Critique a board memo.",
    category: "Strategy",
    library: "chatgpt",
    text: "Be harsh.",
  }),
  {
    kind: "step",
    id: "step:build-website:1",
    title: "Pick a builder",
    description: "Choose the tool.",
    guide: "build-website",
    source: "Build",
    href: "/level-3-build-website#step-1",
    text: "Open Lovable.",
  },
];
const index = buildSearchIndex(entries);
const plain = (pieces: TextPiece[]) => pieces.map((piece) => piece.text).join("");
const marked = (pieces: TextPiece[]) => pieces.filter((piece) => piece.match).map((piece) => piece.text);

describe("buildSearchIndex", () => {
  it("finds a prompt of another library by a word of its text, and shows the text around it", () => {
    const { total, results } = index.search({ query: "quartermaster" });
    expect(total).toBe(1);
    expect(results[0]!.entry.id).toBe("prompt:multi-agent:orchestrator");
    expect(plain(results[0]!.snippet)).toContain("quartermaster");
    expect(marked(results[0]!.snippet)).toEqual(["quartermaster"]);
  });

  it("ignores case and accents, both ways", () => {
    expect(index.search({ query: "CAFE" }).results.map((result) => result.entry.id)).toEqual(["prompt:claude:pricing"]);
    expect(index.search({ query: "prícing" }).results.map((result) => result.entry.id)).toEqual(["prompt:claude:pricing"]);
    expect(marked(index.search({ query: "cafe" }).results[0]!.snippet)).toEqual(["café"]);
  });

  it("needs every word, and ranks title matches above description and text matches", () => {
    expect(index.search({ query: "memo board" }).results.map((result) => result.entry.id)).toEqual([
      "prompt:claude:board-memo",
      "prompt:chatgpt:memo-critic",
    ]);
    expect(index.search({ query: "memo zebra" }).total).toBe(0);
    expect(index.search({ query: "critic" }).results.map((result) => result.entry.id)).toEqual([
      "prompt:chatgpt:memo-critic",
      "prompt:multi-agent:orchestrator",
    ]);
  });

  it("filters by category, with or without words", () => {
    expect(index.categories).toEqual(["Finance", "Operations", "Strategy"]);
    expect(index.search({ query: "memo", category: "Strategy" }).total).toBe(2);
    expect(index.search({ query: "", category: "Finance" }).results.map((result) => result.entry.id)).toEqual(["prompt:claude:pricing"]);
    expect(index.search({ query: "memo", category: "Finance" }).total).toBe(0);
  });

  it("searches only the favourites when asked, and lists them all with no words", () => {
    const favourites = new Set(["prompt:chatgpt:memo-critic", "step:build-website:1"]);
    expect(index.search({ query: "", only: favourites }).results.map((result) => result.entry.id)).toEqual([
      "prompt:chatgpt:memo-critic",
      "step:build-website:1",
    ]);
    expect(index.search({ query: "memo", only: favourites }).total).toBe(1);
  });

  it("finds guide steps, answers nothing for an empty query, and stops at the limit", () => {
    expect(index.search({ query: "lovable" }).results[0]!.entry.href).toBe("/level-3-build-website#step-1");
    expect(index.search({ query: "  " })).toEqual({ total: 0, results: [] });
    const many = buildSearchIndex(Array.from({ length: 50 }, (_, n) => entry({ id: `p${n}`, title: `Prompt ${n}`, text: "same words" })));
    const answer = many.search({ query: "same" });
    expect(answer.total).toBe(50);
    expect(answer.results).toHaveLength(30);
  });
});

describe("foldText", () => {
  it("folds a text exactly as the highlighter does, character for character", async () => {
    const { foldText, normalizeWithOffsets } = await import("./normalize.ts");
    const text = "Crème BRÛLÉE — “Straße” İstanbul 😀 Ωmega";
    expect(foldText(text)).toBe(normalizeWithOffsets(text).normalized);
  });
});
