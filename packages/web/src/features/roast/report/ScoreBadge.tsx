import { scoreBand } from "@ai-leaders/core/roast/report";

interface ScoreBadgeProps {
  value: number;
  max: 10 | 100;
  size?: "small" | "large";
}

/** The score as text ("7/10"), coloured by band; screen readers hear "Score 7 out of 10". */
export function ScoreBadge({ value, max, size = "small" }: ScoreBadgeProps) {
  const shown = Math.round(value);
  return (
    <span className={`report-score report-score-${scoreBand(shown, max)} report-score-${size}`}>
      <span aria-hidden="true">
        <span className="report-score-value">{shown}</span>/{max}
      </span>
      <span className="visually-hidden">
        Score {shown} out of {max}
      </span>
    </span>
  );
}

/** Holds the badge's place while the score is still being written, so nothing shifts when it lands. */
export function PendingScore({ max, size = "small" }: Omit<ScoreBadgeProps, "value">) {
  return (
    <span className={`report-score report-score-pending report-score-${size}`} aria-hidden="true">
      <span className="report-score-value">–</span>/{max}
    </span>
  );
}
