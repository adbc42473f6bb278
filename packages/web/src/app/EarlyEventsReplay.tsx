import { useEffect } from "react";
import { replayEarlyEventsName } from "@ai-leaders/infra/app-loader";

declare global {
  interface Window {
    [replayEarlyEventsName]?: () => void;
  }
}

/**
 * Rendered beside the routes, inside their Suspense boundary: its effect runs once the page is
 * hydrated, and does again what the prerendered page's loader held (a click, a form sent) before.
 */
export function EarlyEventsReplay() {
  useEffect(() => {
    // Outside React's commit, so each replayed event is handled (and re-rendered) before the next.
    const replay = setTimeout(() => window[replayEarlyEventsName]?.());
    return () => clearTimeout(replay);
  }, []);
  return null;
}
