// The weekly check of watched pages: each due watch is claimed (its next check moves a week on)
// and a built-in roast of the page is queued against its latest report, as "Roast again" does.
import { newAnalysisJob, queueJob } from "@ai-leaders/core/jobs";
import type { StoredWatch } from "@ai-leaders/core/watches/repository";
import type { Services } from "../services/index.ts";

type Log = (entry: Record<string, unknown>) => void;

/** At most this many checks start per sweep; the rest wait for the next (every few minutes). */
export const checksPerSweep = 25;

export async function startDueWatchChecks(services: Services, now: Date, log: Log): Promise<number> {
  let started = 0;
  for (const watch of await services.watches.due(now, checksPerSweep)) {
    const job = watchCheckJob(watch, now);
    if (!(await services.watches.claimCheck(watch, job.session_id, now))) continue;
    await queueJob({ services, log }, job);
    started++;
  }
  return started;
}

/**
 * The built-in analyzer's, so each week is judged on the same rubric, and counted against the
 * account's daily model quota only (no one's address asked for it).
 */
function watchCheckJob(watch: StoredWatch, now: Date) {
  return newAnalysisJob({
    kind: watch.kind,
    input: { url: watch.url },
    created: now,
    userId: watch.user_id,
    previousResultId: watch.last_result_id,
    builtInOnly: true,
    watchId: watch.watch_id,
  });
}
