import { describe, expect, it } from "vitest";
import { fillerIn, malformedBrackets, parseTimeEstimate, placeholdersIn, wordCount } from "../content-rules.ts";
import type { LargePromptLibrary, PromptCard } from "../types.ts";
import { claudeLibrary } from "./claude.ts";
import { multiAgentLibrary } from "./multi-agent.ts";

interface LibraryExpectations {
  library: LargePromptLibrary;
  tool: LargePromptLibrary["tool"];
  title: string;
  cardTitles: string[];
  categories: string[];
  everyCategoryUsed: boolean;
  span: { from: number; to: number };
  smallestRange: string;
  largestRange: string;
}

const expectations: LibraryExpectations[] = [
  {
    library: claudeLibrary,
    tool: "claude",
    title: "Claude Expert Prompts",
    cardTitles: [
      "AI Strategy Tutor",
      "Leadership Case Studies",
      "Executive Career Scenario Planner",
      "Personal Leadership Narrative",
      "Market Expansion Research",
      "Industry Trend Map",
      "Competitor Playbook",
      "Learning + Research Hybrid",
      "Career + Research Hybrid",
      "Leadership Reflection Journal",
    ],
    categories: ["Education", "Leadership", "Career", "Strategy", "Research"],
    everyCategoryUsed: true,
    span: { from: 5, to: 40 },
    smallestRange: "5-10 min",
    largestRange: "30-40 min",
  },
  {
    library: multiAgentLibrary,
    tool: "multi-agent",
    title: "Multi-Agent Expert Prompts",
    cardTitles: [
      "Founder Market Test Focus Group",
      "Investor Due Diligence Expert Panel",
      "Healthcare Adoption Roundtable",
      "K\u201312 Parent-Teacher Focus Group",
      "Enterprise Buying Committee Simulation",
      "Consumer Product Lifestyle Focus Group",
      "AI Policy Debate Simulation",
      "Hiring Committee Simulation",
      "Global Expansion Advisory Board",
      "User Adoption Feedback Council",
    ],
    categories: ["Focus Group", "Expert Panel", "Roundtable", "Simulation", "Advisory Board"],
    everyCategoryUsed: false,
    span: { from: 5, to: 10 },
    smallestRange: "5-7 min",
    largestRange: "8-10 min",
  },
];

const stringFields = (card: PromptCard): [string, string][] => [
  ["title", card.title],
  ["description", card.description],
  ["category", card.category],
  ["timeEstimate", card.timeEstimate],
  ["prompt", card.prompt],
];

describe.each(expectations)("$title", (expected) => {
  const { library } = expected;

  it("is a large library for its tool with its page title and a description", () => {
    expect(library.kind).toBe("large");
    expect(library.tool).toBe(expected.tool);
    expect(library.title).toBe(expected.title);
    expect(wordCount(library.description)).toBeGreaterThanOrEqual(8);
    expect(malformedBrackets(library.description)).toEqual([]);
    expect(fillerIn(library.description)).toBeNull();
  });

  it("has exactly the spec's 10 cards, in order, without duplicates", () => {
    const titles = library.prompts.map((card) => card.title);
    expect(titles).toEqual(expected.cardTitles);
    expect(titles).toHaveLength(10);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("uses only the allowed categories", () => {
    const used = new Set(library.prompts.map((card) => card.category));
    for (const category of used) expect(expected.categories).toContain(category);
    if (expected.everyCategoryUsed) expect([...used].sort()).toEqual([...expected.categories].sort());
  });

  it("gives every card a parseable estimate within the span, with the exact smallest and largest ranges", () => {
    const estimates = library.prompts.map((card) => card.timeEstimate);
    for (const estimate of estimates) {
      const range = parseTimeEstimate(estimate);
      expect(range, estimate).not.toBeNull();
      expect(range!.from).toBeGreaterThanOrEqual(expected.span.from);
      expect(range!.to).toBeLessThanOrEqual(expected.span.to);
    }
    expect(estimates).toContain(expected.smallestRange);
    expect(estimates).toContain(expected.largestRange);
    const ranges = estimates.map((estimate) => parseTimeEstimate(estimate)!);
    expect(Math.min(...ranges.map((range) => range.from))).toBe(parseTimeEstimate(expected.smallestRange)!.from);
    expect(Math.max(...ranges.map((range) => range.to))).toBe(parseTimeEstimate(expected.largestRange)!.to);
  });

  it.each(expected.cardTitles)("%s is a complete prompt of at least 150 words with fill-in fields", (title) => {
    const card = library.prompts.find((candidate) => candidate.title === title)!;
    expect(wordCount(card.prompt)).toBeGreaterThanOrEqual(150);
    expect(placeholdersIn(card.prompt).length).toBeGreaterThanOrEqual(1);
    expect(card.prompt).not.toContain("${");
  });

  it.each(expected.cardTitles)("%s has clean, well-formed text in every field", (title) => {
    const card = library.prompts.find((candidate) => candidate.title === title)!;
    for (const [field, text] of stringFields(card)) {
      expect(text.trim(), field).not.toBe("");
      expect(malformedBrackets(text), field).toEqual([]);
      expect(fillerIn(text), field).toBeNull();
    }
    expect(card.description.length).toBeLessThanOrEqual(300);
  });
});
