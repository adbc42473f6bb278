import { useState } from "react";
import type { WatchSummary } from "@ai-leaders/core/watches";
import { listWatches, setWatchPaused, startWatching, stopWatching } from "./watches-api.ts";
import { useSignedInLoad } from "../../../account/use-signed-in-load.ts";
import type { Settled } from "../../../lib/api-client.ts";

export interface PageWatch {
  /** Undefined while the account's watches load; null when it doesn't watch this page. */
  watch: WatchSummary | null | undefined;
  busy: boolean;
  /** What the last refused change said; null while there is nothing to report. */
  error: string | null;
  start(): void;
  setPaused(paused: boolean): void;
  stop(): void;
}

/**
 * The signed-in user's watch of a kept report's page, found by the report or its address (a later
 * weekly check's report watches the same page), and the changes they can make to it.
 */
export function usePageWatch(resultId: string, pageUrls: readonly string[]): PageWatch {
  const [watch, setWatch] = useState<WatchSummary | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pageKey = pageUrls.join("\n");
  const token = useSignedInLoad(
    (userToken) => {
      setWatch(undefined);
      return listWatches(userToken);
    },
    (listed) => {
      const urls = pageKey.split("\n");
      // Not listed (offline, refused) reads as not watched: watching again answers with the existing watch.
      const found = listed.ok
        ? listed.value.watches.find((shown) => shown.last_result_id === resultId || urls.includes(shown.url))
        : undefined;
      setWatch(found ?? null);
    },
    [resultId, pageKey],
  );

  async function change(request: (userToken: string) => Promise<Settled<WatchSummary | null>>, failure: string) {
    const userToken = token.current;
    if (!userToken) return;
    setBusy(true);
    setError(null);
    const answer = await request(userToken);
    setBusy(false);
    if (answer.ok) setWatch(answer.value);
    else setError(answer.message ?? failure);
  }

  return {
    watch,
    busy,
    error,
    start: () =>
      void change(
        (userToken) => startWatching(userToken, resultId),
        "This page could not be watched. Please check your connection and try again.",
      ),
    setPaused: (paused) => {
      if (watch)
        void change(
          (userToken) => setWatchPaused(userToken, watch.id, paused),
          "The watch could not be changed. Please check your connection and try again.",
        );
    },
    stop: () => {
      if (!watch) return;
      void change(async (userToken) => {
        const stopped = await stopWatching(userToken, watch.id);
        return stopped.ok ? { ok: true, value: null } : stopped;
      }, "The watch could not be stopped. Please check your connection and try again.");
    },
  };
}
