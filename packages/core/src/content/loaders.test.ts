import { describe, expect, it } from "vitest";
import { guideIds, guides, promptLibraries, toolIds } from "./index.ts";
import { loadGuide, loadPromptLibrary } from "./loaders.ts";

describe("loading one library or guide at a time", () => {
  it.each(toolIds)("loads the %s library as the whole content holds it, each prompt with its review month", async (tool) => {
    const loaded = await loadPromptLibrary(tool);
    expect(loaded.prompts.map(({ reviewed: _reviewed, ...prompt }) => prompt)).toEqual(promptLibraries[tool].prompts);
    expect(loaded.prompts.every((prompt) => /^\d{4}-\d{2}$/.test(prompt.reviewed ?? ""))).toBe(true);
  });

  it.each(guideIds)("loads the %s guide as the whole content holds it", async (guide) => {
    expect(await loadGuide(guide)).toBe(guides[guide]);
  });
});
