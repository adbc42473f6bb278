// Waits for a job's result: pushed over the WebSocket first, with polling as the fallback
// (design.md §3.5), until it arrives, fails, times out or is cancelled.
import { useCallback, useEffect, useRef, useState } from "react";
import { displayedContent, isPlaceholderResult, roastPrefix, type JobUpdate } from "@ai-leaders/core/jobs";
import { fetchAnalysisResult, realtimeUrl } from "./analysis-api.ts";
import type { JobTicket } from "@ai-leaders/core/jobs";

export type JobPhase = "idle" | "waiting" | "completed" | "failed" | "timeout" | "cancelled";

export interface WaitOptions {
  pollIntervalMs: number;
  timeoutMs: number;
  /** The landing roast only accepts a stored result that starts with "ROAST:" (spec §4). */
  requireRoastPrefix?: boolean;
}

interface JobState {
  phase: JobPhase;
  result: string | null;
  error: string | null;
}

/** Spec §7: data.analysis, else data.roast, else the whole data as text. */
export function resultText(data: JobUpdate): string {
  return data.analysis ?? data.roast ?? JSON.stringify(data);
}

export function useAnalysisJob({ pollIntervalMs, timeoutMs, requireRoastPrefix = false }: WaitOptions) {
  const [state, setState] = useState<JobState>({ phase: "idle", result: null, error: null });
  const stopWaiting = useRef<() => void>(() => undefined);

  useEffect(() => () => stopWaiting.current(), []);

  const finish = useCallback((next: JobState) => {
    stopWaiting.current();
    setState(next);
  }, []);

  /** A result delivered from outside (the improve page's global callbacks). */
  const deliver = useCallback(
    (text: string) => {
      if (!isPlaceholderResult(text)) finish({ phase: "completed", result: text, error: null });
    },
    [finish],
  );

  const wait = useCallback(
    (ticket: JobTicket) => {
      stopWaiting.current();
      setState({ phase: "waiting", result: null, error: null });
      let done = false;
      let socket: WebSocket | null = null;
      let reconnected = false;

      const settle = (update: JobUpdate, source: "push" | "poll") => {
        if (done) return;
        if (update.status === "failed") {
          finish({ phase: "failed", result: null, error: update.error ?? null });
        } else if (update.status === "completed") {
          const text = resultText(update);
          if (isPlaceholderResult(text)) return;
          if (source === "poll" && requireRoastPrefix && !update.content?.startsWith(roastPrefix)) return;
          finish({ phase: "completed", result: displayedContent(text), error: null });
        }
      };

      const connect = () => {
        socket = new WebSocket(realtimeUrl(ticket.watch_token));
        socket.onmessage = (event) => {
          try {
            settle(JSON.parse(String(event.data)) as JobUpdate, "push");
          } catch {
            // Not a result message.
          }
        };
        // Dropped before the result: try once more; polling covers the rest.
        socket.onclose = () => {
          if (!done && !reconnected) {
            reconnected = true;
            connect();
          }
        };
      };
      connect();

      const ping = window.setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send('{"action":"ping"}'), 5 * 60_000);
      const poll = window.setInterval(async () => {
        const polled = await fetchAnalysisResult(ticket.session_id);
        if (polled?.success && polled.data) settle(polled.data, "poll");
      }, pollIntervalMs);
      const timeout = window.setTimeout(() => !done && finish({ phase: "timeout", result: null, error: null }), timeoutMs);

      stopWaiting.current = () => {
        done = true;
        window.clearInterval(ping);
        window.clearInterval(poll);
        window.clearTimeout(timeout);
        socket?.close();
      };
    },
    [finish, pollIntervalMs, requireRoastPrefix, timeoutMs],
  );

  const cancel = useCallback(() => finish({ phase: "cancelled", result: null, error: null }), [finish]);
  const reset = useCallback(() => finish({ phase: "idle", result: null, error: null }), [finish]);

  return { ...state, wait, cancel, deliver, reset };
}
