import { useEffect, useRef } from "react";
import { WatchDay } from "./watch-words.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { usePageWatch } from "./use-watch.ts";
import "./watch-control.css";
import { EyeIcon } from "../../../ui/icons.tsx";

interface WatchControlProps {
  resultId: string;
  /** The addresses the report is about (the one given, the one it landed on): either may be the watched one. */
  pageUrls: readonly string[];
}

/** "Watch this page" on a kept page report its signed-in owner may delete; nothing for anyone else. */
export function WatchControl({ resultId, pageUrls }: WatchControlProps) {
  const { user } = useAuth();
  if (!user) return null;
  return <PageWatchControl resultId={resultId} pageUrls={pageUrls} />;
}

function PageWatchControl({ resultId, pageUrls }: WatchControlProps) {
  const { watch, busy, error, start, setPaused, stop } = usePageWatch(resultId, pageUrls);
  const status = useRef<HTMLParagraphElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  // The button pressed has gone once the watch starts or stops: the focus goes to what replaced it.
  const watching = watch === undefined ? undefined : watch !== null;
  const wasWatching = useRef(watching);
  useEffect(() => {
    if (wasWatching.current !== undefined && watching !== undefined && wasWatching.current !== watching) {
      (watching ? status.current : startButton.current)?.focus();
    }
    wasWatching.current = watching;
  }, [watching]);

  if (watch === undefined) return null;
  return (
    <section className="watch-control report-no-print" aria-label="Watch this page">
      {watch ? (
        <div className="watch-control-row">
          <p ref={status} tabIndex={-1} className="watch-control-status" aria-live="polite">
            <EyeIcon />
            {watch.paused || !watch.next_check_at ? (
              "Watching · paused"
            ) : (
              <span>
                Watching · next check <WatchDay at={watch.next_check_at} />
              </span>
            )}
          </p>
          <div className="watch-control-actions">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => !busy && setPaused(!watch.paused)}
              aria-disabled={busy || undefined}
            >
              {watch.paused ? "Resume" : "Pause"}
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => !busy && stop()}
              aria-disabled={busy || undefined}
            >
              Stop watching
            </button>
          </div>
        </div>
      ) : (
        <button
          ref={startButton}
          type="button"
          className="button button-secondary button-small watch-control-start"
          onClick={() => !busy && start()}
          aria-disabled={busy || undefined}
        >
          <EyeIcon />
          {busy ? "Starting the watch…" : "Watch this page"}
        </button>
      )}
      <p className="watch-control-note">
        We roast it again every week and email you if the score drops by 5 or more or a fixed issue comes back.
      </p>
      {error && (
        <p className="watch-control-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
