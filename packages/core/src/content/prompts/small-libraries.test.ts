import { describe, expect, it } from "vitest";
import { fillerIn, malformedBrackets, placeholdersIn, wordCount } from "../content-rules.ts";
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
  return [library.title, library.description, ...library.prompts.flatMap((p) => [p.title, p.prompt])];
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
