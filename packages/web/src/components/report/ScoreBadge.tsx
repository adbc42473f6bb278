export type ScoreBand = "good" | "fair" | "poor";

/** Out of 10: 8 and up is good, 5 to 7 fair, below 5 poor; out of 100 the same bands, scaled. */
export function scoreBand(value: number, max: 10 | 100): ScoreBand {
  const outOfTen = (value / max) * 10;
  return outOfTen >= 8 ? "good" : outOfTen >= 5 ? "fair" : "poor";
}

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
