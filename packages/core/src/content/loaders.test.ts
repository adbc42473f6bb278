import { describe, expect, it } from "vitest";
import { guideIds, guides, promptLibraries, toolIds } from "./index.ts";
import { loadGuide, loadPromptLibrary } from "./loaders.ts";

describe("loading one library or guide at a time", () => {
  it.each(toolIds)("loads the %s library as the whole content holds it", async (tool) => {
    expect(await loadPromptLibrary(tool)).toBe(promptLibraries[tool]);
  });

  it.each(guideIds)("loads the %s guide as the whole content holds it", async (guide) => {
    expect(await loadGuide(guide)).toBe(guides[guide]);
  });
});
