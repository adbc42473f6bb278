import type { PageReport } from "../report/types.ts";
import { sections, type Critique } from "./critique.ts";

/** Section scores keyed by section id (firstImpression, …, accessibility), plus overall; 0-10 each. */
export function scoresOf(result: Critique): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const section of result.sections) scores[section.id] = section.score;
  scores["overall"] = result.overall;
  return scores;
}

/** The same scores read back from a rule-based report, after the browser's measurements moved them. */
export function scoresOfReport(report: PageReport): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const { id, title } of sections) {
    const category = report.categories.find((candidate) => candidate.name === title);
    if (category) scores[id] = category.score;
  }
  scores["overall"] = report.score;
  return scores;
}
