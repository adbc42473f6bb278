import { describe, expect, it } from "vitest";
import { hasPreviousStepSlot, previousStepLabel, withPreviousStepOutput } from "./previous-step-output.ts";

const prompt = "Review:\n[paste the feedback from step 2 here]\n\nFor [your business].";

describe("withPreviousStepOutput", () => {
  it("puts the earlier step's output where the prompt asks for it, and nowhere else", () => {
    expect(withPreviousStepOutput(prompt, "Headline is vague.\nCTA is hidden.")).toBe(
      "Review:\nHeadline is vague.\nCTA is hidden.\n\nFor [your business].",
    );
  });

  it("leaves the slot for the visitor to paste into while there is no output", () => {
    expect(withPreviousStepOutput(prompt, undefined)).toBe(prompt);
    expect(withPreviousStepOutput(prompt, "  ")).toBe(prompt);
  });

  it("keeps a '$' in the output as written", () => {
    expect(withPreviousStepOutput("[paste the result of step 1]", "costs $& and $1")).toBe("costs $& and $1");
  });
});

describe("hasPreviousStepSlot", () => {
  it("finds a prompt that asks for an earlier step's output, and only that", () => {
    expect(hasPreviousStepSlot("Review:\n[paste the feedback from step 2 here]")).toBe(true);
    expect(hasPreviousStepSlot("Tell me about [company] in [industry].")).toBe(false);
  });

  it("labels the box with what the prompt asks for", () => {
    expect(previousStepLabel("Review:\n[paste the feedback from step 2 here]")).toBe("Paste the feedback from step 2");
  });
});
