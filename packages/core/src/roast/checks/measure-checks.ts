// The measurements as checks a reader can act on: each with its number, a status and what passes.
// The thresholds are the published rubric's (/roast-method): WCAG 2.2 AA contrast, the image budget,
// and Core Web Vitals' bands for the largest paint.
import type { SectionId } from "./critique.ts";
import { kilobytes } from "./quote.ts";
import type { BrowserCheckId, CheckStatus, MeasuredCheck } from "../report/types.ts";
import { requiredRatio } from "../capture/measure-contrast.ts";
import type { ContrastReading, PageMeasurements } from "../capture/types.ts";

export const imageBudget = { totalBytes: 2 * 1024 * 1024, largestBytes: 500 * 1024 };
export const largestPaintBands = { goodMs: 2_500, slowMs: 4_000 };

export const timingsCaveat = "Timed from our servers, every request through our own fetch: a relative measure, not your visitors' network.";

/** The rubric section each check counts in, and the points it takes off there when it warns or fails. */
export const checkPointsOff: Record<BrowserCheckId, { section: SectionId; warn: number; fail: number }> = {
  "headline-contrast": { section: "accessibility", warn: 0, fail: 1.5 },
  "cta-contrast": { section: "accessibility", warn: 0, fail: 1.5 },
  "image-weight": { section: "speedAndWeight", warn: 1, fail: 2 },
  "load-time": { section: "speedAndWeight", warn: 1, fail: 2 },
};

export function measuredChecks(measured: PageMeasurements): Array<MeasuredCheck<BrowserCheckId>> {
  return [
    contrastCheck("headline-contrast", "Headline contrast", measured.headline, "There is no visible H1 to measure."),
    contrastCheck(
      "cta-contrast",
      "Call-to-action contrast",
      measured.callToAction,
      "No button, or link styled as one, shows above the fold.",
    ),
    imageWeightCheck(measured),
    loadTimeCheck(measured.timings),
  ];
}

function contrastCheck(
  id: "headline-contrast" | "cta-contrast",
  label: string,
  reading: ContrastReading | null,
  missing: string,
): MeasuredCheck<BrowserCheckId> {
  if (!reading) return { id, label, value: "Not measured", status: "not-measured", detail: missing };
  const what = `“${reading.text}”`;
  if (reading.ratio === null)
    return { id, label, value: "Not measured", status: "not-measured", detail: `${what}: not measurable, ${reading.why}.` };
  const needed = requiredRatio(reading.large);
  const size = `${Math.round(reading.fontSizePx)} px${reading.large ? ", large text" : ""}`;
  return {
    id,
    label,
    value: `${reading.ratio.toFixed(2)}:1`,
    status: reading.ratio >= needed ? "pass" : "fail",
    detail: `${what} is drawn ${reading.foreground} on ${reading.background} (${size}); WCAG 2.2 AA asks for at least ${needed}:1.`,
  };
}

function imageWeightCheck({ images, page }: PageMeasurements): MeasuredCheck<BrowserCheckId> {
  const base = { id: "image-weight", label: "Image weight" } as const;
  const ofPage = `of the ${weight(page.bytes)} the page loaded in ${page.requests} ${page.requests === 1 ? "request" : "requests"}`;
  if (!images.largest) return { ...base, value: "No images", status: "pass", detail: `No images were loaded: 0 bytes ${ofPage}.` };
  const status: CheckStatus =
    images.bytes > imageBudget.totalBytes ? "fail" : images.largest.bytes > imageBudget.largestBytes ? "warn" : "pass";
  const count = images.count === 1 ? "1 image" : `${images.count} images`;
  return {
    ...base,
    value: weight(images.bytes),
    status,
    detail: `${count}, ${weight(images.bytes)} ${ofPage}. The largest: ${images.largest.url} (${weight(images.largest.bytes)}). Passes at up to ${weight(imageBudget.totalBytes)} of images with none over ${weight(imageBudget.largestBytes)}.`,
  };
}

function loadTimeCheck({ domContentLoadedMs, loadMs, largestPaintMs }: PageMeasurements["timings"]): MeasuredCheck<BrowserCheckId> {
  const base = { id: "load-time", label: "Loading time" } as const;
  const events = `DOMContentLoaded at ${seconds(domContentLoadedMs)}, load at ${seconds(loadMs)}`;
  // Without a largest paint (an empty page) the load event stands in for it.
  const ms = largestPaintMs ?? loadMs;
  const lead =
    largestPaintMs === null
      ? `No largest paint was reported; ${events}.`
      : `The largest content was painted at ${seconds(largestPaintMs)}; ${events}.`;
  const status: CheckStatus = ms <= largestPaintBands.goodMs ? "pass" : ms <= largestPaintBands.slowMs ? "warn" : "fail";
  return {
    ...base,
    value: seconds(ms),
    status,
    detail: `${lead} Passes at up to ${seconds(largestPaintBands.goodMs)}, slow past ${seconds(largestPaintBands.slowMs)}. ${timingsCaveat}`,
  };
}

/** "820 KB", "2.4 MB". */
export function weight(bytes: number): string {
  return bytes < 1024 * 1024 ? kilobytes(bytes) : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "340 ms", "2.5 s". */
function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
