import { describe, expect, it } from "vitest";
import { fillerIn, staleClaims, wordCount } from "@ai-leaders/core/content";
import { claimSchema } from "@ai-leaders/core/content/claims/schema";
import type { ArticleBlock, ArticleBody } from "../types.ts";
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

const months = "January|February|March|April|May|June|July|August|September|October|November|December";

/** A finding's source names the date it was published at the end of its title: "(July 2023)", "(2025)". */
const publishedAt = new RegExp(`\\((?:(?:${months}) )?(\\d{4})\\)$`);

/** Where research and official statistics are published first: journals, universities, statistics offices. */
const primaryPublishers = ["www.science.org", "academic.oup.com", "www.nber.org", "www.hbs.edu", "census.gov", "oecd.org", "ons.gov.uk"];

function isPrimary(url: string): boolean {
  const { hostname } = new URL(url);
  return primaryPublishers.some((publisher) => hostname === publisher || hostname.endsWith(`.${publisher}`));
}

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

describe.each(["why-ai-matters-for-leaders", "building-an-ai-strategy"] as const)("the evidence in %s", (slug) => {
  it("cites at least two dated findings from primary sources", async () => {
    const claims = (await loadArticleBody(slug)).claims ?? [];
    const findings = claims.filter((claim) => publishedAt.test(claim.source.title) && isPrimary(claim.source.url));
    expect(new Set(findings.map((finding) => finding.source.url)).size).toBeGreaterThanOrEqual(2);
    for (const finding of findings) {
      const year = Number(publishedAt.exec(finding.source.title)![1]);
      expect(year, finding.source.title).toBeLessThanOrEqual(Number(finding.checked.slice(0, 4)));
      expect(finding.text, finding.source.title).toMatch(/\d%/);
    }
  });

  it("states in its text every figure and year its findings cite", async () => {
    const body = await loadArticleBody(slug);
    const text = textOf(body);
    for (const finding of (body.claims ?? []).filter((claim) => publishedAt.test(claim.source.title))) {
      for (const figure of finding.text.match(/\d+(?:\.\d+)?%/g) ?? []) expect(text, finding.source.title).toContain(figure);
      expect(text, finding.source.title).toContain(publishedAt.exec(finding.source.title)![0].slice(1, -1));
    }
  });
});

describe("the worked one-page strategy", () => {
  async function workedExample() {
    const { sections } = await loadArticleBody("building-an-ai-strategy");
    const section = sections.find((candidate) => /fictional/i.test(candidate.heading));
    expect(section, "a section headed as a fictional example").toBeDefined();
    return section!.blocks;
  }

  /** The list that follows the paragraph starting with `label`. */
  function listAfter(blocks: ArticleBlock[], label: string): string[] {
    const at = blocks.findIndex((block) => block.type === "paragraph" && block.text.startsWith(label));
    const list = blocks[at + 1];
    expect(at, label).toBeGreaterThanOrEqual(0);
    expect(list?.type, label).toBe("list");
    return list?.type === "list" ? list.items : [];
  }

  it("names a fictional firm, its size and its sector", async () => {
    const [introduction] = await workedExample();
    expect(introduction?.type).toBe("paragraph");
    const text = introduction?.type === "paragraph" ? introduction.text : "";
    expect(text).toMatch(/\bfictional\b/);
    expect(text).toMatch(/\d+ employees/);
    expect(text).toMatch(/distributor of [a-z ]+ parts/);
  });

  it("sets three priorities, each with an owner, a measurable target and a date", async () => {
    const priorities = listAfter(await workedExample(), "Priorities");
    expect(priorities).toHaveLength(3);
    for (const priority of priorities) {
      expect(priority).toMatch(/Owner: the [a-z ]+\./);
      expect(priority).toMatch(/Target: [^.]*\d/);
      expect(priority).toMatch(new RegExp(`By \\d{1,2} (?:${months}) \\d{4}\\.$`));
    }
  });

  it("says what the firm will not do, its data and risk rules, and how it will measure", async () => {
    const blocks = await workedExample();
    expect(listAfter(blocks, "What they will not do").length).toBeGreaterThanOrEqual(3);
    expect(listAfter(blocks, "Data and risk rules").length).toBeGreaterThanOrEqual(3);
    const measures = listAfter(blocks, "How they will measure").join("\n");
    for (const measure of ["Results:", "Quality:", "Adoption:", "Cost:", "gate"]) expect(measures).toContain(measure);
  });

  it("gives a budget whose stages add up to its total", async () => {
    const blocks = await workedExample();
    const pounds = (text: string) => Number(/£([\d,]+)/.exec(text)![1]!.replaceAll(",", ""));
    const heading = blocks.find((block) => block.type === "paragraph" && block.text.startsWith("Budget"));
    const stages = listAfter(blocks, "Budget");
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages.reduce((sum, stage) => sum + pounds(stage), 0)).toBe(pounds(heading?.type === "paragraph" ? heading.text : ""));
  });

  it("plans the first 90 days in three steps that cover them", async () => {
    const plan = listAfter(await workedExample(), "90-day plan");
    expect(plan.map((step) => /^Days \d+ to \d+/.exec(step)?.[0])).toEqual(["Days 1 to 30", "Days 31 to 60", "Days 61 to 90"]);
  });
});
