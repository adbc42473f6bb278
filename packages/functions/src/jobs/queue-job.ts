// Where every analysis job starts, whoever asks for it: a visitor's workflow, a rivals comparison
// or the weekly check of a watched page.
import type { AnalysisJob } from "@ai-leaders/core/jobs";
import type { Services } from "../services/index.ts";

type Log = (entry: Record<string, unknown>) => void;

/**
 * Stores the job, then hands it to the relay. A queue that refuses the message loses nothing: the
 * job is stored as pending, and the sweeper enqueues it again.
 */
export async function queueJob(
  { services, log }: { services: Pick<Services, "jobs" | "relayPublisher">; log: Log },
  job: AnalysisJob,
): Promise<void> {
  await services.jobs.create(job);
  await services.relayPublisher
    .publish({ kind: "analysis", id: job.session_id })
    .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "analysis", error: error.message }));
}
