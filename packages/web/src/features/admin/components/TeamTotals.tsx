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
    // The group names the figures; a <dl> itself takes no role, or its terms would lose their list.
    <div role="group" aria-label={label}>
      <dl className="console-team-totals">
        {figures.map(([name, value]) => (
          <div key={name} className="console-team-total">
            <dt>{name}</dt>
            <dd>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
