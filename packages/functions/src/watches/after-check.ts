// A watched page's check has finished: its report becomes the watch's latest, and when the page
// got worse (core/watches/alert.ts) its owner is mailed, once: the record is conditional on the
// check being the watch's current one, and only the check that records it mails.
import type { AnalysisJob } from "@ai-leaders/core/jobs";
import { resultPath } from "@ai-leaders/core/roast/store";
import { fixedFixesAfter, watchAlert } from "@ai-leaders/core/watches";
import type { QueueMail } from "../mail/queue.ts";
import type { Services } from "../services/index.ts";

export interface WatchCheckDeps {
  services: Pick<Services, "jobs" | "results" | "watches">;
  queueMail: QueueMail;
  siteUrl: string;
  now: () => Date;
}

export async function recordWatchCheck({ services, queueMail, siteUrl, now }: WatchCheckDeps, sessionId: string): Promise<void> {
  const job = await services.jobs.get(sessionId);
  if (!job?.watch_id || !job.user_id || job.status === "pending") return;
  const watch = await services.watches.get(job.user_id, job.watch_id);
  if (!watch) return;
  const report = await finishedReport(services, job, now());
  if (!report) {
    await services.watches.recordFailure(watch.user_id, watch.watch_id, sessionId, job.error ?? "The check made no page report.", now());
    return;
  }
  const alert = watch.paused ? null : watchAlert(watch, report.report);
  const recorded = await services.watches.recordCheck(watch.user_id, watch.watch_id, {
    sessionId,
    checkedAt: now(),
    resultId: report.resultId,
    score: report.report.score,
    fixedFixes: fixedFixesAfter(watch, report.report),
    alerted: alert !== null,
  });
  if (!recorded || !alert) return;
  const { renderWatchAlert } = await import("@ai-leaders/core/mail/templates");
  const mail = await renderWatchAlert({
    siteUrl,
    url: watch.url,
    ...alert,
    reportLink: new URL(resultPath(report.resultId), siteUrl).href,
  });
  await queueMail({ to: recorded.email, ...mail }, now());
}

async function finishedReport(services: WatchCheckDeps["services"], job: AnalysisJob, now: Date) {
  if (job.status !== "completed" || !job.result_id) return null;
  const result = await services.results.get(job.result_id, now);
  return result?.report?.kind === "page" ? { resultId: result.result_id, report: result.report } : null;
}
