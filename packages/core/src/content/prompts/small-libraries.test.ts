import { describe, expect, it } from "vitest";
import { fillerIn, malformedBrackets, placeholdersIn, wordCount } from "../content-rules.ts";
import { asksFirst, exampleNamesIn, hasMarkdownTable, requestsTable } from "../example-rules.ts";
import type { SmallLibraryId, SmallPromptLibrary } from "../types.ts";
import { cursorLibrary } from "./cursor.ts";
import { n8nLibrary } from "./n8n.ts";
import { replitLibrary } from "./replit.ts";
import { zapierLibrary } from "./zapier.ts";

interface Expected {
  library: SmallPromptLibrary;
  tool: SmallLibraryId;
  title: string;
  promptTitles: string[];
  /** The spec's fill-in fields for this tool; together the four prompts use every one. */
  specPlaceholders: string[];
}

const expectations: Expected[] = [
  {
    library: n8nLibrary,
    tool: "n8n",
    title: "N8n Hacker Prompts",
    promptTitles: ["Data Sync Workflow", "Email Marketing Automation", "Social Media Management", "Lead Processing Pipeline"],
    specPlaceholders: ["source", "destination", "interval", "type", "service"],
  },
  {
    library: zapierLibrary,
    tool: "zapier",
    title: "Zapier Hacker Prompts",
    promptTitles: ["CRM Lead Automation", "Content Distribution", "Customer Support Routing", "E-commerce Order Processing"],
    specPlaceholders: ["source", "destination", "interval", "type", "service"],
  },
  {
    library: cursorLibrary,
    tool: "cursor",
    title: "Cursor Hacker Prompts",
    promptTitles: ["Full-Stack App Generator", "Code Refactoring Assistant", "Test Suite Generator", "API Integration Builder"],
    specPlaceholders: ["app idea", "functionality"],
  },
  {
    library: replitLibrary,
    tool: "replit",
    title: "Replit Hacker Prompts",
    promptTitles: ["Rapid Prototype Builder", "Learning Project Generator", "API Microservice Creator", "Interactive Demo Builder"],
    specPlaceholders: ["technology/concept", "concept/product"],
  },
];

function libraryStrings(library: SmallPromptLibrary): string[] {
  return [
    library.title,
    library.description,
    ...library.prompts.flatMap((p) => [p.title, p.prompt, p.exampleOutput ?? "", p.followUp ?? "", ...(p.checks ?? [])]),
  ];
}

describe.each(expectations)("$tool library", ({ library, tool, title, promptTitles, specPlaceholders }) => {
  it("is a small library for its tool with the spec's page title", () => {
    expect(library.kind).toBe("small");
    expect(library.tool).toBe(tool);
    expect(library.title).toBe(title);
    expect(wordCount(library.description)).toBeGreaterThanOrEqual(15);
  });

  it("has exactly the four spec prompts, in order", () => {
    expect(library.prompts.map((p) => p.title)).toEqual(promptTitles);
  });

  it("has prompts of at least 80 words", () => {
    for (const { title: promptTitle, prompt } of library.prompts) {
      expect(wordCount(prompt), promptTitle).toBeGreaterThanOrEqual(80);
    }
  });

  it("uses every one of the spec's placeholders for this tool", () => {
    const used = new Set(library.prompts.flatMap((p) => placeholdersIn(p.prompt)));
    for (const placeholder of specPlaceholders) expect(used, placeholder).toContain(placeholder);
  });

  it("gives every prompt at least one fill-in field and no padded ones", () => {
    for (const { title: promptTitle, prompt } of library.prompts) {
      const fields = placeholdersIn(prompt);
      expect(fields.length, promptTitle).toBeGreaterThan(0);
      for (const field of fields) expect(field, promptTitle).toBe(field.trim());
    }
  });

  it("has only well-formed brackets, no filler and no curly quotes", () => {
    for (const text of libraryStrings(library)) {
      expect(malformedBrackets(text), text.slice(0, 60)).toEqual([]);
      expect(fillerIn(text), text.slice(0, 60)).toBeNull();
      expect(text).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
      expect(text).not.toMatch(/undefined|\[object Object\]/);
    }
  });
});

describe("small libraries together", () => {
  it("cover the four small tools once each", () => {
    expect(expectations.map((e) => e.library.tool)).toEqual(["n8n", "zapier", "cursor", "replit"]);
  });

  it("have no duplicate prompt titles or prompts", () => {
    const prompts = expectations.flatMap((e) => e.library.prompts);
    expect(new Set(prompts.map((p) => p.title)).size).toBe(prompts.length);
    expect(new Set(prompts.map((p) => p.prompt)).size).toBe(prompts.length);
  });
});

// Issue 45, Deliver 4: the Replit and Cursor cards are written for leaders, on the large cards'
// structure: a role, context, steps, constraints and the output it asks for; an example with the
// input behind it; a follow-up that works as copied; what to check; a data note; dated claims.
const forLeaders = expectations.filter(({ tool }) => tool === "replit" || tool === "cursor");

describe.each(forLeaders.flatMap(({ tool, library }) => library.prompts.map((card) => ({ tool, ...card }))))("$tool · $title", (card) => {
  const inputText = [...Object.values(card.exampleInput?.filled ?? {}), card.exampleInput?.firstExchange?.answered ?? ""].join("\n");

  it("is written as a brief: a role, context, steps, constraints and the output it asks for", () => {
    expect(card.prompt).toMatch(/^You are /);
    for (const part of ["Steps:", "Constraints:", "Output"]) expect(card.prompt, part).toContain(part);
    // It stops for the reader's approval before it builds, or changes nothing at all.
    expect(card.prompt).toMatch(/wait for my (?:approval|go-ahead|answers)|stop (?:here|there) until|stay in ask mode/i);
  });

  it("shows the value used for every fill-in field, and only those", () => {
    const placeholders = [...new Set(placeholdersIn(card.prompt))].sort();
    expect(Object.keys(card.exampleInput!.filled).sort()).toEqual(placeholders);
    for (const [field, value] of Object.entries(card.exampleInput!.filled)) {
      expect(value.trim(), field).not.toBe("");
      expect(placeholdersIn(value), field).toEqual([]);
    }
    if (asksFirst(card.prompt)) expect(card.exampleInput!.firstExchange?.answered.trim()).toBeTruthy();
  });

  it("has an example of 120 to 250 words, a table where the prompt asks for one, and no placeholder left", () => {
    const words = wordCount(card.exampleOutput!);
    expect(words).toBeGreaterThanOrEqual(120);
    expect(words).toBeLessThanOrEqual(250);
    expect(placeholdersIn(card.exampleOutput!)).toEqual([]);
    expect(hasMarkdownTable(card.exampleOutput!)).toBe(requestsTable(card.prompt));
  });

  it("offers a follow-up that works for any reader as copied", () => {
    expect(wordCount(card.followUp!)).toBeGreaterThanOrEqual(12);
    expect(wordCount(card.followUp!)).toBeLessThanOrEqual(120);
    expect(placeholdersIn(card.followUp!).length).toBeGreaterThanOrEqual(1);
    expect(exampleNamesIn(card.followUp!, `${inputText}\n${card.exampleOutput}`, card.prompt)).toEqual([]);
  });

  it("says what the reader checks before sharing or relying on it", () => {
    expect(card.checks!.length).toBeGreaterThanOrEqual(3);
    for (const check of card.checks!) {
      expect(check, check).not.toContain("\n");
      expect(wordCount(check), check).toBeGreaterThanOrEqual(6);
      expect(wordCount(check), check).toBeLessThanOrEqual(40);
    }
  });

  it("says what not to paste, and backs its facts about the tool with dated claims", () => {
    expect(card.dataNote).toMatch(/invented|don't paste|never|only with/i);
    expect(card.dataNote).not.toContain("\n");
    expect(card.claims?.length, "claims").toBeGreaterThanOrEqual(1);
  });
});

describe("the Replit and Cursor libraries together", () => {
  it("open with what a non-developer can build this week", () => {
    for (const { library } of forLeaders) expect(library.prompts[0]!.whatYouGet).toMatch(/^What a non-developer can build this week: /);
  });

  it("send a Cursor prompt that reads the company's code in Ask mode, and hand the briefs to a developer", () => {
    const [, read, ...briefs] = forLeaders.find(({ tool }) => tool === "cursor")!.library.prompts;
    expect(read!.prompt).toContain("Stay in Ask mode");
    for (const brief of briefs) expect(brief.prompt).toMatch(/a developer runs this in Cursor's Agent mode/i);
  });
});
