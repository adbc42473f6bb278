// "Reviewed Nov 2026": when the prompt was last read against its tool's current documentation
// (core/content/reviews.ts). It says reviewed, never tested: no card claims a run on a model.
import "./review-stamp.css";

// Fixed, not the browser's locale: the stamp reads the same everywhere.
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** "2026-11" → "Reviewed Nov 2026"; null for anything that is not a month. */
export function reviewStamp(month: string): string | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? monthNames[Number(match[2]) - 1] : undefined;
  return name ? `Reviewed ${name} ${match![1]}` : null;
}

export function ReviewStamp({ month }: { month: string | undefined }) {
  const stamp = month ? reviewStamp(month) : null;
  if (!stamp) return null;
  return (
    <span className="library-reviewed" title="Checked against the tool's current documentation that month">
      {stamp}
    </span>
  );
}
