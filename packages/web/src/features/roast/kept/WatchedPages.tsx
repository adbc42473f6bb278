import { useWatchedPages } from "./use-watched-pages.ts";
import { WatchedPagesView } from "./WatchedPagesView.tsx";

/** "Watched pages" in "Your results": nothing until the account watches a page. */
export function WatchedPages({ compact = false }: { compact?: boolean }) {
  const { state, busyId, failure, setPaused, remove, retry } = useWatchedPages();
  if (state.status === "loading") return null;
  if (state.status === "failed") {
    return (
      <div className="results-error" role="alert">
        <p>{state.message ?? "Your watched pages could not be loaded. Please check your connection and try again."}</p>
        <button type="button" className="button button-secondary button-small" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <WatchedPagesView
      watches={state.list.watches}
      limit={state.list.limit}
      compact={compact}
      busyId={busyId}
      failure={failure}
      onPause={setPaused}
      onRemove={remove}
    />
  );
}
