import { useState } from "react";
import type { WatchList, WatchSummary } from "@ai-leaders/core/watches";
import { useSignedInLoad } from "../../../account/use-signed-in-load.ts";
import { listWatches, setWatchPaused, stopWatching } from "./watches-api.ts";

export type WatchedPagesState = { status: "loading" } | { status: "loaded"; list: WatchList } | { status: "failed"; message?: string };

/** A change to one watch that was refused, and what the answer said. */
export interface WatchChangeFailure {
  watchId: string;
  message: string;
}

export interface WatchedPages {
  state: WatchedPagesState;
  /** The watch whose change is on its way, if any. */
  busyId: string | null;
  failure: WatchChangeFailure | null;
  setPaused(watch: WatchSummary, paused: boolean): void;
  remove(watch: WatchSummary): void;
  retry(): void;
}

/** The signed-in user's watched pages, newest first, paused, resumed and removed in place. */
export function useWatchedPages(): WatchedPages {
  const [state, setState] = useState<WatchedPagesState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<WatchChangeFailure | null>(null);
  const token = useSignedInLoad(
    (userToken) => {
      setState({ status: "loading" });
      return listWatches(userToken);
    },
    (listed) => setState(listed.ok ? { status: "loaded", list: listed.value } : { status: "failed", message: listed.message }),
    [attempt],
  );

  /** `request` answers the watch as it now is, or null once it is gone. */
  async function change(
    watch: WatchSummary,
    request: (userToken: string) => Promise<{ ok: true; value: WatchSummary | null } | { ok: false; message?: string }>,
    failed: string,
  ) {
    const userToken = token.current;
    if (!userToken) return;
    setBusyId(watch.id);
    setFailure(null);
    const answer = await request(userToken);
    setBusyId(null);
    if (!answer.ok) return setFailure({ watchId: watch.id, message: answer.message ?? failed });
    const changed = answer.value;
    setState((shown) => {
      if (shown.status !== "loaded") return shown;
      const watches = changed
        ? shown.list.watches.map((listed) => (listed.id === changed.id ? changed : listed))
        : shown.list.watches.filter((listed) => listed.id !== watch.id);
      return { status: "loaded", list: { ...shown.list, watches } };
    });
  }

  return {
    state,
    busyId,
    failure,
    setPaused: (watch, paused) =>
      void change(
        watch,
        (userToken) => setWatchPaused(userToken, watch.id, paused),
        "The watch could not be changed. Please check your connection and try again.",
      ),
    remove: (watch) =>
      void change(
        watch,
        async (userToken) => {
          const stopped = await stopWatching(userToken, watch.id);
          return stopped.ok ? { ok: true, value: null } : stopped;
        },
        "The page could not be removed. Please check your connection and try again.",
      ),
    retry: () => setAttempt((count) => count + 1),
  };
}
