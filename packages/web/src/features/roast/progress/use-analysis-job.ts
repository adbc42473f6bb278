// Waits for a job's result: pushed over the WebSocket first, with polling as the fallback while
// the socket is down (design.md §3.5), until it arrives, fails, times out or is cancelled. While a
// model writes, the socket brings numbered patches to the report so far.
import { useCallback, useEffect, useRef, useState } from "react";
import { displayedContent, isPlaceholderResult, roastPrefix, type JobUpdate } from "@ai-leaders/core/jobs/updates";
import { pushedMessageSchema } from "@ai-leaders/core/realtime/schema";
import type { JobTicket } from "@ai-leaders/core/jobs";
import type { PartialReport, Report, ReportSource, ReportStage } from "@ai-leaders/core/roast/report";
import type { AnalysisKind } from "@ai-leaders/core/roast/checks";
import { longestJobWaitMs, type ResultSummary } from "@ai-leaders/core/roast/store";
import { rememberResult } from "../kept/device-results.ts";
import { forgetJobInFlight, jobInFlight, rememberJobInFlight } from "../kept/jobs-in-flight.ts";
import { withPatch, type StreamedReport } from "../report/partial-report.ts";
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
  /** The URL or the name being analyzed, while waiting (a wait picked up after a reload says which). */
  subject: string | null;
  result: AnalysisResult | null;
  /** The report so far, while a model writes it. */
  partial: PartialReport | null;
  /** What the writer has done so far and is doing now (the last), while waiting. */
  stages: ReportStage[];
  error: string | null;
  /** Still listening for the result: while waiting, and for a while after the page's timeout. */
  listening: boolean;
}

const fromAutomation: ReportSource = { engine: "automation" };
const maxReopens = 3;
const initial: JobState = { phase: "idle", subject: null, result: null, partial: null, stages: [], error: null, listening: false };

/** What every built-in writer has done before these stages: a page that joins late shows them passed. */
const alwaysBefore: Partial<Record<ReportStage, ReportStage[]>> = {
  reading: ["opening"],
  scoring: ["opening", "reading"],
  writing: ["opening", "reading"],
  screenshots: ["opening", "reading"],
};

/** The stages with `stage` as the newest: a stage already passed (a late poll) changes nothing. */
function reached(stages: ReportStage[], stage: ReportStage): ReportStage[] {
  if (stages.includes(stage)) return stages;
  const missed = (alwaysBefore[stage] ?? []).filter((earlier) => !stages.includes(earlier));
  return [...missed, ...stages, stage];
}

/** Spec §7: data.analysis, else data.roast, else the whole data as text; a push carries the content alone. */
export function resultText(data: JobUpdate): string {
  return data.analysis ?? data.roast ?? (data.content !== undefined ? displayedContent(data.content) : JSON.stringify(data));
}

export function useAnalysisJob({ kind, pollIntervalMs, timeoutMs, requireRoastPrefix = false }: WaitOptions) {
  const [state, setState] = useState<JobState>(initial);
  /** Stops the current wait; `leaving` (the page goes away) keeps the job remembered for its return. */
  const stopWaiting = useRef<(leaving?: boolean) => void>(() => undefined);

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
    /**
     * `subject`: the URL or the name the result is about, as this device's list shows it;
     * `startedAt`: when the job started (earlier than now when a reload picks the wait up again).
     */
    (ticket: JobTicket, subject: string, startedAt = Date.now()) => {
      stopWaiting.current();
      setState({ ...initial, phase: "waiting", subject, listening: true });
      rememberJobInFlight(kind, { ticket, subject, started_at: startedAt });
      let done = false;
      let socket: WebSocket | null = null;
      let socketOpen = false;
      let dropped = false;
      let reopens = 0;
      let streamed: StreamedReport | null = null;

      const showStage = (stage: ReportStage) =>
        setState((current) => (current.phase === "waiting" ? { ...current, stages: reached(current.stages, stage) } : current));

      const settle = (update: JobUpdate, source: "push" | "poll") => {
        if (done) return;
        if (update.status === "pending" && update.stage) showStage(update.stage);
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

      /** The job as stored now: a finished one is shown at once. */
      const fetchResult = async () => {
        const polled = await fetchAnalysisResult(ticket.session_id);
        if (!polled?.data) return;
        if (polled.success) settle(polled.data, "poll");
        // Not finished: its stage, for a page whose socket opened after the stages were pushed.
        else if (!done && polled.data.status === "pending" && polled.data.stage) showStage(polled.data.stage);
      };

      const receive = (data: unknown) => {
        const parsed = pushedMessageSchema.safeParse(parseJson(data));
        if (done || !parsed.success) return; // Not a message of ours.
        const message = parsed.data;
        if (message.type === "analysis_result") return settle(message as unknown as JobUpdate, "push");
        if (message.type === "analysis_ready") return void fetchResult();
        if (message.type === "analysis_stage") return showStage(message.stage);
        const next = withPatch(streamed, message);
        if (!next) {
          // A patch lost or out of order: a new socket's first patch carries the whole report.
          // Past a few, the page waits for the result alone rather than reconnect again and again.
          if (reopens++ < maxReopens) reopen();
          return;
        }
        streamed = next;
        setState((current) => (current.phase === "waiting" ? { ...current, partial: next.report } : current));
      };

      const connect = () => {
        const opened = new WebSocket(realtimeUrl(ticket.watch_token));
        socket = opened;
        opened.onopen = () => {
          socketOpen = true;
          // A result that finished before this socket was watching is not pushed to it.
          void fetchResult();
        };
        opened.onmessage = (event) => receive(event.data);
        opened.onclose = () => {
          if (socket !== opened) return;
          socket = null;
          socketOpen = false;
          // Dropped before the result: try once more; polling covers the rest.
          if (!done && !dropped) {
            dropped = true;
            connect();
          }
        };
      };
      const reopen = () => {
        const stale = socket;
        socket = null;
        socketOpen = false;
        streamed = null;
        stale?.close();
        connect();
      };
      connect();

      const ping = window.setInterval(() => socketOpen && socket?.send('{"action":"ping"}'), 5 * 60_000);
      // Polling only while the socket is down: an open socket brings the result itself.
      const poll = window.setInterval(() => !socketOpen && void fetchResult(), pollIntervalMs);
      // Past the page's timeout it says the result is late, and keeps listening: a result that comes
      // later (an automation back up, a delivery sent again) is still shown, and kept on the device.
      const timeout = window.setTimeout(
        () =>
          !done &&
          setState((current) => (current.phase === "waiting" ? { ...initial, phase: "timeout", subject, listening: true } : current)),
        Math.max(0, startedAt + timeoutMs - Date.now()),
      );
      const givingUp = window.setTimeout(
        () => {
          stopWaiting.current();
          setState((current) => ({ ...current, listening: false }));
        },
        Math.max(0, startedAt + longestJobWaitMs - Date.now()),
      );

      stopWaiting.current = (leaving = false) => {
        if (!leaving) forgetJobInFlight(kind, ticket.session_id);
        done = true;
        window.clearInterval(ping);
        window.clearInterval(poll);
        window.clearTimeout(timeout);
        window.clearTimeout(givingUp);
        socket?.close();
      };
    },
    [finish, kind, pollIntervalMs, requireRoastPrefix, timeoutMs],
  );

  useEffect(() => {
    const inFlight = jobInFlight(kind, longestJobWaitMs);
    if (inFlight) wait(inFlight.ticket, inFlight.subject, inFlight.started_at);
    return () => stopWaiting.current(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once, on arrival: a wait picked up again uses this page's own options.
  }, []);

  const cancel = useCallback(() => finish({ ...initial, phase: "cancelled" }), [finish]);
  const reset = useCallback(() => finish(initial), [finish]);

  return { ...state, kind, wait, cancel, deliver, reset };
}

function parseJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
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
