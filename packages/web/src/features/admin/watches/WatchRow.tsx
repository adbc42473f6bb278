import type { AdminWatchSummary } from "@ai-leaders/core/watches";
import { pageLabel } from "@ai-leaders/core/roast/report";
import { When } from "../components/When.tsx";

/** One watch. At narrow widths the cells stack into a card, each led by its column's name (data-label). */
export function WatchRow({ watch }: { watch: AdminWatchSummary }) {
  return (
    <tr className="admin-table-row admin-watch">
      <td data-label="Email">{watch.email}</td>
      <td data-label="Page" className="admin-watch-page">
        <div>
          <span title={watch.url}>{pageLabel(watch.url)}</span>
          {watch.last_failure && <span className="admin-watch-failure">Last check made no report: {watch.last_failure}</span>}
        </div>
      </td>
      <td data-label="Last score">{watch.last_score ?? "—"}</td>
      <td data-label="Last checked">{watch.last_checked_at ? <When at={watch.last_checked_at} /> : "Not checked yet"}</td>
      <td data-label="Next check">
        {watch.paused || !watch.next_check_at ? <span className="admin-badge">Paused</span> : <When at={watch.next_check_at} />}
      </td>
      <td data-label="Alerts sent">{watch.alerts_sent}</td>
    </tr>
  );
}
