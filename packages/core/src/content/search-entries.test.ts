import { describe, expect, it } from "vitest";
import { guideIds, guides, promptLibraries, toolIds } from "./index.ts";
import { buildSearchEntries, guidePages, promptSlug } from "./search-entries.ts";

const entries = buildSearchEntries(promptLibraries, guides);

describe("buildSearchEntries", () => {
  it("lists every prompt of every library once, linked to its card on the library page", () => {
    for (const tool of toolIds) {
      for (const prompt of promptLibraries[tool].prompts) {
        const found = entries.filter((entry) => entry.kind === "prompt" && entry.library === tool && entry.title === prompt.title);
        expect(found, `${tool}: ${prompt.title}`).toHaveLength(1);
        expect(found[0]!.href).toBe(`/prompts/${tool}#${promptSlug(prompt.title)}`);
        expect(found[0]!.text.startsWith(prompt.prompt)).toBe(true);
        if ("category" in prompt) {
          // What the card shows around the prompt is found too: its example, why it works, its follow-up.
          for (const extra of [prompt.exampleOutput, prompt.whyItWorks, prompt.followUp]) expect(found[0]!.text).toContain(extra);
        } else {
          expect(found[0]!.description).toBe(prompt.whatYouGet);
          // A small card's example and follow-up, where it has them (issue 45, Deliver 4).
          for (const extra of [prompt.exampleOutput, prompt.followUp]) if (extra) expect(found[0]!.text).toContain(extra);
        }
      }
    }
    expect(entries.filter((entry) => entry.kind === "prompt")).toHaveLength(
      toolIds.reduce((sum, tool) => sum + promptLibraries[tool].prompts.length, 0),
    );
  });

  it("lists every guide step once, linked to its guide page", () => {
    for (const guide of guideIds) {
      const content = guides[guide];
      const items: Array<{ title: string }> = "steps" in content ? content.steps : content.cards;
      const found = entries.filter((entry) => entry.kind === "step" && entry.guide === guide);
      expect(found.map((entry) => entry.title)).toEqual(items.map((item) => item.title));
      for (const entry of found) expect(entry.href.startsWith(guidePages[guide].path)).toBe(true);
    }
  });

  it("gives each entry a unique id and each anchor a valid, unique fragment", () => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.href)).size).toBe(entries.length - guides["market-decision"].steps.length + 1);
    for (const entry of entries) expect(entry.href).toMatch(/^\/[a-z0-9/-]+(#[a-z][a-z0-9-]*)?$/);
  });

  it("makes a slug of a prompt's title", () => {
    expect(promptSlug("AI Strategy Tutor")).toBe("ai-strategy-tutor");
    expect(promptSlug("Café & Crème: Pricing!")).toBe("cafe-creme-pricing");
  });
});
