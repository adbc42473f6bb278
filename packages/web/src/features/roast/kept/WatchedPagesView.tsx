import { useId } from "react";
import { Link } from "react-router-dom";
import type { WatchSummary } from "@ai-leaders/core/watches";
import { paths } from "../../../config/paths.ts";
import { WatchDay } from "./watch-words.tsx";
import { pageLabel } from "@ai-leaders/core/roast/report";
import { ScoreBadge } from "../report/ScoreBadge.tsx";
import type { WatchChangeFailure } from "./use-watched-pages.ts";
import "./results.css";
import "./watched-pages.css";

export interface WatchedPagesViewProps {
  watches: WatchSummary[];
  /** How many pages the account may watch. */
  limit: number;
  compact: boolean;
  busyId: string | null;
  failure: WatchChangeFailure | null;
  onPause(watch: WatchSummary, paused: boolean): void;
  onRemove(watch: WatchSummary): void;
}

/** The account's watched pages and how many more it may watch; nothing when it watches none. */
export function WatchedPagesView({ watches, limit, compact, busyId, failure, onPause, onRemove }: WatchedPagesViewProps) {
  const headingId = useId();
  if (watches.length === 0) return null;
  return (
    <section className={compact ? "watched-pages watched-pages-compact" : "watched-pages"} aria-labelledby={headingId}>
      <div className="watched-pages-head">
        <h3 id={headingId} className="watched-pages-title">
          Watched pages
        </h3>
        <p className="watched-pages-count">
          {watches.length} of {limit} pages watched
        </p>
      </div>
      <ul className="watched-pages-list">
        {watches.map((watch) => (
          <WatchedPageRow
            key={watch.id}
            watch={watch}
            busy={busyId === watch.id}
            failure={failure?.watchId === watch.id ? failure.message : null}
            onPause={onPause}
            onRemove={onRemove}
          />
        ))}
      </ul>
    </section>
  );
}

interface WatchedPageRowProps {
  watch: WatchSummary;
  busy: boolean;
  failure: string | null;
  onPause(watch: WatchSummary, paused: boolean): void;
  onRemove(watch: WatchSummary): void;
}

/** One watched page: its last score and checks, why the last check failed, and what can be done with it. */
function WatchedPageRow({ watch, busy, failure, onPause, onRemove }: WatchedPageRowProps) {
  const page = pageLabel(watch.url);
  return (
    <li className="results-entry watched-page">
      <div className="results-entry-text watched-page-text">
        <p className="results-entry-subject">{page}</p>
        <p className="results-entry-meta">
          {watch.last_checked_at ? (
            <>
              Checked <WatchDay at={watch.last_checked_at} />
            </>
          ) : (
            "Not checked yet"
          )}
          {" · "}
          {watch.paused || !watch.next_check_at ? (
            "Paused"
          ) : (
            <>
              Next check <WatchDay at={watch.next_check_at} />
            </>
          )}
        </p>
        {watch.last_failure && <p className="watched-page-failure">The last check made no report: {watch.last_failure}</p>}
      </div>
      {watch.last_score !== null && <ScoreBadge value={watch.last_score} max={100} />}
      <div className="results-entry-actions">
        {watch.last_result_id && (
          <Link to={paths.result(watch.last_result_id)} className="button button-secondary button-small">
            Latest report<span className="visually-hidden"> for {page}</span>
          </Link>
        )}
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => !busy && onPause(watch, !watch.paused)}
          aria-disabled={busy || undefined}
        >
          {watch.paused ? "Resume" : "Pause"}
          <span className="visually-hidden"> watching {page}</span>
        </button>
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => !busy && onRemove(watch)}
          aria-disabled={busy || undefined}
        >
          Remove<span className="visually-hidden"> {page} from watched pages</span>
        </button>
      </div>
      {failure && (
        <p className="watched-page-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
