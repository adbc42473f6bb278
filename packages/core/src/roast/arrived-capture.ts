// A capture that waited its turn reaches its report the next time the report is read (its
// permalink, or the page that waited for it asking again): the outcome kept beside the shots is
// put into the kept result once, whoever reads first.
import { withCapture, screenshotsComing, type DesignJudge } from "./with-capture.ts";
import type { CaptureOutcome, ScreenshotStore } from "./capture/types.ts";
import { reportToMarkdown, type PageReport } from "./report/index.ts";
import type { ResultRepository, StoredResult } from "./store/repository.ts";

/** Past this, a capture still not taken is not coming (its message went to the dead-letter queue): the report says so. */
export const captureGiveUpMs = 60 * 60 * 1000;

export interface ArrivedCaptureDeps {
  results: Pick<ResultRepository, "get" | "keepArrivedCapture">;
  screenshots: Pick<ScreenshotStore, "getOutcome">;
  now: Date;
}

/** The result with its screenshots when they have arrived since it was kept; as it was while they are still coming. */
export async function withArrivedCapture(result: StoredResult, deps: ArrivedCaptureDeps): Promise<StoredResult> {
  const report = result.report?.kind === "page" ? result.report : undefined;
  if (!report?.pendingCapture) return result;
  const { id, requestedAt } = report.pendingCapture;
  const outcome = (await deps.screenshots.getOutcome(id)) ?? (notComing(requestedAt, deps.now) ? neverTaken : null);
  if (!outcome) return result;
  // Written while the browser was busy: a model's report was judged from the HTML.
  const judge: DesignJudge = result.source.engine === "model" ? "model-from-html" : "rules";
  const arrived = withCapture(stillWaiting(report), { id, capturedAt: new Date(requestedAt) }, outcome, judge);
  const kept = { report: arrived, text: reportToMarkdown(arrived, result.source) };
  if (await deps.results.keepArrivedCapture(result.result_id, id, kept)) return { ...result, ...kept };
  // Another reader put it in first: theirs is the one kept.
  return (await deps.results.get(result.result_id, deps.now)) ?? result;
}

/** The report as it was before the capture was put in line. */
function stillWaiting({ pendingCapture: _, ...report }: PageReport): PageReport {
  return { ...report, notChecked: report.notChecked.filter((line) => line !== screenshotsComing) };
}

const notComing = (requestedAt: string, now: Date) => now.getTime() - Date.parse(requestedAt) > captureGiveUpMs;

const neverTaken: CaptureOutcome = {
  ok: false,
  reason: "The browser did not get to the page in time",
  detail: `capture not taken within ${captureGiveUpMs / 60_000} minutes`,
};
