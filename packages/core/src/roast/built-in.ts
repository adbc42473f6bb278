// The built-in path (design.md §1, §3.8): what answers a workflow when no automation is set. It
// reads the page (or the founder's company site), then asks the configured model for a report; with
// no model, with the daily quota reached, or when the model's answer can't be used, the rule-based
// analysis answers instead and says why.
import { isFreeMailDomain } from "../free-mail/index.ts";
import { read, type AnalysisInput, type AnalyzerOptions, type Reading } from "./checks/index.ts";
import { writeFounderReport, writePageReport, type ConfiguredModel, type ModelUsage } from "./judge/index.ts";
import type { EarlierFixVerdicts } from "./judge/schemas.ts";
import {
  reportToMarkdown,
  sourceLine,
  type MeasuredCheck,
  type PartialReport,
  type Report,
  type ReportSource,
  type ReportStage,
} from "./report/index.ts";
import type { CaptureOutcome, CaptureStillComing, PageCapturer, ScreenshotStore } from "./capture/types.ts";
import { isStillComing } from "./capture/queued-capturer.ts";
import type { ModelImage } from "./judge/model-client.ts";
import { modelProgress, ruleBasedProgress, type EarlierReport } from "./progress.ts";
import { startCapture, withCapture, type StartedCapture } from "./with-capture.ts";
import { judgeRuns } from "./judge/judge-runs.ts";
import { measuredChecks } from "./checks/measure-checks.ts";
import { scoresOfReport } from "./checks/scores.ts";
import { htmlChecks } from "./checks/html-checks.ts";

export type { EarlierReport } from "./progress.ts";

export interface BuiltInOptions {
  analyzer: AnalyzerOptions;
  model: ConfiguredModel | null;
  /** Why the model may not be used for this job (the daily quota was reached); unset when it may. */
  modelWithheld?: string;
  /** "Roast again": the earlier report of the same page, to report progress against. */
  earlier?: EarlierReport;
  /**
   * `modelWithheld` and `earlier` when they are still being found (the budget, the quota, the
   * earlier result read): looked for while the page is read, awaited before anything uses them.
   */
  deciding?: Promise<Pick<BuiltInOptions, "modelWithheld" | "earlier">>;
  onPartial?: (partial: PartialReport) => void;
  /** Told as each stage starts (report/stages.ts), for the waiting page. */
  onStage?: (stage: ReportStage) => void;
  /** Shows the page in a browser while the report is written; unset: the report is from HTML alone. */
  capture?: PageCapturer;
  /** Where the capture keeps its screenshots: read back for a model that accepts images. */
  screenshots?: ScreenshotStore;
  now?: () => Date;
}

export type BuiltInResult =
  | {
      ok: true;
      content: string;
      report: Report | null;
      source: ReportSource;
      scores: Record<string, number>;
      usage?: ModelUsage;
      /** Why the model's answer was not used, in the provider's words: for the operator only. */
      modelFailure?: string;
      /** Why the page could not be captured, for the operator only; the report says so in plain words. */
      captureFailure?: string;
    }
  | { ok: false; reason: string };

export async function runBuiltIn(input: AnalysisInput, given: BuiltInOptions): Promise<BuiltInResult> {
  const stage = given.onStage ?? (() => undefined);
  stage("opening");
  // A failure to decide fails the run, as it would before reading: the page read meanwhile is dropped.
  const [reading, decided] = await Promise.all([read(input, given.analyzer), given.deciding]);
  const options: BuiltInOptions = { ...given, ...decided };
  if (!reading.ok) return { ok: false, reason: reading.reason };
  stage("reading");
  const capture =
    reading.kind === "page" && options.capture
      ? startCapture(options.capture, reading.report.url, options.now ?? (() => new Date()))
      : null;
  // A model that sees images waits for the browser (the screenshots, what code measured); any other writes while it works.
  const seesImages = Boolean(capture && options.model?.acceptsImages && !options.modelWithheld);
  if (seesImages) stage("screenshots");
  const seen = seesImages ? await seenInBrowser(capture!, options.screenshots) : undefined;
  const written = await write(reading, options, seen);
  if (!capture || !written.ok) return written;
  if (!seesImages) stage("screenshots");
  return withCapturedPage(written, capture, await capture.outcome, Boolean(seen?.images));
}

/** What a model that waits for the browser is given: what code measured, and the two above-the-fold shots. */
interface SeenInBrowser {
  images?: ModelImage[];
  measured?: MeasuredCheck[];
}

/** The two above-the-fold shots, desktop first, and the measured checks; nothing when the capture failed. */
async function seenInBrowser(capture: StartedCapture, store: ScreenshotStore | undefined): Promise<SeenInBrowser | undefined> {
  const outcome = await capture.outcome;
  if (!outcome.ok) return undefined;
  const measured = outcome.measured && measuredChecks(outcome.measured);
  const shots = store ? await Promise.all((["desktop-fold", "mobile-fold"] as const).map((name) => store.get(capture.id, name))) : [];
  const images = shots.length > 0 && shots.every(Boolean) ? shots.map((jpeg) => ({ jpeg: jpeg! })) : undefined;
  return { ...(images && { images }), ...(measured && { measured }) };
}

async function write(reading: Extract<Reading, { ok: true }>, options: BuiltInOptions, seen?: SeenInBrowser): Promise<BuiltInResult> {
  if (!options.model || options.modelWithheld) {
    options.onStage?.("scoring");
    return ruleBased(reading, options, options.modelWithheld ? { notice: options.modelWithheld } : {});
  }
  options.onStage?.("writing");
  const written = await writeWithModel(reading, options, seen);
  if (!written.ok) {
    // The visitor reads plain words; the provider's own (a status, a body) go to the operator.
    const notice = `${written.said[0]!.toUpperCase()}${written.said.slice(1)}, so this is the built-in analysis.`;
    return { ...ruleBased(reading, options, { notice }, written.usage), modelFailure: written.reason };
  }
  const notice = reading.kind === "founder" ? missingCompanySite(reading) : undefined;
  const source: ReportSource = { engine: "model", model: options.model.client.model, ...(notice && { notice }) };
  const { earlierFixes, ...answer } = written.answer as Report & { earlierFixes?: EarlierFixVerdicts };
  const range = "range" in written ? written.range : undefined;
  // What code checked in the HTML, shown as code's beside the model's judgement.
  const report: Report =
    answer.kind === "page" && reading.kind === "page"
      ? { ...answer, ...(range && { scoreRange: range }), checks: htmlChecks(reading.facts) }
      : answer;
  const withProgress: Report =
    report.kind === "page" && options.earlier && earlierFixes
      ? { ...report, progress: modelProgress(options.earlier, report, earlierFixes) }
      : report;
  return {
    ok: true,
    content: reportToMarkdown(withProgress, source),
    report: withProgress,
    source,
    scores: reading.scores,
    usage: written.usage,
  };
}

function withCapturedPage(
  written: Extract<BuiltInResult, { ok: true }>,
  capture: StartedCapture,
  outcome: CaptureOutcome | CaptureStillComing,
  modelSawImages: boolean,
): BuiltInResult {
  if (written.report?.kind !== "page") return written;
  const judge = written.source.engine !== "model" ? "rules" : modelSawImages ? "model-with-screenshots" : "model-from-html";
  const report = withCapture(written.report, capture, outcome, judge);
  return {
    ...written,
    report,
    // The browser's measurements may move the rule-based scores; the job's scores say the same.
    ...(judge === "rules" && { scores: scoresOfReport(report) }),
    content: reportToMarkdown(report, written.source),
    ...(!outcome.ok && !isStillComing(outcome) && { captureFailure: outcome.detail }),
  };
}

/** A founder profile written without the company's site says so, and how to get one written from it. */
function missingCompanySite(reading: Extract<Reading, { ok: true; kind: "founder" }>): string | undefined {
  if (!reading.missingHomepage) return undefined;
  const { companyUrl, domain } = reading.founder;
  const nextStep =
    !companyUrl && isFreeMailDomain(domain)
      ? "Give your company website on the form, or use your company email address, to get a profile built from your company's site."
      : "Check that the site is up, then submit again to get a profile built from it.";
  return `${reading.missingHomepage} ${nextStep}`;
}

function writeWithModel(reading: Extract<Reading, { ok: true }>, { model, onPartial, earlier }: BuiltInOptions, seen?: SeenInBrowser) {
  const { client, limits, judgeRuns: runs } = model!;
  const options = { limits, ...(onPartial && { onPartial }) };
  if (reading.kind === "page") {
    const page = {
      facts: reading.facts,
      voice: reading.voice,
      read: reading.report.read,
      ...(earlier && { earlierFixes: earlier.report.fixes }),
      ...(seen?.images && { screenshots: seen.images }),
      ...(seen?.measured && { measured: seen.measured }),
    };
    // The page watches the first run being written; the others judge beside it.
    return judgeRuns(runs, (run) => writePageReport(client, page, run === 0 ? options : { limits }));
  }
  return writeFounderReport(
    client,
    { person: reading.founder, homepage: reading.homepage, missingHomepage: reading.missingHomepage },
    options,
  );
}

function ruleBased(
  reading: Extract<Reading, { ok: true }>,
  { earlier }: BuiltInOptions,
  { notice }: { notice?: string },
  usage?: ModelUsage,
): Extract<BuiltInResult, { ok: true }> {
  const source: ReportSource = { engine: "rule-based", ...(notice && { notice }) };
  if (reading.kind === "founder") {
    return {
      ok: true,
      content: `${reading.content}\n\n_${sourceLine(source)}_`,
      report: null,
      source,
      scores: reading.scores,
      ...(usage && { usage }),
    };
  }
  const report = earlier ? { ...reading.report, progress: ruleBasedProgress(earlier, reading.report, reading.openFixes) } : reading.report;
  return { ok: true, content: reportToMarkdown(report, source), report, source, scores: reading.scores, ...(usage && { usage }) };
}
