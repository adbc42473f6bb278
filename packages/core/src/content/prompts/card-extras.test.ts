// Issue 16: what each card adds around its prompt. A large card shows what a good answer looks
// like, why the prompt works and what to ask next; a small one what the leader gets and, for the
// automation tools, what it is built with; any prompt that asks for confidential material says
// what not to paste.
import { describe, expect, it } from "vitest";
import { confidentialMaterialIn, dataAdviceIn, fillerIn, placeholdersIn, wordCount } from "../content-rules.ts";
import { guides, largeLibraryIds, promptLibraries, smallLibraryIds } from "../index.ts";
import type { LargePromptLibrary, SmallPromptLibrary } from "../types.ts";

const largeCards = largeLibraryIds.flatMap((tool) =>
  (promptLibraries[tool] as LargePromptLibrary).prompts.map((card) => ({ tool, ...card })),
);
const smallCards = smallLibraryIds.flatMap((tool) =>
  (promptLibraries[tool] as SmallPromptLibrary).prompts.map((card) => ({ tool, ...card })),
);

describe.each(largeCards)("$tool · $title", (card) => {
  it("has an example output of 120 to 250 words with no placeholder or filler left in it", () => {
    const words = wordCount(card.exampleOutput);
    expect(words).toBeGreaterThanOrEqual(120);
    expect(words).toBeLessThanOrEqual(250);
    expect(placeholdersIn(card.exampleOutput)).toEqual([]);
    expect(fillerIn(card.exampleOutput)).toBeNull();
  });

  it("says in one line why it works", () => {
    expect(card.whyItWorks).not.toContain("\n");
    expect(wordCount(card.whyItWorks)).toBeGreaterThanOrEqual(8);
    expect(wordCount(card.whyItWorks)).toBeLessThanOrEqual(45);
  });

  it("offers one follow-up prompt for the next step", () => {
    expect(wordCount(card.followUp)).toBeGreaterThanOrEqual(12);
    expect(wordCount(card.followUp)).toBeLessThanOrEqual(120);
    expect(fillerIn(card.followUp)).toBeNull();
  });
});

describe.each(smallCards)("$tool · $title", (card) => {
  it("says in one line what you get", () => {
    expect(card.whatYouGet).not.toContain("\n");
    expect(wordCount(card.whatYouGet)).toBeGreaterThanOrEqual(8);
    expect(wordCount(card.whatYouGet)).toBeLessThanOrEqual(45);
  });

  it("lists the nodes or apps and the accounts when it is an automation", () => {
    if (card.tool === "n8n" || card.tool === "zapier") {
      expect(card.builtWith?.uses.length).toBeGreaterThanOrEqual(2);
      expect(card.builtWith?.accounts.length).toBeGreaterThanOrEqual(1);
    } else {
      expect(card.builtWith).toBeUndefined();
    }
  });
});

const guidePrompts = [
  ...guides["build-website"].steps,
  ...guides["improve-landing-page"].steps,
  ...guides["research-report"].cards,
  ...guides["expert-panel"].cards,
].map((card) => ({ title: card.title, prompt: card.prompt ?? "", dataNote: "dataNote" in card ? card.dataNote : undefined }));
const marketAssets = guides["market-decision"].steps.map((step) => ({ title: step.title, prompt: step.asset, dataNote: step.dataNote }));

describe("data-handling notes", () => {
  const everyPrompt = [...largeCards, ...smallCards, ...guidePrompts, ...marketAssets];

  it.each(everyPrompt.map((card) => [card.title, card] as const))(
    "%s carries a note when it asks for confidential material",
    (_title, card) => {
      const asksFor = confidentialMaterialIn(card.prompt);
      if (asksFor) {
        expect(card.dataNote, `asks for ${asksFor}`).toBeTruthy();
        expect(card.dataNote).toMatch(/enterprise|business plan|redact|anonymi[sz]e|remove names|approved/i);
        expect(card.dataNote).not.toContain("\n");
      }
    },
  );

  it.each(everyPrompt.map((card) => [card.title, card] as const))(
    "%s keeps its data advice in the note, outside the prompt that is copied",
    (_title, card) => {
      expect(dataAdviceIn(card.prompt)).toBeNull();
    },
  );

  it("the detector recognises the material it must", () => {
    expect(confidentialMaterialIn("This week's calendar: [paste this week's meetings].")).toBeTruthy();
    expect(confidentialMaterialIn("Candidate: [paste the CV]")).toBeTruthy();
    expect(confidentialMaterialIn("Our numbers: [revenue, burn and runway]")).toBeTruthy();
    expect(confidentialMaterialIn("Paste your customer list here.")).toBeTruthy();
    expect(confidentialMaterialIn("The people affected are [key stakeholders].")).toBeTruthy();
    expect(confidentialMaterialIn("Constraints: [location, finances, family or other constraints]")).toBeTruthy();
    expect(confidentialMaterialIn("What I already know: [your own data or perception]")).toBeTruthy();
    expect(confidentialMaterialIn("About the lead: [name, role, company, and anything specific you know]")).toBeTruthy();
    expect(dataAdviceIn("Note before you paste (you can delete this paragraph): check your data controls.")).toBeTruthy();
    expect(dataAdviceIn("Important before you use this: it must not be used to decide on a real candidate.")).toBeTruthy();
    expect(dataAdviceIn("Tell me what training the team needs.")).toBeNull();
    // Issue 45, Deliver 3: deals, budgets and what an app collects about people's health and beliefs.
    expect(confidentialMaterialIn("Deal context and anything we already know: [additional context]")).toBeTruthy();
    expect(confidentialMaterialIn("Context: [company, market and stage], with [budget and timeframe].")).toBeTruthy();
    expect(confidentialMaterialIn("The deal: [deal terms]")).toBeTruthy();
    expect(
      confidentialMaterialIn("Add a registration form (name, email, dietary or accessibility needs) that stores each entry."),
    ).toBeTruthy();
    expect(confidentialMaterialIn("Show the speakers' accessibility statement and the venue's step-free access.")).toBeNull();
    expect(confidentialMaterialIn("Write a landing page for [company] selling [product].")).toBeNull();
    expect(confidentialMaterialIn("A list of what must change before real customer data goes through it.")).toBeNull();
  });
});
