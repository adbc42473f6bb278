// The one path by which a job finishes, whoever finishes it (a callback or the built-in
// analyzer): store it exactly once, then push it to the pages waiting on its session.
import { pushToSession, type ConnectionRepository, type PostToConnection } from "../realtime/index.ts";
import type { JobRepository, JobResult } from "./repository.ts";
import { jobUpdate, storedContent } from "./results.ts";

export interface CompletionDeps {
  jobs: JobRepository;
  connections: ConnectionRepository;
  post: PostToConnection;
  now: () => Date;
  log?: (entry: Record<string, unknown>) => void;
}

export type Completion = "completed" | "already-finished" | "not-found";

export async function completeJob(
  deps: CompletionDeps,
  sessionId: string,
  outcome: JobResult | { error: string },
): Promise<Completion> {
  const job = await deps.jobs.get(sessionId);
  if (!job) return "not-found";
  const finished =
    "error" in outcome
      ? await deps.jobs.fail(sessionId, outcome.error, deps.now())
      : await deps.jobs.complete(sessionId, { ...outcome, content: storedContent(job, outcome.content) }, deps.now());
  if (finished === "already-finished") return "already-finished";
  const stored = await deps.jobs.get(sessionId);
  // The result is stored for polling; a failed push only means the page falls back to polling.
  await pushToSession(sessionId, { type: "analysis_result", ...jobUpdate(stored!) }, deps.connections, deps.post).catch(
    (error: Error) => deps.log?.({ event: "push_failed", sessionId, error: error.message }),
  );
  return "completed";
}
