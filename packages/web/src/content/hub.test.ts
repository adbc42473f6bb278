import { describe, expect, it } from "vitest";
import { fillerIn, malformedBrackets, toolIds, wordCount } from "@ai-leaders/core/content";
import type { CardColour } from "./types.ts";
import { toolCards, workflowCards } from "./hub.ts";

const colours: CardColour[] = ["blue", "green", "purple", "orange", "pink", "teal"];

function expectCleanText(text: string): void {
  expect(malformedBrackets(text), text).toEqual([]);
  expect(fillerIn(text), text).toBeNull();
  expect(text, text).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
  expect(text.trim(), text).toBe(text);
}

function sentencesIn(text: string): number {
  return text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.length > 0).length;
}

describe("workflow cards", () => {
  it("are the six spec cards with their routes, in order", () => {
    expect(workflowCards.map(({ title, route }) => [title, route])).toEqual([
      ["Pick a Target Market", "/level-3-market-decision"],
      ["Build a Website in Minutes", "/level-3-build-website"],
      ["McKinsey Style Research Report", "/level-3-research-report"],
      ["Expert & User Panel", "/level-3-expert-panel"],
      ["Founder Profile", "/level-3-founder-profile"],
      ["Roast Website", "/level-3-roast-website"],
    ]);
  });

  it("each have a one-sentence description, clean text and a known colour", () => {
    for (const card of workflowCards) {
      expect(sentencesIn(card.description), card.title).toBe(1);
      expect(card.description, card.title).toMatch(/\.$/);
      expect(wordCount(card.description), card.title).toBeGreaterThanOrEqual(8);
      expectCleanText(card.title);
      expectCleanText(card.description);
      expect(colours).toContain(card.colour);
    }
  });
});

describe("tool cards", () => {
  const expected = [
    ["lovable", "Lovable", "Web-app builder", "https://lovable.dev", "Expert Prompts"],
    ["chatgpt", "ChatGPT", "Chat assistant", "https://chatgpt.com", "Expert Prompts"],
    ["claude", "Claude", "Reasoning assistant", "https://claude.ai", "Expert Prompts"],
    ["multi-agent", "Multi-Agent", "Multi-agent panel", "https://gemini.google.com", "Expert Prompts"],
    ["n8n", "n8n", "Workflow automation", "https://n8n.io", "Best Practices"],
    ["zapier", "Zapier", "App connector", "https://zapier.com", "Best Practices"],
    ["cursor", "Cursor", "Code-editor assistant", "https://cursor.com", null],
    ["replit", "Replit", "Online coding environment", "https://replit.com", null],
  ];

  it("are the eight spec tools in the order of the libraries", () => {
    expect(toolCards.map((card) => card.tool)).toEqual([...toolIds]);
  });

  it("have the spec's names, kinds, sites and prompts-button labels", () => {
    expect(toolCards.map((card) => [card.tool, card.name, card.kind, card.site, card.promptsButtonLabel])).toEqual(expected);
  });

  it("each open their own prompt library", () => {
    for (const card of toolCards) expect(card.route).toBe("/prompts/" + card.tool);
  });

  it("each link to an https site", () => {
    for (const card of toolCards) expect(new URL(card.site).protocol, card.tool).toBe("https:");
  });

  it("each have a short description, clean text and a known colour", () => {
    for (const card of toolCards) {
      expect(sentencesIn(card.description), card.tool).toBeLessThanOrEqual(2);
      expect(wordCount(card.description), card.tool).toBeGreaterThanOrEqual(8);
      expectCleanText(card.name);
      expectCleanText(card.kind);
      expectCleanText(card.description);
      expect(colours).toContain(card.colour);
    }
  });

  it("have no duplicate names or sites", () => {
    expect(new Set(toolCards.map((card) => card.name)).size).toBe(toolCards.length);
    expect(new Set(toolCards.map((card) => card.site)).size).toBe(toolCards.length);
  });
});
