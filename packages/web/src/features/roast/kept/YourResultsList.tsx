import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { ResultSummary } from "@ai-leaders/core/roast/store";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../account/auth-context.ts";
import { useSignedInLoad } from "../../../account/use-signed-in-load.ts";
import { useDeviceResults } from "./device-results.ts";
import { listMyResults } from "./results-api.ts";
import { adoptJobsInFlight } from "./jobs-in-flight.ts";
import { ScoreBadge } from "../report/ScoreBadge.tsx";
import { ResultDate } from "./ResultDate.tsx";
import { JobsInFlight } from "./JobsInFlight.tsx";
import { ResultLine } from "./ResultLine.tsx";
import { hasScore } from "./score-trend.ts";
import { resultKindLabels } from "./result-words.ts";
import { scoreTrends, type TrendPoint } from "./score-trend.ts";
import { WatchedPages } from "./WatchedPages.tsx";
import "../report/report.css";
import "./results.css";

/** The account menu shows this many. */
export const compactResultsLimit = 5;

type ListState = { status: "loading" } | { status: "loaded"; results: ResultSummary[] } | { status: "failed"; message?: string };

interface YourResultsListProps {
  /** For the account menu: the latest few, no heading. */
  compact?: boolean;
}

/** The signed-in user's results, newest first; nothing for a visitor who isn't signed in. */
export function YourResultsList({ compact = false }: YourResultsListProps) {
  const { user, loading } = useAuth();
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const headingId = useId();
  // A result finished in this browser is news for this list too.
  const latestOnDevice = useDeviceResults()[0]?.result_id;
  useSignedInLoad(
    (userToken) => {
      setState({ status: "loading" });
      return listMyResults(userToken);
    },
    (listed) => {
      setState(listed.ok ? { status: "loaded", results: listed.results } : { status: "failed", message: listed.message });
      // A roast started on another device shows here as in progress, and its page waits on it again.
      if (listed.ok) adoptJobsInFlight(listed.inFlight);
    },
    [attempt, latestOnDevice],
  );

  if (loading || !user) return null;
  const body = (
    <>
      <JobsInFlight />
      <ListBody state={state} compact={compact} onRetry={() => setAttempt((count) => count + 1)} />
      <WatchedPages compact={compact} />
    </>
  );
  if (compact) return <div className="results-compact">{body}</div>;
  return (
    <section className="results-list-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="results-heading">
        Your results
      </h2>
      {body}
    </section>
  );
}

function ListBody({ state, compact, onRetry }: { state: ListState; compact: boolean; onRetry: () => void }) {
  const shown = state.status === "loaded" ? (compact ? state.results.slice(0, compactResultsLimit) : state.results) : [];
  const trends = compact ? new Map<string, TrendPoint[]>() : scoreTrends(shown);
  return (
    <>
      <div aria-live="polite">
        {state.status === "loading" && <p className="results-status">Loading your results...</p>}
        {state.status === "loaded" && shown.length === 0 && <p className="results-status">No results yet. Your roasts appear here.</p>}
      </div>
      {state.status === "failed" && (
        <div className="results-error" role="alert">
          <p>{state.message ?? "Your results could not be loaded. Please check your connection and try again."}</p>
          <button type="button" className="button button-secondary button-small" onClick={onRetry}>
            Try again
          </button>
        </div>
      )}
      {shown.length > 0 && (
        <ul className={compact ? "results-compact-list" : "results-list"}>
          {shown.map((summary) =>
            compact ? (
              <CompactResultLine key={summary.result_id} summary={summary} />
            ) : (
              <ResultLine key={summary.result_id} summary={summary} showKind trend={trends.get(summary.result_id)} />
            ),
          )}
        </ul>
      )}
    </>
  );
}

/** In the account menu the whole line is the link. */
function CompactResultLine({ summary }: { summary: ResultSummary }) {
  return (
    <li className="results-compact-entry">
      <Link to={paths.result(summary.result_id)} className="results-compact-link">
        <span className="results-entry-subject">{summary.subject}</span>
        <span className="results-entry-meta">
          {resultKindLabels[summary.kind]} · <ResultDate at={summary.created_at} />
        </span>
      </Link>
      {hasScore(summary) && <ScoreBadge value={summary.score} max={100} />}
    </li>
  );
}
