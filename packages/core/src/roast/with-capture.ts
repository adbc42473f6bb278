// The captured page joined to the written report: quoted findings pinned on the screenshots, the
// checks measured in the browser (rescoring a rule-based report; a model's scores stay its own), and
// the report saying what was seen, or that the browser could not open the page.
import { randomBytes } from "node:crypto";
import { couldNotCapture } from "./capture/capture-page.ts";
import { measuredChecks, timingsCaveat } from "./checks/measure-checks.ts";
import { pinFindings } from "./capture/pins.ts";
import type { CaptureOutcome, CaptureStillComing, PageCapturer } from "./capture/types.ts";
import { isStillComing } from "./capture/queued-capturer.ts";
import { ruleBasedNotChecked } from "./checks/page-report.ts";
import { withMeasuredScores } from "./checks/measured-score.ts";
import type { PageReport } from "./report/index.ts";

export interface StartedCapture {
  id: string;
  capturedAt: Date;
  outcome: Promise<CaptureOutcome | CaptureStillComing>;
}

/** Starts the capture now, so it runs while the report is written. */
export function startCapture(capture: PageCapturer, url: string, now: () => Date): StartedCapture {
  const id = randomBytes(16).toString("base64url");
  // A capture that cannot even start (no browser) fails this capture, never the report.
  const outcome = capture({ url, captureId: id }).catch((error: Error): CaptureOutcome => ({
    ok: false,
    reason: couldNotCapture,
    detail: error.message,
  }));
  return { id, capturedAt: now(), outcome };
}

export const seenInBrowser = "The page as Chromium showed it, 1440 px and 390 px wide (screenshots above).";
export const designShownNotScored =
  "The visual design, layout and images: they are in the screenshots, but this analysis scores what the page's HTML says.";
export const designShownMeasured =
  "The visual design and layout: they are in the screenshots, but this analysis scores what the page's HTML says and what was measured in the browser.";
export const measuredInBrowser =
  "Measured in Chromium at 1440 px: the contrast of the headline and the main call to action, the weight of what the page loaded, and its load timings.";
export const notVisitorsSpeed = `Loading speed on your visitors' own networks and devices. ${timingsCaveat}`;
export const noScreenshots = (reason: string) => `How the page looks: ${reason.replace(/\.$/, "")}, so there are no screenshots.`;
export const screenshotsComing =
  "How the page looks: the browser is busy with other pages, so the screenshots are coming; they are added to this report when taken.";

/** Who judged the design: the rules (never), a model from the screenshots, or a model from the HTML. */
export type DesignJudge = "rules" | "model-with-screenshots" | "model-from-html";

export const designFromScreenshots = "The design was judged from the desktop and mobile screenshots above the fold.";
export const designFromHtml = "The design was judged from the page's HTML and text: this model does not see the screenshots.";

export function withCapture(
  report: PageReport,
  started: Omit<StartedCapture, "outcome">,
  outcome: CaptureOutcome | CaptureStillComing,
  judge: DesignJudge,
): PageReport {
  if (isStillComing(outcome)) {
    const pendingCapture = { id: started.id, requestedAt: started.capturedAt.toISOString() };
    return { ...report, pendingCapture, notChecked: [...report.notChecked, screenshotsComing] };
  }
  if (!outcome.ok) return { ...report, notChecked: [...report.notChecked, noScreenshots(outcome.reason)] };
  const checks = outcome.measured && measuredChecks(outcome.measured);
  const measured = checks
    ? { ...(judge === "rules" ? withMeasuredScores(report, checks) : report), checks: [...(report.checks ?? []), ...checks] }
    : report;
  const pinned = pinFindings(measured, {
    id: started.id,
    capturedAt: started.capturedAt.toISOString(),
    views: outcome.views,
    text: outcome.text,
  });
  const read = [...report.read, ...(checks ? [measuredInBrowser] : []), seenInBrowser];
  if (judge === "rules") return { ...pinned, read, notChecked: report.notChecked.map((line) => notCheckedOnceSeen(line, Boolean(checks))) };
  return { ...pinned, read: [...read, judge === "model-with-screenshots" ? designFromScreenshots : designFromHtml] };
}

/** The rule-based report's "never rendered" lines, as they stand once the browser has shown the page. */
function notCheckedOnceSeen(line: string, measured: boolean): string {
  if (line === ruleBasedNotChecked[0]) return measured ? designShownMeasured : designShownNotScored;
  if (line === ruleBasedNotChecked[1] && measured) return notVisitorsSpeed;
  return line;
}
