// Issue 45, Deliver 5: every large card says how to check its answer, in three checks a leader can
// make in two minutes, tied to what the card's own prompt returns. Every library is read through
// the content index, so a large card added anywhere is held to it. Deliver 3: the ChatGPT cards say
// what a Free plan reader can do, and a card that sets up a project says which plans include one.
import { describe, expect, it } from "vitest";
import { fillerIn, malformedBrackets, wordCount } from "../content-rules.ts";
import { promptLibraries } from "../index.ts";
import type { LargePromptLibrary } from "../types.ts";

const largeCards = Object.values(promptLibraries)
  .filter((library): library is LargePromptLibrary => library.kind === "large")
  .flatMap((library) => library.prompts.map((card) => ({ tool: library.tool, ...card })));

describe.each(largeCards)("$tool · $title", (card) => {
  const checks = card.checks ?? [];

  it("says how to check its answer in exactly three short, distinct checks", () => {
    expect(checks).toHaveLength(3);
    expect(new Set(checks).size).toBe(3);
    for (const check of checks) {
      expect(check).not.toContain("\n");
      expect(wordCount(check), check).toBeGreaterThanOrEqual(5);
      expect(wordCount(check), check).toBeLessThanOrEqual(35);
      expect(fillerIn(check), check).toBeNull();
      expect(malformedBrackets(check), check).toEqual([]);
    }
  });

  it("ties its checks to what the prompt returns", () => {
    const all = checks.join(" ");
    // A simulation's answer is a transcript of personas: the checks keep it from passing as evidence.
    if (card.limits) expect(all).toMatch(/transcript|simulated|persona|fictional|no real/i);
    // An answer built from the web names its sources: a check opens them.
    if (card.runIn?.mode === "Deep research" || card.runIn?.tools.includes("Web search")) expect(all).toMatch(/source/i);
    // A prompt that tells the model to label what the reader did not supply: a check looks for the labels.
    if (/mark any figure or assumption|label each point as a known fact|never invent or round numbers/i.test(card.prompt)) {
      expect(all).toMatch(/assumption|you gave|you supplied|calculated from/i);
    }
    // A Lovable first version: a check tries the app, not just reads Lovable's summary of it.
    if (card.tool === "lovable") expect(all).toMatch(/\b(?:open|sign|register|book|take|send|subscribe|change|cancel)\b/i);
  });
});

describe("plan notes (issue 45, Deliver 3)", () => {
  const chatgpt = largeCards.filter((card) => card.tool === "chatgpt");

  it.each(chatgpt.map((card) => [card.title, card] as const))("%s says what a Free plan reader can do", (_title, card) => {
    expect(card.runIn?.onFreePlan).toBeTruthy();
    if (card.runIn?.mode !== "Instant") expect(card.runIn?.onFreePlan).toMatch(/chatgpt\.com\/pricing/);
    expect(card.runIn?.onFreePlan).toMatch(/Instant|Free plan/);
    expect(card.claims?.map((claim) => claim.text).join(" ")).toMatch(/default for all logged-in users/);
  });

  it.each(largeCards.filter((card) => card.project).map((card) => [card.title, card] as const))(
    "%s says which plans include projects, naming the Claude page to check",
    (_title, card) => {
      expect(card.project?.plans).toMatch(/every ChatGPT plan|In ChatGPT, projects are on every plan/);
      expect(card.project?.plans).toMatch(/"What are projects\?"/);
      expect(card.claims?.map((claim) => claim.text).join(" ")).toMatch(/all free and paid ChatGPT plans/);
    },
  );
});
