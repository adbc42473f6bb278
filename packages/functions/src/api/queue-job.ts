import type { AnalysisJob } from "@ai-leaders/core/jobs";
import type { ApiDeps } from "./deps.ts";

/**
 * Stores the job, then hands it to the relay. A queue that refuses the message loses nothing: the
 * job is stored as pending, and the sweeper enqueues it again.
 */
export async function queueJob({ services, log }: Pick<ApiDeps, "services" | "log">, job: AnalysisJob): Promise<void> {
  await services.jobs.create(job);
  await services.relayPublisher
    .publish({ kind: "analysis", id: job.session_id })
    .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "analysis", error: error.message }));
}
