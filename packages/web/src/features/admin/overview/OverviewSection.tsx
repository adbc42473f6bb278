import { startTransition, useMemo, useOptimistic } from "react";
import { useSearchParams } from "react-router-dom";
import { overviewRanges, type OverviewRange } from "@ai-leaders/core/analytics";
import { AdminError } from "../components/AdminError.tsx";
import type { SectionProps } from "../section-props.ts";
import { ChartPanel } from "./ChartPanel.tsx";
import { day, nothingCounted, overviewPanels } from "./panels.ts";
import { RangeControl } from "./RangeControl.tsx";
import { TeamsPanel } from "./TeamsPanel.tsx";
import { useOverview } from "./use-overview.ts";
import "./overview.css";

const defaultRange: OverviewRange = 30;

/** The range in the address (?days=7), so a view can be linked to; anything else means the default. */
function rangeFrom(value: string | null): OverviewRange {
  return overviewRanges.find((range) => String(range) === value) ?? defaultRange;
}

/** Visitors, the funnel, what was used and where visitors came from, over 7, 30 or 90 days. */
export function OverviewSection({ accessToken }: SectionProps) {
  const [params, setParams] = useSearchParams();
  const days = rangeFrom(params.get("days"));
  // The router changes the address in a transition: the chosen range is checked at once, not
  // once the new address has rendered (on a slow device the press looked ignored).
  const [shownDays, showDays] = useOptimistic(days);
  const { overview, loading, error } = useOverview(accessToken, days);
  const panels = useMemo(() => (overview ? overviewPanels(overview) : []), [overview]);

  return (
    <div className="admin-section overview" aria-busy={loading}>
      <h1>Overview</h1>
      <p className="admin-muted">
        First-party counts with no cookies: a visitor is counted once a day by a hash that changes daily, and nothing names a person. Days
        are UTC.
      </p>
      <RangeControl
        days={shownDays}
        onChange={(range) =>
          startTransition(() => {
            showDays(range);
            setParams(range === defaultRange ? {} : { days: String(range) }, { replace: true });
          })
        }
      />
      <p className="overview-status" role="status">
        {loading ? "Loading…" : overview && !error ? `Showing ${day(overview.from)} to ${day(overview.to)}.` : ""}
      </p>
      <AdminError error={error} />
      {overview && !error && nothingCounted(overview) && (
        <p className="admin-notice overview-empty">
          Nothing has been counted in the last {overview.days} days yet. Visits, signups, access, prompt copies, guide steps and roasts are
          counted within seconds of happening, and appear here the next time this page loads.
        </p>
      )}
      {overview &&
        !error &&
        panels.map((panel) => (
          <ChartPanel key={panel.id} panel={panel} fileName={`overview-${panel.id}-${overview.from}-to-${overview.to}.csv`} />
        ))}
      {overview && !error && <TeamsPanel totals={overview.teams} />}
    </div>
  );
}
