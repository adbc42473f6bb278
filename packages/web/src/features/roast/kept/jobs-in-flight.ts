// The job each workflow is waiting for, kept on the device: a reload, or coming back to the page,
// picks the wait up again, and a job that finished meanwhile is shown at once. A signed-in
// account's jobs started on another device join them from "Your results".
import { useMemo } from "react";
import type { JobTicket } from "@ai-leaders/core/jobs";
import { longestJobWaitMs, type JobInFlightSummary, type ResultSummary } from "@ai-leaders/core/roast/store";
import { createDeviceStore, parseJson } from "../../../lib/device-store.ts";

type AnalysisKind = ResultSummary["kind"];

export interface JobInFlight {
  ticket: JobTicket;
  /** The URL or the name the job is about. */
  subject: string;
  /** Epoch milliseconds: a job older than its page's timeout is not waited for again. */
  started_at: number;
}

type InFlight = Partial<Record<AnalysisKind, JobInFlight>>;

const none: InFlight = {};

const store = createDeviceStore<InFlight>("ai-leaders.jobs-in-flight", (stored) => {
  const parsed = parseJson(stored);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as InFlight) : none;
});

export function rememberJobInFlight(kind: AnalysisKind, job: JobInFlight): void {
  store.write({ ...store.read(), [kind]: job });
}

/** The account's jobs running elsewhere, each kept unless this browser waits for a newer one of its kind. */
export function adoptJobsInFlight(jobs: JobInFlightSummary[]): void {
  const kept = store.read();
  const adopted = jobs.filter(
    (job) => job.ticket.session_id !== kept[job.kind]?.ticket.session_id && job.started_at > (kept[job.kind]?.started_at ?? 0),
  );
  if (adopted.length === 0) return;
  // Newest first from the server: the newest of a kind is the one kept.
  const newestByKind = Object.fromEntries([...adopted].reverse().map(({ kind, ...job }) => [kind, job]));
  store.write({ ...kept, ...newestByKind });
}

/** Forgets the kind's job, if it is still the one given (another tab may have started a newer one). */
export function forgetJobInFlight(kind: AnalysisKind, sessionId: string): void {
  const jobs = store.read();
  if (jobs[kind]?.ticket.session_id !== sessionId) return;
  const { [kind]: _finished, ...rest } = jobs;
  store.write(rest);
}

/** Every job a page of this browser may still be waiting for, kept current (another tab's too). */
export function useJobsInFlight(now = Date.now()): Array<JobInFlight & { kind: AnalysisKind }> {
  const jobs = store.use();
  return useMemo(
    () =>
      (Object.entries(jobs) as Array<[AnalysisKind, JobInFlight]>)
        .filter(([, job]) => typeof job?.subject === "string" && now - job.started_at < longestJobWaitMs)
        .map(([kind, job]) => ({ ...job, kind })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the clock is read when the jobs change, not on every render
    [jobs],
  );
}

/** The kind's job, while it may still finish within `timeoutMs`; an older one is forgotten. */
export function jobInFlight(kind: AnalysisKind, timeoutMs: number, now = Date.now()): JobInFlight | null {
  const job = store.read()[kind];
  if (!job || typeof job.ticket?.session_id !== "string" || typeof job.ticket.watch_token !== "string" || typeof job.subject !== "string")
    return null;
  if (now - job.started_at < timeoutMs) return job;
  forgetJobInFlight(kind, job.ticket.session_id);
  return null;
}
