import { useId, useMemo, useRef } from "react";
import type { ResultSummary } from "@ai-leaders/core/roast/store";
import { forgetResult, useDeviceResults } from "./device-results.ts";
import { ResultLine } from "./ResultLine.tsx";
import { scoreTrends } from "./score-trend.ts";
import "../report/report.css";
import "./results.css";

interface DeviceResultsListProps {
  /** Only the results of this workflow. */
  kind: ResultSummary["kind"];
}

/** The results made in this browser for one workflow; nothing at all until there is one. */
export function DeviceResultsList({ kind }: DeviceResultsListProps) {
  const results = useDeviceResults(kind);
  const trends = useMemo(() => scoreTrends(results), [results]);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  if (results.length === 0) return null;

  function remove(id: string) {
    forgetResult(id);
    // The button goes with its entry: keep the keyboard in the list rather than at the page top.
    heading.current?.focus();
  }

  return (
    <section className="results-list-section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="results-heading">
        Results on this device
      </h2>
      <p className="results-note">Kept in this browser only. Removing a result here doesn't delete its link.</p>
      <ul className="results-list">
        {results.map((summary) => (
          <ResultLine
            key={summary.result_id}
            summary={summary}
            trend={trends.get(summary.result_id)}
            actions={
              <button
                type="button"
                className="button button-ghost button-small"
                aria-label={`Remove result for ${summary.subject} from this device`}
                onClick={() => remove(summary.result_id)}
              >
                Remove
              </button>
            }
          />
        ))}
      </ul>
    </section>
  );
}
