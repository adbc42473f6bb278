import { useId } from "react";
import { Link } from "react-router-dom";
import type { TeamTotals as Totals } from "@ai-leaders/core/analytics";
import { paths } from "../../../config/paths.ts";
import { TeamTotals } from "../components/TeamTotals.tsx";

/** The teams' totals beside the range's charts: counted as they stand, not over the range. */
export function TeamsPanel({ totals }: { totals: Totals }) {
  const headingId = useId();
  return (
    <section className="admin-panel overview-panel" aria-labelledby={headingId} data-panel="teams">
      <h2 id={headingId}>Teams</h2>
      <p className="overview-summary">
        As they stand today, whatever the range. Each team, its owner and its members are in <Link to={`${paths.admin}/teams`}>Teams</Link>.
      </p>
      <TeamTotals totals={totals} label="Teams today" />
    </section>
  );
}
