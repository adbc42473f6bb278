// Issue 29, Deliver 4 and 6: ChatGPT cards say which mode to use, recurring cards come ready to
// save as a Project, and every large card's estimate is the sum of the steps it asks for.
import { describe, expect, it } from "vitest";
import { fillerIn, malformedBrackets, parseTimeEstimate, placeholdersIn, wordCount } from "../content-rules.ts";
import { largeLibraryIds, promptLibraries } from "../index.ts";
import { chatgptModes, type LargePromptLibrary } from "../types.ts";

const largeCards = largeLibraryIds.flatMap((tool) =>
  (promptLibraries[tool] as LargePromptLibrary).prompts.map((card) => ({ tool, ...card })),
);

/** A card is recurring when its own title or description says it is used every week or month. */
const recurring = /\b(weekly|monthly|every (week|month)|each (week|month))\b/i;

describe.each(largeCards)("$tool · $title", (card) => {
  it("adds up its time estimate from the steps it asks for", () => {
    const estimate = parseTimeEstimate(card.timeEstimate)!;
    const steps = card.timeBasis;
    expect(steps.length, "steps").toBeGreaterThanOrEqual(2);
    for (const { step, minutes } of steps) {
      expect(wordCount(step), step).toBeGreaterThanOrEqual(2);
      expect(Number.isInteger(minutes[0]) && Number.isInteger(minutes[1]), step).toBe(true);
      expect(minutes[0], step).toBeGreaterThanOrEqual(0);
      expect(minutes[0], step).toBeLessThanOrEqual(minutes[1]);
    }
    // A run the tool makes on its own (deep research) is shown beside the estimate, not in it.
    const ownTime = steps.filter((step) => !step.background);
    expect(
      ownTime.reduce((sum, { minutes }) => sum + minutes[0], 0),
      "fewest minutes",
    ).toBe(estimate.from);
    expect(
      ownTime.reduce((sum, { minutes }) => sum + minutes[1], 0),
      "most minutes",
    ).toBe(estimate.to);
  });

  it("says which ChatGPT mode to use when it is a ChatGPT card, and only then", () => {
    if (card.tool !== "chatgpt") {
      expect(card.runIn).toBeUndefined();
      return;
    }
    expect(chatgptModes).toContain(card.runIn?.mode);
    expect(card.runIn!.why).not.toContain("\n");
    expect(wordCount(card.runIn!.why)).toBeGreaterThanOrEqual(6);
    expect(wordCount(card.runIn!.why)).toBeLessThanOrEqual(40);
    for (const tool of card.runIn!.tools) expect(tool.trim()).not.toBe("");
  });

  it("comes ready to save as a Project, on its own cadence, when it is used every week or month", () => {
    const said = `${card.title} ${card.description}`.match(recurring)?.[0];
    if (!said) return;
    expect(card.project, "a recurring card has a project").toBeDefined();
    expect(card.project!.cadence).toBe(/week/i.test(said) ? "weekly" : "monthly");
  });

  it("has a project set-up that works as copied, when it has one", () => {
    const project = card.project;
    if (!project) return;
    expect(wordCount(project.instructions)).toBeGreaterThanOrEqual(60);
    expect(wordCount(project.instructions)).toBeLessThanOrEqual(450);
    expect(placeholdersIn(project.instructions).length, "the standing details the reader adds").toBeGreaterThanOrEqual(1);
    expect(project.files.length).toBeGreaterThanOrEqual(1);
    expect(wordCount(project.eachTime)).toBeGreaterThanOrEqual(5);
    expect(wordCount(project.eachTime)).toBeLessThanOrEqual(80);
    for (const text of [project.instructions, project.eachTime, ...project.files]) {
      expect(malformedBrackets(text), text).toEqual([]);
      expect(fillerIn(text), text).toBeNull();
    }
  });
});

it("the recurring cards are the ones with a project, and there are some", () => {
  const withProject = largeCards.filter((card) => card.project).map((card) => card.title);
  const saidRecurring = largeCards.filter((card) => recurring.test(`${card.title} ${card.description}`)).map((card) => card.title);
  expect(saidRecurring.length).toBeGreaterThanOrEqual(3);
  for (const title of saidRecurring) expect(withProject).toContain(title);
});
