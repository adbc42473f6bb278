// The report every AI workflow result is shown as: written by a model, by the rule-based
// analyzer, or (as Markdown text) by an external automation. Browser-safe: types only.

/** A verbatim quote from the page and what it shows. The quote is empty when there is nothing to quote. */
export interface Evidence {
  quote: string;
  note: string;
  /** The number of this quote's marker on the screenshots (filled by the server, never by the model). */
  pin?: number;
}

export interface ReportCategory {
  name: string;
  /** 0–10. */
  score: number;
  summary: string;
  evidence: Evidence[];
  /** Rule-based reports only: the points its checks took off 10, before any ceiling for what HTML can't show (filled by the server). */
  pointsOff?: number;
}

export type Level = "high" | "medium" | "low";

export interface ReportFix {
  title: string;
  detail: string;
  impact: Level;
  effort: Level;
}

/** A critique of one page: the two roasts (blunt voice) and the improvement (coaching voice). */
export interface PageReport {
  kind: "page";
  url: string;
  verdict: string;
  /** 0–100. */
  score: number;
  /** What typical pages score, so the number means something. */
  calibration: string;
  categories: ReportCategory[];
  /** Ranked: highest impact for the least effort first. */
  fixes: ReportFix[];
  headlines: string[];
  callsToAction: string[];
  notChecked: string[];
  /** What the report was based on (filled by the server, never by the model). */
  read: string[];
  /** The model judged the page several times: this report is the median run's; low and high are the runs' scores (filled by the server). */
  scoreRange?: ScoreRange;
  /** Set on a "roast again" of the same URL: what changed since the earlier report. */
  progress?: Progress;
  /** The page as a browser showed it, with each quoted finding pinned (filled by the server). */
  capture?: PageCapture;
  /** The browser had not got to the page when the report was done: its screenshots are coming (filled by the server). */
  pendingCapture?: PendingCapture;
  /** Measured in the browser by code, never judged by the model (filled by the server). */
  checks?: MeasuredCheck[];
  /** The published rubric (/roast-method) it was scored under, e.g. "roast-rubric-2026-11" (filled by the server, never by the model). */
  rubricVersion?: string;
}

/** Checked in the page's HTML: a model's report shows them (a rule-based one is all such checks). */
export type HtmlCheckId = "title" | "headline" | "call-to-action" | "form" | "viewport";
/** Measured in the browser while the page was captured. */
export type BrowserCheckId = "headline-contrast" | "cta-contrast" | "image-weight" | "load-time";
export type MeasuredCheckId = HtmlCheckId | BrowserCheckId;
export type CheckStatus = "pass" | "warn" | "fail" | "not-measured";

/** A check computed in code from the rendered page: a measurement, not a judgement. */
export interface MeasuredCheck<Id extends MeasuredCheckId = MeasuredCheckId> {
  id: Id;
  label: string;
  /** The measurement in short: "12.6:1", "1.2 MB", "0.8 s". */
  value: string;
  status: CheckStatus;
  /** What was measured and what passes. */
  detail: string;
}

export type ViewName = "desktop" | "mobile";
export type ShotName = "fold" | "full";

/** A rectangle on a screenshot, in CSS pixels from the page's top left. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CapturedView {
  name: ViewName;
  /** The viewport, CSS px: the "fold" shot is exactly this. */
  width: number;
  height: number;
  /** The "full" shot's height: the page's, capped. */
  fullHeight: number;
  /** The page's own height, larger than fullHeight when the shot was cut short. */
  pageHeight: number;
}

export interface Pin {
  /** The number drawn on the screenshots and shown beside the finding. */
  n: number;
  quote: string;
  /** Where the quote is in each view; a view it could not be found in has no box. */
  boxes: Partial<Record<ViewName, Box>>;
}

/** Screenshots are served at /api/results/{result_id}/screenshots/{view}-{shot}.jpg. */
export interface PageCapture {
  /** Names the stored screenshots (never shown). */
  id: string;
  capturedAt: string;
  views: CapturedView[];
  pins: Pin[];
}

/** A capture still waiting its turn: the report gets it when it arrives (roast/arrived-capture.ts). */
export interface PendingCapture {
  id: string;
  requestedAt: string;
}

export interface ScoreRange {
  low: number;
  high: number;
  /** How many runs answered. */
  runs: number;
}

/** The earlier report's top fixes, each found fixed or still open, and the score change. */
export interface Progress {
  previousResultId: string;
  previousScore: number;
  /** This score minus the earlier one. */
  scoreChange: number;
  fixes: Array<{ title: string; status: "fixed" | "open"; note?: string }>;
}

export interface NextMove {
  title: string;
  detail: string;
}

/** The founder profile: who the person is and how their company presents itself. */
export interface FounderReport {
  kind: "founder";
  name: string;
  verdict: string;
  person: string;
  company: { name: string; positioning: string; evidence: Evidence[] };
  /** Drafts to paste (LinkedIn, an About page), with [placeholders] for what couldn't be known. */
  headline: string;
  bio: string;
  strengths: string[];
  gaps: string[];
  nextMoves: NextMove[];
  notChecked: string[];
  /** The pages read (filled by the server). */
  read: string[];
}

export type Report = PageReport | FounderReport;

/** Who wrote a result; shown on it, so a rule-based analysis is never passed off as AI. */
export type ReportEngine = "model" | "rule-based" | "automation";

export interface ReportSource {
  engine: ReportEngine;
  /** The model's name, for engine "model". */
  model?: string;
  /** Why the result is not what was asked for (a quota reached, a model that failed). */
  notice?: string;
}

/** A report as it streams in: any part may still be missing or cut short. */
export type PartialReport = DeepPartial<Report>;
type DeepPartial<T> =
  T extends Array<infer Item> ? Array<DeepPartial<Item>> : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;
