import { describe, expect, it } from "vitest";
import { fillerIn, malformedBrackets, placeholdersIn, wordCount } from "../content-rules.ts";
import { researchPlaceholders, type CardColour } from "../types.ts";
import { buildWebsiteSteps } from "./build-website.ts";
import { simulationCards } from "./expert-panel.ts";
import { improveLandingPageSteps, optimisationTools } from "./improve-landing-page.ts";
import { marketDecisionSteps } from "./market-decision.ts";
import { researchCards, researchPlaceholderText } from "./research-report.ts";

const colours: CardColour[] = ["blue", "green", "purple", "orange", "pink", "teal"];

/** Every string anywhere inside a value. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

function expectCleanText(value: unknown): void {
  for (const text of stringsIn(value)) {
    expect(malformedBrackets(text), text.slice(0, 80)).toEqual([]);
    expect(fillerIn(text), text.slice(0, 80)).toBeNull();
    expect(text, text.slice(0, 80)).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
    expect(text, text.slice(0, 80)).not.toMatch(/undefined|\[object Object\]/);
    expect(text.trim(), "empty or padded string").toBe(text);
    expect(text.length).toBeGreaterThan(0);
  }
}

function expectHttpsUrl(url: string): void {
  const parsed = new URL(url);
  expect(parsed.protocol).toBe("https:");
}

function expectPreviewOpensPrompt(preview: string, prompt: string): void {
  expect(preview.length).toBeGreaterThan(0);
  expect(preview.length).toBeLessThanOrEqual(200);
  expect(prompt.startsWith(preview), preview).toBe(true);
}

describe("build-website steps", () => {
  it("are exactly the two spec steps, in order", () => {
    expect(buildWebsiteSteps.map((s) => s.title)).toEqual(["Know what you want", "Build & Launch"]);
  });

  it("each have tasks, an example and a copyable prompt of at least 120 words", () => {
    for (const step of buildWebsiteSteps) {
      expect(step.tasks.length, step.title).toBeGreaterThanOrEqual(3);
      expect(step.example, step.title).toBeTruthy();
      expect(wordCount(step.prompt ?? ""), step.title).toBeGreaterThanOrEqual(120);
      expectPreviewOpensPrompt(step.promptPreview ?? "", step.prompt ?? "");
      expect(colours).toContain(step.colour);
    }
  });

  it("gives a web-app builder a landing-page prompt for [your business]", () => {
    const build = buildWebsiteSteps[1]!;
    expect(build.prompt).toMatch(/landing page/i);
    expect(placeholdersIn(build.prompt ?? "")).toContain("your business");
    expect(build.tasks.join(" ")).toMatch(/Lovable/);
  });

  it("has clean text", () => expectCleanText(buildWebsiteSteps));
});

describe("improve-landing-page", () => {
  it("has exactly the two spec steps, in order", () => {
    expect(improveLandingPageSteps.map((s) => s.title)).toEqual(["Get Feedback", "Turn Good into Better"]);
  });

  it("asks for the page URL in step 1 and applies the feedback in step 2", () => {
    const [feedback, better] = improveLandingPageSteps;
    expect(feedback!.tasks.join(" ")).toMatch(/URL/);
    expect(better!.tasks.length).toBeGreaterThanOrEqual(3);
    for (const step of improveLandingPageSteps) expect(colours).toContain(step.colour);
  });

  it("keeps any prompt at least 120 words with a preview that opens it", () => {
    for (const step of improveLandingPageSteps) {
      if (step.prompt === undefined) continue;
      expect(wordCount(step.prompt), step.title).toBeGreaterThanOrEqual(120);
      expectPreviewOpensPrompt(step.promptPreview ?? "", step.prompt);
    }
  });

  it("links to three real optimisation tools over https", () => {
    expect(optimisationTools.map((t) => t.name)).toEqual(["Hotjar", "Microsoft Clarity", "Google PageSpeed Insights"]);
    expect(optimisationTools.map((t) => t.url)).toEqual([
      "https://www.hotjar.com",
      "https://clarity.microsoft.com",
      "https://pagespeed.web.dev",
    ]);
    for (const tool of optimisationTools) {
      expectHttpsUrl(tool.url);
      expect(wordCount(tool.description), tool.name).toBeGreaterThanOrEqual(6);
    }
  });

  it("has clean text", () => expectCleanText([improveLandingPageSteps, optimisationTools]));
});

describe("research report cards", () => {
  it("are exactly the four spec cards, in order", () => {
    expect(researchCards.map((c) => c.title)).toEqual([
      "Market Entry Analysis",
      "Competitive Analysis",
      "Investment Due Diligence",
      "Customer Segment Market Analysis",
    ]);
  });

  it("each have a research prompt of at least 200 words with a short preview that opens it", () => {
    for (const card of researchCards) {
      expect(wordCount(card.prompt), card.title).toBeGreaterThanOrEqual(200);
      expectPreviewOpensPrompt(card.promptPreview, card.prompt);
      expect(card.features.length, card.title).toBeGreaterThanOrEqual(3);
      expect(colours).toContain(card.colour);
    }
  });

  it("use [industry] and [timeframe], and exactly the placeholders they list, each written for people", () => {
    for (const card of researchCards) {
      const used = new Set(placeholdersIn(card.prompt));
      expect(used, card.title).toContain("industry");
      expect(used, card.title).toContain("timeframe");
      expect(card.placeholders, card.title).toContain("industry");
      expect(card.placeholders, card.title).toContain("timeframe");
      expect(new Set(card.placeholders).size, card.title).toBe(card.placeholders.length);
      expect([...used].sort(), card.title).toEqual(card.placeholders.map((placeholder) => researchPlaceholderText[placeholder]).sort());
      for (const placeholder of card.placeholders) {
        expect(researchPlaceholders, card.title).toContain(placeholder);
        expect(card.prompt, card.title).toContain("[" + researchPlaceholderText[placeholder] + "]");
      }
      // Issue 45, Deliver 3: no camelCase field name in what the reader copies.
      expect(card.prompt, card.title).not.toMatch(/\[[a-z]+[A-Z]\w*\]/);
    }
  });

  it("tell the user to open an AI chat tool in deep-research mode, copy, fill in and run", () => {
    for (const card of researchCards) {
      const steps = card.instructions.join(" ");
      expect(steps, card.title).toMatch(/log into/i);
      expect(steps, card.title).toMatch(/ChatGPT|Claude|Gemini/);
      expect(steps, card.title).toMatch(/deep[- ]research/i);
      expect(steps, card.title).toMatch(/copy/i);
      expect(steps, card.title).toMatch(/replace/i);
      expect(steps, card.title).toMatch(/\brun\b/i);
    }
  });

  it("have clean text", () => expectCleanText(researchCards));
});

describe("simulation cards", () => {
  const expected = [
    { title: "Customer Focus Group", participants: 6 },
    { title: "Expert Panel", participants: 5 },
    { title: "Policy Roundtable", participants: 6 },
    { title: "Board Simulation", participants: 6 },
  ];

  it("are exactly the four spec simulations with the spec's sizes, in order", () => {
    expect(simulationCards.map(({ title, participants }) => ({ title, participants }))).toEqual(expected);
  });

  it("each name exactly as many distinct participants as the card says", () => {
    for (const card of simulationCards) {
      const count = String(card.participants);
      expect(card.prompt, card.title).toMatch(new RegExp("\\b" + count + "\\b"));
      expect(card.description, card.title).toMatch(new RegExp("\\b" + count + "\\b"));
      const numbers = [...card.prompt.matchAll(/^Participant (\d+): ([^,]+),/gm)];
      expect(
        numbers.map((m) => Number(m[1])),
        card.title,
      ).toEqual(Array.from({ length: card.participants }, (_, i) => i + 1));
      const names = numbers.map((m) => m[2]);
      expect(new Set(names).size, card.title).toBe(card.participants);
    }
  });

  it("each say how the session runs and how it ends", () => {
    for (const card of simulationCards) {
      expect(card.prompt, card.title).toMatch(/How the (session|meeting) runs:/);
      expect(card.prompt, card.title).toMatch(/ends (after|with)/);
    }
  });

  it("each have a prompt of at least 200 words with a short preview that opens it", () => {
    for (const card of simulationCards) {
      expect(wordCount(card.prompt), card.title).toBeGreaterThanOrEqual(200);
      expectPreviewOpensPrompt(card.promptPreview, card.prompt);
      expect(card.features.length, card.title).toBeGreaterThanOrEqual(3);
      expect(card.instructions.join(" "), card.title).toMatch(/log into/i);
      expect(card.instructions.join(" "), card.title).toMatch(/paste/i);
      expect(colours).toContain(card.colour);
    }
  });

  it("have clean text", () => expectCleanText(simulationCards));
});

describe("market decision steps", () => {
  it("are exactly the six spec steps, numbered 1 to 6, in order", () => {
    expect(marketDecisionSteps.map((s) => [s.step, s.title])).toEqual([
      [1, "Quantitative Analysis"],
      [2, "Talk to AI Users & Experts"],
      [3, "Build a Website & Test Live"],
      [4, "Manage Demand Pipeline with an automation tool"],
      [5, "Reach Out to Potential Leads"],
      [6, "Capture Leads via a template link"],
    ]);
  });

  it("each have features, steps to generate and a copyable asset of at least 120 words", () => {
    for (const step of marketDecisionSteps) {
      expect(step.features.length, step.title).toBeGreaterThanOrEqual(3);
      expect(step.howToGenerate.length, step.title).toBeGreaterThanOrEqual(3);
      expect(wordCount(step.asset), step.title).toBeGreaterThanOrEqual(120);
      expect(colours).toContain(step.colour);
    }
  });

  it("copy a prompt, a workflow or a template where each belongs", () => {
    expect(marketDecisionSteps.map((s) => s.assetKind)).toEqual(["prompt", "prompt", "prompt", "workflow", "prompt", "template"]);
  });

  it("put the spec's test rules in step 3: 300 visitors per variant, 95 percent confidence, 20 percent lift", () => {
    const asset = marketDecisionSteps[2]!.asset;
    expect(asset).toMatch(/at least 300 visitors per variant/);
    expect(asset).toMatch(/95 percent confidence/);
    expect(asset).toMatch(/20 percent lift/);
  });

  it("qualify leads in step 4 at a score of 7 of 10", () => {
    const step = marketDecisionSteps[3]!;
    expect(step.asset).toMatch(/7 of 10 or higher is qualified/);
    expect(step.asset).toMatch(/score/i);
  });

  it("keep the LinkedIn connection request of step 5 within 280 characters", () => {
    const asset = marketDecisionSteps[4]!.asset;
    expect(asset).toMatch(/LinkedIn connection request/);
    expect(asset).toMatch(/within 280 characters/);
  });

  it("link step 6, and only step 6, to a real form template site", () => {
    const withLinks = marketDecisionSteps.filter((s) => s.templateLink !== undefined);
    expect(withLinks.map((s) => s.step)).toEqual([6]);
    const link = withLinks[0]!.templateLink!;
    expect(link.label.length).toBeGreaterThan(0);
    expectHttpsUrl(link.url);
    expect(link.url).toBe("https://tally.so/templates");
  });

  it("have clean text", () => expectCleanText(marketDecisionSteps));
});

describe("workflow content together", () => {
  it("has no duplicate titles within a page", () => {
    for (const titles of [
      buildWebsiteSteps.map((s) => s.title),
      improveLandingPageSteps.map((s) => s.title),
      researchCards.map((c) => c.title),
      simulationCards.map((c) => c.title),
      marketDecisionSteps.map((s) => s.title),
    ]) {
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  it("has no prompt copied between cards", () => {
    const prompts = [
      ...buildWebsiteSteps.flatMap((s) => (s.prompt ? [s.prompt] : [])),
      ...improveLandingPageSteps.flatMap((s) => (s.prompt ? [s.prompt] : [])),
      ...researchCards.map((c) => c.prompt),
      ...simulationCards.map((c) => c.prompt),
      ...marketDecisionSteps.map((s) => s.asset),
    ];
    expect(new Set(prompts).size).toBe(prompts.length);
  });
});
