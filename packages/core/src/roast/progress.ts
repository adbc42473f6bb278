// "Roast again": what changed since the earlier report of the same page. The model decides each
// earlier fix when it wrote the new report; otherwise the rule-based checks do, and they can only
// re-check fixes they wrote themselves.
import type { EarlierFixVerdicts } from "./judge/schemas.ts";
import type { PageReport, Progress, ReportEngine } from "./report/index.ts";

export interface EarlierReport {
  resultId: string;
  report: PageReport;
  engine: ReportEngine;
}

function progressFrame(earlier: EarlierReport, current: PageReport): Omit<Progress, "fixes"> {
  return { previousResultId: earlier.resultId, previousScore: earlier.report.score, scoreChange: current.score - earlier.report.score };
}

export function modelProgress(earlier: EarlierReport, current: PageReport, verdicts: EarlierFixVerdicts): Progress {
  return {
    ...progressFrame(earlier, current),
    fixes: earlier.report.fixes.map((fix, index) => {
      const verdict = verdicts[index];
      return verdict ? { title: fix.title, status: verdict.status, note: verdict.note } : { title: fix.title, status: "open" as const };
    }),
  };
}

/** A rule-based fix is fixed when the new reading no longer asks for it. */
export function ruleBasedProgress(earlier: EarlierReport, current: PageReport, openFixes: readonly string[]): Progress {
  const stillAsked = new Set(openFixes);
  return {
    ...progressFrame(earlier, current),
    fixes: earlier.report.fixes.map((fix) =>
      earlier.engine !== "rule-based"
        ? {
            title: fix.title,
            status: "open" as const,
            note: "Not re-checked: the built-in analysis can only re-check the fixes it suggested itself.",
          }
        : { title: fix.title, status: stillAsked.has(fix.title) ? ("open" as const) : ("fixed" as const) },
    ),
  };
}
