// Waits for a job's result: pushed over the WebSocket first, with polling as the fallback
// (design.md §3.5), until it arrives, fails, times out or is cancelled.
import { useCallback, useEffect, useRef, useState } from "react";
import { displayedContent, isPlaceholderResult, roastPrefix, type JobProgress, type JobUpdate } from "@ai-leaders/core/jobs/results";
import type { JobTicket } from "@ai-leaders/core/jobs";
import type { PartialReport, Report, ReportSource } from "@ai-leaders/core/report";
import type { AnalysisKind } from "@ai-leaders/core/analyzer";
import type { ResultSummary } from "@ai-leaders/core/results";
import { rememberResult } from "../../../lib/results/device-results.ts";
import { fetchAnalysisResult, realtimeUrl } from "./analysis-api.ts";

export type JobPhase = "idle" | "waiting" | "completed" | "failed" | "timeout" | "cancelled";

export interface WaitOptions {
  /** Which workflow: results are remembered on this device under it. */
  kind: AnalysisKind;
  pollIntervalMs: number;
  timeoutMs: number;
  /** The landing roast only accepts a stored result that starts with "ROAST:" (spec §4). */
  requireRoastPrefix?: boolean;
}

/** A finished result: its text (spec §7), and the structured report when the writer made one. */
export interface AnalysisResult {
  text: string;
  report?: Report;
  source: ReportSource;
  /** The kept result: its permalink is /r/{resultId}. */
  resultId?: string;
}

interface JobState {
  phase: JobPhase;
  result: AnalysisResult | null;
  /** The report so far, while a model writes it. */
  partial: PartialReport | null;
  error: string | null;
}

const fromAutomation: ReportSource = { engine: "automation" };
const initial: JobState = { phase: "idle", result: null, partial: null, error: null };

/** Spec §7: data.analysis, else data.roast, else the whole data as text. */
export function resultText(data: JobUpdate): string {
  return data.analysis ?? data.roast ?? JSON.stringify(data);
}

export function useAnalysisJob({ kind, pollIntervalMs, timeoutMs, requireRoastPrefix = false }: WaitOptions) {
  const [state, setState] = useState<JobState>(initial);
  const stopWaiting = useRef<() => void>(() => undefined);

  useEffect(() => () => stopWaiting.current(), []);

  const finish = useCallback((next: JobState) => {
    stopWaiting.current();
    setState(next);
  }, []);

  /** A result delivered from outside (the improve page's global callbacks). */
  const deliver = useCallback(
    (text: string) => {
      if (!isPlaceholderResult(text)) finish({ ...initial, phase: "completed", result: { text, source: fromAutomation } });
    },
    [finish],
  );

  const wait = useCallback(
    /** `subject`: the URL or the name the result is about, as this device's list shows it. */
    (ticket: JobTicket, subject: string) => {
      stopWaiting.current();
      setState({ ...initial, phase: "waiting" });
      let done = false;
      let socket: WebSocket | null = null;
      let reconnected = false;

      const settle = (update: JobUpdate, source: "push" | "poll") => {
        if (done) return;
        if (update.status === "failed") {
          finish({ ...initial, phase: "failed", error: update.error ?? null });
        } else if (update.status === "completed") {
          const text = resultText(update);
          if (isPlaceholderResult(text)) return;
          if (source === "poll" && requireRoastPrefix && !update.content?.startsWith(roastPrefix)) return;
          const result = {
            text: displayedContent(text),
            source: update.source ?? fromAutomation,
            ...(update.report && { report: update.report }),
            ...(update.result_id && { resultId: update.result_id }),
          };
          if (update.result_id) rememberResult(summaryOf(kind, subject, update));
          finish({ ...initial, phase: "completed", result });
        }
      };

      const connect = () => {
        socket = new WebSocket(realtimeUrl(ticket.watch_token));
        socket.onmessage = (event) => {
          let message: JobUpdate | JobProgress;
          try {
            message = JSON.parse(String(event.data)) as JobUpdate | JobProgress;
          } catch {
            return; // Not a message of ours.
          }
          if ("type" in message && message.type === "analysis_partial") {
            if (!done) setState((current) => (current.phase === "waiting" ? { ...current, partial: message.report } : current));
          } else settle(message as JobUpdate, "push");
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
      const timeout = window.setTimeout(() => !done && finish({ ...initial, phase: "timeout" }), timeoutMs);

      stopWaiting.current = () => {
        done = true;
        window.clearInterval(ping);
        window.clearInterval(poll);
        window.clearTimeout(timeout);
        socket?.close();
      };
    },
    [finish, kind, pollIntervalMs, requireRoastPrefix, timeoutMs],
  );

  const cancel = useCallback(() => finish({ ...initial, phase: "cancelled" }), [finish]);
  const reset = useCallback(() => finish(initial), [finish]);

  return { ...state, wait, cancel, deliver, reset };
}

function summaryOf(kind: AnalysisKind, subject: string, update: JobUpdate): ResultSummary {
  return {
    result_id: update.result_id!,
    kind,
    subject,
    created_at: new Date().toISOString(),
    ...(update.report?.kind === "page" && { score: update.report.score }),
  };
}
