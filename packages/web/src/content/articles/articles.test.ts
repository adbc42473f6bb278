import { describe, expect, it } from "vitest";
import { fillerIn, staleClaims, wordCount } from "@ai-leaders/core/content";
import { claimSchema } from "@ai-leaders/core/content/claims/schema";
import type { ArticleBody } from "../types.ts";
import { articleSummaries } from "./catalog.ts";
import { loadArticleBody } from "./bodies.ts";

const slugsInOrder = [
  "why-ai-matters-for-leaders",
  "how-leaders-can-start-with-ai",
  "building-an-ai-strategy",
  "responsible-ai-leadership",
  "ai-agents-executives-guide",
  "model-context-protocol-mcp",
];

function textOf(body: ArticleBody): string {
  return [
    ...body.intro,
    ...body.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (block.type === "paragraph" ? [block.text] : block.items)),
    ]),
  ].join("\n");
}

describe("article catalog", () => {
  it("lists the six posts in the spec's order", () => {
    expect(articleSummaries.map((summary) => summary.slug)).toEqual(slugsInOrder);
  });

  it("gives every post a unique title", () => {
    const titles = articleSummaries.map((summary) => summary.title.trim());
    expect(titles.every((title) => title.length > 0)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps every meta description non-empty and at most 160 characters", () => {
    for (const { slug, description } of articleSummaries) {
      expect(description.trim().length, slug).toBeGreaterThan(0);
      expect(description.length, slug).toBeLessThanOrEqual(160);
    }
  });

  it("keeps titles and descriptions free of filler and brackets", () => {
    for (const { slug, title, description } of articleSummaries) {
      expect(fillerIn(`${title}\n${description}`), slug).toBeNull();
      expect(`${title}${description}`, slug).not.toMatch(/[[\]]/);
    }
  });
});

describe.each(articleSummaries)("article $slug", (summary) => {
  it("loads a body of at least 900 words", async () => {
    const body = await loadArticleBody(summary.slug);
    expect(body.intro.length).toBeGreaterThan(0);
    expect(wordCount(textOf(body))).toBeGreaterThanOrEqual(900);
  });

  it("states its reading time as words / 220, rounded up", async () => {
    const words = wordCount(textOf(await loadArticleBody(summary.slug)));
    expect(summary.readingMinutes).toBe(Math.ceil(words / 220));
  });

  it("has at least four headed sections with content", async () => {
    const { sections } = await loadArticleBody(summary.slug);
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) {
      expect(section.heading.trim().length).toBeGreaterThan(0);
      expect(section.blocks.length, section.heading).toBeGreaterThan(0);
    }
  });

  it("has at least one list, and no empty blocks", async () => {
    const { sections } = await loadArticleBody(summary.slug);
    const blocks = sections.flatMap((section) => section.blocks);
    expect(blocks.some((block) => block.type === "list")).toBe(true);
    for (const block of blocks) {
      if (block.type === "paragraph") expect(block.text.trim().length).toBeGreaterThan(0);
      else expect(block.items.every((item) => item.trim().length > 0) && block.items.length >= 2).toBe(true);
    }
  });

  it("gives every dated claim an https source and a check within the last year", async () => {
    const claims = (await loadArticleBody(summary.slug)).claims ?? [];
    for (const claim of claims) expect(claimSchema.safeParse(claim).error, claim.text).toBeUndefined();
    expect(staleClaims(claims).map((claim) => `${claim.text} (checked ${claim.checked})`)).toEqual([]);
  });

  it("contains no filler and no square brackets", async () => {
    const text = textOf(await loadArticleBody(summary.slug));
    expect(fillerIn(text)).toBeNull();
    expect(text).not.toMatch(/[[\]]/);
    expect(text).not.toContain("${");
  });
});

describe("article facts", () => {
  it("explains MCP with its origin and its parts", async () => {
    const text = textOf(await loadArticleBody("model-context-protocol-mcp"));
    for (const phrase of ["Model Context Protocol", "Anthropic", "November 2024", "open", "server"]) {
      expect(text).toContain(phrase);
    }
    for (const capability of ["tools", "resources", "prompts", "prompt injection", "least privilege"]) {
      expect(text.toLowerCase()).toContain(capability);
    }
  });

  it("describes the EU AI Act's entry into force without claiming to be legal advice", async () => {
    const text = textOf(await loadArticleBody("responsible-ai-leadership"));
    expect(text).toContain("EU AI Act");
    expect(text).toContain("2024");
    expect(text).toContain("not legal advice");
  });

  it("states the EU AI Act as amended by the Digital Omnibus and the US executive order, with their sources", async () => {
    const body = await loadArticleBody("responsible-ai-leadership");
    const text = textOf(body);
    for (const phrase of [
      "Digital Omnibus",
      "2 December 2027",
      "2 August 2028",
      "Article 4",
      "Executive Order 14365",
      "AI Litigation Task Force",
    ]) {
      expect(text).toContain(phrase);
    }
    expect(text).not.toMatch(/would delay parts of the high-risk timetable/);
    const sourced = (body.claims ?? []).map((claim) => claim.text).join(" ");
    for (const fact of ["2 December 2027", "Article 4", "Executive Order 14365", "9 January 2026", "Local Law 144"])
      expect(sourced).toContain(fact);
  });

  it("keeps a human in the loop in the agents guide", async () => {
    const text = textOf(await loadArticleBody("ai-agents-executives-guide"));
    expect(text).toContain("humans in the loop");
    expect(text.toLowerCase()).toContain("approval");
  });
});
