// The app shell's frame fills a card's prompt before the app's code has arrived
// (infra/src/app-frame.ts): it must give the very text the app's Copy gives.
import { describe, expect, it } from "vitest";
import { frameFillSource } from "@ai-leaders/infra/app-frame";
import { guides, promptLibraries } from "@ai-leaders/core/content";
import { emptyBusinessContext, fillPlaceholders, placeholderRules, type BusinessContext } from "./fill-placeholders.ts";
import { mergeContexts } from "./use-business-context.ts";

type FrameFillFactory = (
  rules: typeof placeholderRules,
  own: Partial<BusinessContext> | null,
  team?: Partial<BusinessContext>,
) => (prompt: string) => string;
// The script's source, run as the browser runs it inline (no module around it).
const frameFill = new Function(`return ${frameFillSource}`)() as FrameFillFactory;

const everyPrompt = [
  ...Object.values(promptLibraries).flatMap((library) => library.prompts.map((card) => card.prompt)),
  ...Object.values(guides).flatMap((guide) => {
    // A guide's cards are its steps, or its cards; a step's prompt is its asset on the market guide.
    const cards = ("steps" in guide ? guide.steps : guide.cards) as ReadonlyArray<{ asset?: unknown; prompt?: unknown }>;
    return cards.flatMap((card) => {
      const text = card.asset ?? card.prompt;
      return typeof text === "string" ? [text] : [];
    });
  }),
];

const contexts: Array<[string, BusinessContext]> = [
  [
    "every field",
    Object.fromEntries(Object.keys(emptyBusinessContext).map((field) => [field, `${field} value`])) as unknown as BusinessContext,
  ],
  ["some fields, padded", { ...emptyBusinessContext, company: "  Northwind  ", audience: "fleet managers", brandColours: "navy and gold" }],
  ["none", emptyBusinessContext],
];

describe("the frame's prompt fill", () => {
  it("reads prompts from every library and guide", () => {
    expect(everyPrompt.length).toBeGreaterThan(50);
  });

  it.each(contexts)("fills every prompt as the app does, with %s of the business context", (_, context) => {
    const fill = frameFill(placeholderRules, context);
    const filled = everyPrompt.map((prompt) => fill(prompt));
    expect(filled).toEqual(everyPrompt.map((prompt) => fillPlaceholders(prompt, context)));
    if (context !== emptyBusinessContext) expect(filled.filter((text, index) => text !== everyPrompt[index]).length).toBeGreaterThan(10);
  });

  it("fills from the team's context where the visitor's own field is empty, as the app merges them", () => {
    const own = { ...emptyBusinessContext, company: "Northwind", industry: "  " };
    const team = { ...emptyBusinessContext, company: "Team Co", industry: "freight", audience: "fleet managers" };
    const fill = frameFill(placeholderRules, own, team);
    const filled = everyPrompt.map((prompt) => fill(prompt));
    expect(filled).toEqual(everyPrompt.map((prompt) => fillPlaceholders(prompt, mergeContexts(own, team))));
    expect(fill("[Company] in [industry] for [target audience]")).toBe("Northwind in freight for fleet managers");
  });

  it("leaves a placeholder as written where the stored context is not a string", () => {
    const fill = frameFill(placeholderRules, { company: 42 } as unknown as BusinessContext);
    expect(fill("Write for [Company Name].")).toBe("Write for [Company Name].");
  });
});
