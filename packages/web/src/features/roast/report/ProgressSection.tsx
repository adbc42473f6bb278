import type { Progress } from "@ai-leaders/core/roast/report";
import { isScore, items, type PartialPageReport } from "./partial-report.ts";
import { ReportSection, type HeadingLevel } from "./ReportSection.tsx";
import { CheckIcon } from "../../../ui/icons.tsx";

type PartialProgress = NonNullable<PartialPageReport["progress"]>;
type FixStatus = Progress["fixes"][number]["status"];

interface ProgressSectionProps {
  progress: PartialProgress;
  /** This report's score. */
  score: number | undefined;
  level: HeadingLevel;
}

/** On a "roast again": how the score moved, and which of the earlier fixes were made. */
export function ProgressSection({ progress, score, level }: ProgressSectionProps) {
  const change = Number.isFinite(progress.scoreChange) ? progress.scoreChange : undefined;
  const previous = isScore(progress.previousScore, 100) ? progress.previousScore : undefined;
  const current = isScore(score, 100) ? Math.round(score) : previous !== undefined && change !== undefined ? previous + change : undefined;
  const fixes = items(progress.fixes);

  return (
    <ReportSection title="Since your last report" level={level} writing={false} className="report-progress">
      {change !== undefined && (
        <p className="report-progress-score">
          <ScoreChange change={change} />
          {previous !== undefined && current !== undefined && (
            <span>
              from {previous} to {current}
            </span>
          )}
        </p>
      )}
      {fixes.length > 0 && (
        <>
          <p className="report-status-lead">The top fixes from your last report:</p>
          <ul className="report-status-list report-progress-fixes">
            {fixes.map((fix, index) => (
              <li key={index} className="report-status-item">
                {(fix.status === "fixed" || fix.status === "open") && <FixStatusPill status={fix.status} />}
                <div className="report-progress-fix-text">
                  {fix.title && <p className="report-progress-fix-title">{fix.title}</p>}
                  {fix.note && <p className="report-progress-fix-note">{fix.note}</p>}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </ReportSection>
  );
}

/** "+12", "−5" or "±0": the sign says it; the colour repeats it. */
function ScoreChange({ change }: { change: number }) {
  const points = Math.abs(Math.round(change));
  const direction = change >= 0.5 ? "up" : change <= -0.5 ? "down" : "same";
  const shown = direction === "up" ? `+${points}` : direction === "down" ? `\u2212${points}` : "±0";
  const spoken = direction === "same" ? "Score unchanged" : `Score ${direction} ${points} ${points === 1 ? "point" : "points"}`;
  return (
    <span className={`report-change report-change-${direction}`}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  );
}

function FixStatusPill({ status }: { status: FixStatus }) {
  return status === "fixed" ? (
    <span className="report-status-pill report-status-pill-pass">
      <CheckIcon />
      Fixed
    </span>
  ) : (
    <span className="report-status-pill">Still open</span>
  );
}
