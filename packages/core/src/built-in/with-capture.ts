// The captured page joined to the written report: quoted findings pinned on the screenshots, and
// the report saying what was seen, or that the browser could not open the page.
import { randomBytes } from "node:crypto";
import { couldNotCapture } from "../capture/capture-page.ts";
import { pinFindings } from "../capture/pins.ts";
import type { CaptureOutcome, PageCapturer } from "../capture/types.ts";
import { ruleBasedNotChecked } from "../analyzer/page-report.ts";
import type { PageReport } from "../report/index.ts";

export interface StartedCapture {
  id: string;
  capturedAt: Date;
  outcome: Promise<CaptureOutcome>;
}

/** Starts the capture now, so it runs while the report is written. */
export function startCapture(capture: PageCapturer, url: string, now: () => Date): StartedCapture {
  const id = randomBytes(16).toString("base64url");
  // A capture that cannot even start (no browser) fails this capture, never the report.
  const outcome = capture({ url, captureId: id }).catch(
    (error: Error): CaptureOutcome => ({ ok: false, reason: couldNotCapture, detail: error.message }),
  );
  return { id, capturedAt: now(), outcome };
}

export const seenInBrowser = "The page as Chromium showed it, 1440 px and 390 px wide (screenshots above).";
export const designShownNotScored = "The visual design, layout and images: they are in the screenshots, but this analysis scores what the page's HTML says.";
export const noScreenshots = (reason: string) => `How the page looks: ${reason.replace(/\.$/, "")}, so there are no screenshots.`;

/** Who judged the design: the rules (never), a model from the screenshots, or a model from the HTML. */
export type DesignJudge = "rules" | "model-with-screenshots" | "model-from-html";

export const designFromScreenshots = "The design was judged from the desktop and mobile screenshots above the fold.";
export const designFromHtml = "The design was judged from the page's HTML and text: this model does not see the screenshots.";

export function withCapture(report: PageReport, started: StartedCapture, outcome: CaptureOutcome, judge: DesignJudge): PageReport {
  if (!outcome.ok) return { ...report, notChecked: [...report.notChecked, noScreenshots(outcome.reason)] };
  const pinned = pinFindings(report, { id: started.id, capturedAt: started.capturedAt.toISOString(), views: outcome.views, text: outcome.text });
  if (judge === "rules") {
    const notChecked = report.notChecked.map((line) => (line === ruleBasedNotChecked[0] ? designShownNotScored : line));
    return { ...pinned, read: [...report.read, seenInBrowser], notChecked };
  }
  return { ...pinned, read: [...report.read, seenInBrowser, judge === "model-with-screenshots" ? designFromScreenshots : designFromHtml] };
}
