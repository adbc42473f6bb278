// Issue 29, Deliver 2 and 3: each large card's example shows the input that produced it and
// answers in the format its prompt asks for; each follow-up works for any reader as copied.
import { describe, expect, it } from "vitest";
import { malformedBrackets, placeholdersIn } from "../content-rules.ts";
import { asksFirst, exampleNamesIn, hasMarkdownTable, headingsIn, namedHeadings, properNounsIn, requestsTable } from "../example-rules.ts";
import { largeLibraryIds, promptLibraries } from "../index.ts";
import type { LargePromptLibrary } from "../types.ts";

const cards = largeLibraryIds.flatMap((tool) => (promptLibraries[tool] as LargePromptLibrary).prompts.map((card) => ({ tool, ...card })));

const inputText = (card: (typeof cards)[number]) =>
  [
    ...Object.values(card.exampleInput.filled),
    card.exampleInput.firstExchange?.asked ?? "",
    card.exampleInput.firstExchange?.answered ?? "",
  ].join("\n");

describe.each(cards)("$tool · $title", (card) => {
  const placeholders = [...new Set(placeholdersIn(card.prompt))];

  it("shows the value used for every fill-in field of its prompt, and only those", () => {
    const filled = Object.keys(card.exampleInput.filled);
    for (const placeholder of filled) expect(placeholders, `[${placeholder}]`).toContain(placeholder);
    expect([...filled].sort()).toEqual([...placeholders].sort());
    for (const [placeholder, value] of Object.entries(card.exampleInput.filled)) {
      expect(value.trim(), `[${placeholder}]`).not.toBe("");
      expect(placeholdersIn(value), `[${placeholder}]`).toEqual([]);
      expect(malformedBrackets(value), `[${placeholder}]`).toEqual([]);
    }
  });

  it("shows the first exchange when the prompt opens with questions", () => {
    if (asksFirst(card.prompt)) {
      expect(card.exampleInput.firstExchange?.asked.trim()).toBeTruthy();
      expect(card.exampleInput.firstExchange?.answered.trim()).toBeTruthy();
    }
  });

  it("answers with a Markdown table where the prompt asks for a table", () => {
    expect(hasMarkdownTable(card.exampleOutput)).toBe(requestsTable(card.prompt));
  });

  it("uses the prompt's section headings in the prompt's order", () => {
    const headings = namedHeadings(card.prompt);
    const used = headingsIn(card.exampleOutput, headings);
    if (headings.length > 0) expect(used.length, "no heading of the prompt's format").toBeGreaterThanOrEqual(2);
    expect(used).toEqual([...used].sort((a, b) => headings.indexOf(a) - headings.indexOf(b)));
  });

  it("reaches the recommendation when the prompt's format asks for one", () => {
    const recommendation = namedHeadings(card.prompt).find((heading) => /^Recommend/.test(heading));
    if (recommendation) expect(headingsIn(card.exampleOutput, [recommendation])).toEqual([recommendation]);
  });

  it("has a follow-up that carries none of the example's names, with [brackets] for what the reader adds", () => {
    const example = `${inputText(card)}\n${card.exampleOutput}`;
    expect(exampleNamesIn(card.followUp, example, card.prompt)).toEqual([]);
    expect(malformedBrackets(card.followUp)).toEqual([]);
    for (const placeholder of placeholdersIn(card.followUp)) expect(placeholder.trim()).not.toBe("");
  });
});

describe("the rules the examples are checked by", () => {
  it("tells a requested table from a database table", () => {
    expect(requestsTable("Present the metrics in a table with this period and last period.")).toBe(true);
    expect(requestsTable('"Task triage" (table with task, group, reason)')).toBe(true);
    expect(requestsTable("a table with the columns Trend, Category, Impact")).toBe(true);
    expect(requestsTable("stores each lead in a database table and shows a thank-you message")).toBe(false);
  });

  it("recognises a Markdown table and not a list", () => {
    expect(hasMarkdownTable("Metrics\n| Metric | Now |\n|---|---|\n| MRR | £182k |")).toBe(true);
    expect(hasMarkdownTable("Metrics\n- MRR: £182k\n- Customers: 214")).toBe(false);
  });

  it("reads the quoted headings of the output format, in order", () => {
    expect(namedHeadings('Task: write.\nOutput format: "Scope", "Benchmark table" (rows) and "Sources".')).toEqual([
      "Scope",
      "Benchmark table",
      "Sources",
    ]);
  });

  it("takes capitalised words inside a sentence for names, and sentence openers for nothing", () => {
    expect([...properNounsIn("Tallyroot grew. We signed Kestrel Build in Leeds.\n- Revenue rose")].sort()).toEqual(
      ["Build", "Kestrel", "Leeds"].sort(),
    );
    expect(exampleNamesIn("Draft an email to Kestrel about the renewal.", "We signed Kestrel in May.", "Write an update.")).toEqual([
      "Kestrel",
    ]);
    expect(exampleNamesIn("Draft an email to [customer] about the renewal.", "We signed Kestrel in May.", "Write an update.")).toEqual([]);
  });
});
