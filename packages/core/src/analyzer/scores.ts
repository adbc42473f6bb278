import type { Critique } from "./critique.ts";

/** Section scores keyed by section id (firstImpression, …, accessibility), plus overall; 0-10 each. */
export function scoresOf(result: Critique): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const section of result.sections) scores[section.id] = section.score;
  scores["overall"] = result.overall;
  return scores;
}
