import type { TeamTotals as Totals } from "@ai-leaders/core/analytics";
import "./team-totals.css";

const number = new Intl.NumberFormat("en-GB");

/** The teams as they stand, one figure each: on the Teams section and on the Overview. */
export function TeamTotals({ totals, label }: { totals: Totals; label: string }) {
  const figures = [
    ["Teams", totals.teams],
    ["Active", totals.active],
    ["Suspended", totals.suspended],
    ["Members", totals.members],
    ["Seats", totals.seats],
  ] as const;
  return (
    <dl className="team-totals" role="group" aria-label={label}>
      {figures.map(([name, value]) => (
        <div key={name} className="team-total">
          <dt>{name}</dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
