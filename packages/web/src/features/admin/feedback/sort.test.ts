import { describe, expect, it } from "vitest";
import type { AdminPromptFeedback } from "@ai-leaders/core/feedback";
import { sortFeedback } from "./sort.ts";

const prompt = (title: string, yes: number, no: number): AdminPromptFeedback => ({
  id: `prompt:claude:${title}`,
  title,
  library: "Claude",
  href: `/prompts/claude#${title}`,
  yes,
  no,
  share_yes: yes + no ? yes / (yes + no) : null,
  latest_notes: [],
});

describe("sorting the console's prompt feedback", () => {
  const prompts = [
    prompt("liked", 5, 0),
    prompt("unanswered", 0, 0),
    prompt("failing", 0, 3),
    prompt("mixed", 1, 1),
    prompt("also-unanswered", 0, 0),
  ];

  it("puts the answered prompts with the fewest yes first, the most no first among equals, the unanswered last", () => {
    expect(sortFeedback(prompts, "fewest-yes").map((row) => row.title)).toEqual([
      "failing",
      "mixed",
      "liked",
      "unanswered",
      "also-unanswered",
    ]);
  });

  it("keeps the library order when asked", () => {
    expect(sortFeedback(prompts, "library").map((row) => row.title)).toEqual(prompts.map((row) => row.title));
  });
});
