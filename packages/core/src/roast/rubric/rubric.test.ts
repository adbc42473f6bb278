import { describe, expect, it } from "vitest";
import { sections } from "../checks/critique.ts";
import { pageReportSystemPrompt } from "../judge/prompts.ts";
import { modelCategoryNames, rubricCategories, scoreBands } from "./index.ts";

describe("the published rubric", () => {
  it("gives every category of the scoring code, with its ceiling, a weight that adds up to 100", () => {
    expect(rubricCategories.map(({ id, title, ceiling }) => ({ id, title, ceiling }))).toEqual(
      sections.map(({ id, title, ceiling }) => ({ id, title, ceiling })),
    );
    expect(rubricCategories.reduce((total, category) => total + category.share, 0)).toBe(100);
    const totalWeight = sections.reduce((total, section) => total + section.weight, 0);
    sections.forEach((section, index) => {
      expect(Math.abs(rubricCategories[index]!.share - (section.weight / totalWeight) * 100), section.id).toBeLessThan(1);
    });
  });

  it("says what earns every band a category can reach, and why the ones above its ceiling can't be", () => {
    for (const category of rubricCategories) {
      expect(category.bands.map((band) => band.from)).toEqual(scoreBands.map((band) => band.from));
      for (const band of category.bands) {
        expect(band.earns, `${category.id} ${band.from}`).toMatch(/\w.*\.$/);
        if (band.from > category.ceiling) expect(band.earns).toContain(category.ceilingReason);
        else expect(band.to).toBe(Math.min(scoreBands.find((each) => each.from === band.from)!.to, category.ceiling));
      }
    }
  });

  it("names the categories the model is asked for, as its prompt gives them", () => {
    expect(pageReportSystemPrompt("roast")).toContain(`chosen from: ${modelCategoryNames.join(", ")}.`);
  });
});
