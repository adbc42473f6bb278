import { describe, expect, it } from "vitest";
import { promptLibraries, promptSlug, toolIds } from "./index.ts";
import { promptReviews } from "./reviews.ts";

const promptIds = toolIds.flatMap((tool) => promptLibraries[tool].prompts.map((prompt) => `prompt:${tool}:${promptSlug(prompt.title)}`));

describe("review stamps", () => {
  it("stamps every prompt card of the eight libraries, and names no prompt that is not there", () => {
    expect(Object.keys(promptReviews).sort()).toEqual([...promptIds].sort());
  });

  it("gives each a real month, none in the future", () => {
    const thisMonth = new Date().toISOString().slice(0, 7);
    for (const [id, month] of Object.entries(promptReviews)) {
      expect(month, id).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      expect(month <= thisMonth, id).toBe(true);
    }
  });
});
