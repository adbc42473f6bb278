import { useEffect, useRef, useState } from "react";
import type { KeptResult } from "@ai-leaders/core/roast/store";
import { forgetResult } from "./device-results.ts";
import { fetchResult } from "./results-api.ts";
import { useAuth } from "../../../account/auth-context.ts";

export type KeptResultState =
  { status: "loading" } | { status: "found"; result: KeptResult } | { status: "missing" } | { status: "failed"; message?: string };

/**
 * The result behind a permalink, asked for as the signed-in user when there is one (so its owner
 * may delete it from any device). Signing in or out asks again, without blanking the page.
 */
export function useKeptResult(id: string): { state: KeptResultState; retry: () => void } {
  const { user, session, loading } = useAuth();
  const [state, setState] = useState<KeptResultState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  // The token rotates on refresh; only a different user means asking again.
  const token = useRef(session?.access_token);
  useEffect(() => {
    token.current = session?.access_token;
  });
  const userId = user?.id;

  useEffect(() => {
    if (loading) return;
    let current = true;
    setState((shown) => (shown.status === "found" && shown.result.result_id === id ? shown : { status: "loading" }));
    void fetchResult(id, token.current).then((fetched) => {
      if (!current) return;
      if (fetched.ok) return setState({ status: "found", result: fetched.result });
      // Unknown, expired or deleted: this browser's list should stop pointing at it.
      if (fetched.status === 404) forgetResult(id);
      setState(fetched.status === 404 ? { status: "missing" } : { status: "failed", message: fetched.message });
    });
    return () => {
      current = false;
    };
  }, [id, loading, userId, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
