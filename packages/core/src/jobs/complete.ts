// The one path by which a job finishes, whoever finishes it (a callback or the built-in
// analyzer): store it exactly once, then push it to the pages waiting on its session.
import { pushToSession, type ConnectionRepository, type PostToConnection } from "../realtime/index.ts";
import type { JobFailure, JobRepository, JobResult } from "./repository.ts";
import { displayedContent, jobUpdate, storedContent, type AnalysisReady, type AnalysisResultMessage } from "./updates.ts";
import { newResultId, userOwner, type ResultRepository } from "../roast/store/index.ts";
import type { AnalysisJob } from "./repository.ts";
import type { ReportStage } from "../roast/report/stages.ts";

export interface CompletionDeps {
  jobs: JobRepository;
  results: ResultRepository;
  resultRetentionDays: number;
  connections: ConnectionRepository;
  post: PostToConnection;
  now: () => Date;
  log?: (entry: Record<string, unknown>) => void;
  /** Told once a job has completed with a result (the analytics' "roast finished"); its failure is only logged. */
  completed?: (job: AnalysisJob) => Promise<void>;
}

export interface CompletionOptions {
  /**
   * The job as its caller read it (the relay has it), so it is not read again: only the fields a
   * job is created with are used (its kind, input, owner), which nothing changes.
   */
  job?: AnalysisJob;
  /**
   * What the page must have before the result (the report's last patch, the stages told): the
   * writes go on meanwhile, the result's push waits for it. It never rejects (its writer logs).
   */
  beforePush?: Promise<unknown>;
  /**
   * What must be stored before the job reads completed (the model's tokens counted against the
   * day's budget, so the next job's check sees them): the kept result is written meanwhile. It never rejects.
   */
  beforeCompleted?: Promise<unknown>;
  /**
   * The last stage its writer told: kept on the finished job by the job's own write, since that
   * stage's write (told beside the result's) may come after it, when a finished job takes none.
   */
  lastStage?: ReportStage;
  /** Told the moment the result's push is done (its time is what the visitor waits for), before the analytics. */
  pushed?: () => void;
}

export type Completion = "completed" | "already-finished" | "not-found";

export async function completeJob(
  deps: CompletionDeps,
  sessionId: string,
  outcome: JobResult | JobFailure,
  { job: known, beforePush, beforeCompleted, lastStage, pushed }: CompletionOptions = {},
): Promise<Completion> {
  const withStage = <T extends JobResult | JobFailure>(finished: T): T => (lastStage ? { ...finished, stage: lastStage } : finished);
  const job = known ?? (await deps.jobs.get(sessionId));
  if (!job) return "not-found";
  // The sockets watching now, listed beside the writes: the page waiting on its open socket hears
  // the result as soon as the job is written.
  const watching = deps.connections.listBySession(sessionId);
  watching.catch(() => undefined);
  const now = deps.now();
  const finished =
    "error" in outcome
      ? {
          outcome: await settled(beforeCompleted).then(() => deps.jobs.fail(sessionId, withStage(outcome), now)),
          stored: { ...job, status: "failed" as const, error: outcome.error, completed_at: now.toISOString() },
        }
      : await completeAndKeep(deps, job, withStage(outcome), now, beforeCompleted);
  if (finished.outcome === "already-finished") return "already-finished";
  // The result is stored for polling; a page whose socket missed it finds it when the socket reopens
  // or at its timeout. One too large for a WebSocket message is announced, and the page fetches it.
  // Pushed without the display copies of the text (roast, analysis): the page shows them from the
  // content, and the message stays near the report's own size (polling answers them, spec §7).
  // Built from the job as just written (the update sets these fields on it), not read back.
  const { roast: _roast, analysis: _analysis, ...update } = jobUpdate(finished.stored);
  const result: AnalysisResultMessage = { type: "analysis_result", ...update };
  const ready: AnalysisReady = { type: "analysis_ready", session_id: sessionId };
  // Stages and patches first: the page hears the result last.
  await settled(beforePush);
  const push = (listed?: readonly string[]) =>
    pushToSession(sessionId, result, deps.connections, deps.post, ready, { ...(listed && { listed }) }).catch((error: Error) =>
      deps.log?.({ event: "push_failed", sessionId, error: error.message }),
    );
  const first = await watching.catch(() => undefined);
  await push(first);
  pushed?.();
  // Listed again now the job is written: a socket listed while it was being written (a page opening
  // then, which may have looked at the job before the write) is told too. One listed later looks itself.
  if (first) {
    const told = new Set(first);
    const late = await deps.connections.listBySession(sessionId).then(
      (now) => now.filter((connectionId) => !told.has(connectionId)),
      () => [],
    );
    if (late.length > 0) await push(late);
  }
  // The analytics' count, once the page has its result: nothing of the visitor's waits for it.
  if (!("error" in outcome) && deps.completed) {
    await deps.completed(job).catch((error: Error) => deps.log?.({ event: "completion_hook_failed", sessionId, error: error.message }));
  }
  return "completed";
}

const settled = async (promise: Promise<unknown> | undefined) => {
  await promise?.catch(() => undefined);
};

/**
 * The kept result and the completed job are written side by side. A lost race takes the result
 * back; a result that could not be kept takes the job back to pending, so that a completed job
 * always has its permalink and the relay's retry writes both again, as when the result was kept first.
 */
async function completeAndKeep(deps: CompletionDeps, job: AnalysisJob, outcome: JobResult, now: Date, beforeCompleted?: Promise<unknown>) {
  const content = storedContent(job, outcome.content);
  const resultId = newResultId();
  const [kept, finished] = await Promise.allSettled([
    deps.results.put({
      result_id: resultId,
      session_id: job.session_id,
      kind: job.kind,
      subject: "url" in job.input ? job.input.url : job.input.name,
      text: displayedContent(content),
      source: outcome.source ?? { engine: "automation" },
      ...(outcome.report && { report: outcome.report }),
      ...(job.user_id && { owner: userOwner(job.user_id) }),
      ...(job.device_key_hash && { device_key_hash: job.device_key_hash }),
      created_at: now.toISOString(),
      expires_at: Math.floor(now.getTime() / 1000) + deps.resultRetentionDays * 24 * 60 * 60,
    }),
    settled(beforeCompleted).then(() => deps.jobs.complete(job.session_id, { ...outcome, content, result_id: resultId }, now)),
  ]);
  const takeResultBack = async () => {
    if (kept.status === "fulfilled") {
      await deps.results
        .remove(resultId)
        .catch((error: Error) => deps.log?.({ event: "result_remove_failed", sessionId: job.session_id, error: error.message }));
    }
  };
  if (finished.status === "rejected") {
    await takeResultBack();
    throw finished.reason;
  }
  if (finished.value === "already-finished") {
    await takeResultBack();
    return { outcome: "already-finished" as const };
  }
  if (kept.status === "rejected") {
    await deps.jobs.reopen(job.session_id, resultId, job.relay_status);
    throw kept.reason;
  }
  const stored: AnalysisJob = { ...job, ...outcome, status: "completed", content, result_id: resultId, completed_at: now.toISOString() };
  return { outcome: "finished" as const, stored };
}
