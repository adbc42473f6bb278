// Whether a weekly check is worth a mail: the score fell by the alert margin since the last check,
// or a fix the page had made is asked for again. Pure, so the rule is read and tested in one place.
import type { PageReport } from "../roast/report/index.ts";
import { watchScoreDropAlert } from "./types.ts";

/** What the watch remembers between checks. */
export interface WatchMemory {
  last_score: number;
  /** The titles of fixes a check found fixed, as the reports wrote them. */
  fixed_fixes: readonly string[];
}

/** Why a check is mailed: the score's fall (when it fell by the margin) and the fixes that came back. */
export interface WatchAlert {
  scoreBefore: number;
  scoreAfter: number;
  scoreFell: boolean;
  returnedFixes: string[];
}

const sameFix = (title: string) => title.trim().toLowerCase();

export function watchAlert(memory: WatchMemory, report: PageReport): WatchAlert | null {
  const fixed = new Set(memory.fixed_fixes.map(sameFix));
  const returnedFixes = report.fixes.map((fix) => fix.title).filter((title) => fixed.has(sameFix(title)));
  const scoreFell = memory.last_score - report.score >= watchScoreDropAlert;
  if (!scoreFell && returnedFixes.length === 0) return null;
  return { scoreBefore: memory.last_score, scoreAfter: report.score, scoreFell, returnedFixes };
}

/**
 * The fixes to remember as fixed after this check: those this report found fixed, and the earlier
 * ones it does not ask for again (one asked for again is open, and alerted on once).
 */
export function fixedFixesAfter(memory: WatchMemory, report: PageReport): string[] {
  const asked = new Set(report.fixes.map((fix) => sameFix(fix.title)));
  const nowFixed = (report.progress?.fixes ?? []).filter((fix) => fix.status === "fixed").map((fix) => fix.title);
  const kept = new Map<string, string>();
  for (const title of [...memory.fixed_fixes, ...nowFixed]) {
    if (!asked.has(sameFix(title)) && !kept.has(sameFix(title))) kept.set(sameFix(title), title);
  }
  return [...kept.values()];
}
