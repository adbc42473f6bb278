// The one path by which a job finishes, whoever finishes it (a callback or the built-in
// analyzer): store it exactly once, then push it to the pages waiting on its session.
import { pushToSession, type ConnectionRepository, type PostToConnection } from "../realtime/index.ts";
import type { JobFailure, JobRepository, JobResult } from "./repository.ts";
import { displayedContent, jobUpdate, storedContent, type AnalysisReady, type AnalysisResultMessage } from "./updates.ts";
import { newResultId, userOwner, type ResultRepository } from "../roast/store/index.ts";
import type { AnalysisJob } from "./repository.ts";

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

export type Completion = "completed" | "already-finished" | "not-found";

export async function completeJob(deps: CompletionDeps, sessionId: string, outcome: JobResult | JobFailure): Promise<Completion> {
  const job = await deps.jobs.get(sessionId);
  if (!job) return "not-found";
  const finished = "error" in outcome ? await deps.jobs.fail(sessionId, outcome, deps.now()) : await completeAndKeep(deps, job, outcome);
  if (finished === "already-finished") return "already-finished";
  if (!("error" in outcome) && deps.completed) {
    await deps.completed(job).catch((error: Error) => deps.log?.({ event: "completion_hook_failed", sessionId, error: error.message }));
  }
  const stored = await deps.jobs.get(sessionId);
  // The result is stored for polling; a page whose socket missed it finds it when the socket reopens
  // or at its timeout. One too large for a WebSocket message is announced, and the page fetches it.
  // Pushed without the display copies of the text (roast, analysis): the page shows them from the
  // content, and the message stays near the report's own size (polling answers them, spec §7).
  const { roast: _roast, analysis: _analysis, ...update } = jobUpdate(stored!);
  const result: AnalysisResultMessage = { type: "analysis_result", ...update };
  const ready: AnalysisReady = { type: "analysis_ready", session_id: sessionId };
  await pushToSession(sessionId, result, deps.connections, deps.post, ready).catch((error: Error) =>
    deps.log?.({ event: "push_failed", sessionId, error: error.message }),
  );
  return "completed";
}

/** The result is kept first, so a completed job always has its permalink; a lost race takes it back. */
async function completeAndKeep(deps: CompletionDeps, job: AnalysisJob, outcome: JobResult) {
  const now = deps.now();
  const content = storedContent(job, outcome.content);
  const resultId = newResultId();
  await deps.results.put({
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
  });
  const finished = await deps.jobs.complete(job.session_id, { ...outcome, content, result_id: resultId }, now);
  if (finished === "already-finished") await deps.results.remove(resultId);
  return finished;
}
