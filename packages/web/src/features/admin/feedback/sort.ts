import type { AdminPromptFeedback } from "@ai-leaders/core/feedback";

export const feedbackSorts = { "fewest-yes": "Fewest yes first", library: "Library order" } as const;
export type FeedbackSort = keyof typeof feedbackSorts;

/**
 * Fewest yes first among the prompts someone answered; among equals, more no first (the prompts
 * that fail people most); the unanswered ones last, as they tell nothing yet; otherwise the library
 * order the server answered in. "Library order" keeps that order as it is.
 */
export function sortFeedback(prompts: readonly AdminPromptFeedback[], sort: FeedbackSort): AdminPromptFeedback[] {
  if (sort === "library") return [...prompts];
  return prompts
    .map((prompt, position) => ({ prompt, position }))
    .sort(
      (a, b) =>
        answered(b.prompt) - answered(a.prompt) || a.prompt.yes - b.prompt.yes || b.prompt.no - a.prompt.no || a.position - b.position,
    )
    .map(({ prompt }) => prompt);
}

const answered = (prompt: AdminPromptFeedback) => (prompt.yes + prompt.no > 0 ? 1 : 0);
