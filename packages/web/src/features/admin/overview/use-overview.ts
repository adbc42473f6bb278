import { useEffect, useState } from "react";
import type { ConsoleOverview, OverviewRange } from "@ai-leaders/core/analytics";
import { overviewRequest } from "./api.ts";

export interface OverviewState {
  /** The last numbers loaded: kept on screen while another range loads, so the page does not jump. */
  overview: ConsoleOverview | null;
  loading: boolean;
  error: string | null;
}

/** The numbers for the range; a later range's answer replaces an earlier one still on its way, never the reverse. */
export function useOverview(accessToken: string, days: OverviewRange): OverviewState {
  const [state, setState] = useState<OverviewState>({ overview: null, loading: true, error: null });
  useEffect(() => {
    let current = true;
    setState((before) => ({ ...before, loading: true, error: null }));
    void overviewRequest(accessToken, days).then((answer) => {
      if (!current) return;
      setState((before) =>
        answer.ok ? { overview: answer.value, loading: false, error: null } : { ...before, loading: false, error: answer.message },
      );
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The token changes on every refresh; the numbers need no fetching again for it.
  }, [days]);
  return state;
}
