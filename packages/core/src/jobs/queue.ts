// Where every analysis job starts, whoever asks for it: a visitor's workflow, a rivals comparison
// or the weekly check of a watched page.
import type { RelayPublisher } from "../relay/publisher.ts";
import type { AnalysisJob } from "./job.ts";

export interface JobQueue {
  jobs: { create(job: AnalysisJob): Promise<void> };
  relayPublisher: RelayPublisher;
}

/**
 * Stores the job, then hands it to the relay. A queue that refuses the message loses nothing: the
 * job is stored as pending, and the sweeper enqueues it again. `alongside` is work that must be done
 * before the job can run (it never fails): it runs beside the job's write, not before it.
 */
export async function queueJob(
  { services, log }: { services: JobQueue; log: (entry: Record<string, unknown>) => void },
  job: AnalysisJob,
  alongside?: Promise<void>,
): Promise<void> {
  await Promise.all([services.jobs.create(job), alongside]);
  await services.relayPublisher
    .publish({ kind: "analysis", id: job.session_id })
    .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "analysis", error: error.message }));
}
