// Reading a report that may still be streaming in: any field missing, lists cut short, the last
// item half-filled. Everything here tolerates that, so the view never has to.
import type { Evidence, Level, PartialReport, Report } from "@ai-leaders/core/roast/report";
import { applyPatchOps, PatchMismatch, type PatchOp } from "@ai-leaders/core/realtime";

export type PartialPageReport = Extract<PartialReport, { kind?: "page" }>;
export type PartialFounderReport = Extract<PartialReport, { kind?: "founder" }>;

const founderFields = ["name", "person", "company", "headline", "bio", "strengths", "gaps", "nextMoves"];

/** A model's partial answer may not carry `kind` yet: the founder profile has fields of its own. */
export function reportKind(report: PartialReport): Report["kind"] {
  if (report.kind) return report.kind;
  return founderFields.some((field) => field in report) ? "founder" : "page";
}

/** The filled-in strings of a list that may be missing or hold half-written items. */
export function texts(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === "string" && entry.trim() !== "") : [];
}

/** The items of a list that may be missing; an item still being written may lack any field. */
export function items<T extends object>(list: T[] | undefined): T[] {
  return Array.isArray(list) ? list.filter((entry) => typeof entry === "object" && entry !== null) : [];
}

export function isScore(value: unknown, max: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= max;
}

export function isLevel(value: unknown): value is Level {
  return value === "high" || value === "medium" || value === "low";
}

export type PageSection = "header" | "categories" | "fixes" | "headlines" | "callsToAction" | "notChecked";
export type FounderSection = "header" | "person" | "company" | "headline" | "bio" | "strengths" | "gaps" | "nextMoves" | "notChecked";

// The parts in the order a model writes them (core/roast/judge/schemas.ts); the part being written now is
// the last one that has started to arrive. Verdict, score and calibration make the header.
const pageOrder = ["categories", "fixes", "headlines", "callsToAction", "notChecked"] as const;
const founderOrder = ["person", "company", "headline", "bio", "strengths", "gaps", "nextMoves", "notChecked"] as const;

export function pageSectionBeingWritten(report: PartialPageReport): PageSection {
  return lastStarted(report, pageOrder) ?? "header";
}

export function founderSectionBeingWritten(report: PartialFounderReport): FounderSection {
  return lastStarted(report, founderOrder) ?? "header";
}

function lastStarted<Field extends string>(report: Partial<Record<Field, unknown>>, order: readonly Field[]): Field | undefined {
  return order.filter((field) => report[field] !== undefined).at(-1);
}

/** The report, if every field is there: only a complete report can be copied as Markdown. */
export function completeReport(report: PartialReport): Report | undefined {
  const complete =
    reportKind(report) === "page" ? isCompletePage(report as PartialPageReport) : isCompleteFounder(report as PartialFounderReport);
  return complete ? (report as Report) : undefined;
}

function isCompletePage(report: PartialPageReport): boolean {
  return (
    typeof report.url === "string" &&
    typeof report.verdict === "string" &&
    isScore(report.score, 100) &&
    typeof report.calibration === "string" &&
    everyItem(
      report.categories,
      (category) =>
        typeof category.name === "string" &&
        isScore(category.score, 10) &&
        typeof category.summary === "string" &&
        isEvidence(category.evidence),
    ) &&
    everyItem(
      report.fixes,
      (fix) => typeof fix.title === "string" && typeof fix.detail === "string" && isLevel(fix.impact) && isLevel(fix.effort),
    ) &&
    [report.headlines, report.callsToAction, report.notChecked, report.read].every(isTextList)
  );
}

function isCompleteFounder(report: PartialFounderReport): boolean {
  const company = report.company;
  return (
    typeof report.name === "string" &&
    typeof report.verdict === "string" &&
    typeof report.person === "string" &&
    typeof company?.name === "string" &&
    typeof company.positioning === "string" &&
    isEvidence(company.evidence) &&
    typeof report.headline === "string" &&
    typeof report.bio === "string" &&
    everyItem(report.nextMoves, (move) => typeof move.title === "string" && typeof move.detail === "string") &&
    [report.strengths, report.gaps, report.notChecked, report.read].every(isTextList)
  );
}

function isEvidence(list: Partial<Evidence>[] | undefined): boolean {
  return everyItem(list, (evidence) => typeof evidence.quote === "string" && typeof evidence.note === "string");
}

function isTextList(list: unknown): boolean {
  return Array.isArray(list) && list.every((entry) => typeof entry === "string");
}

function everyItem<T>(list: T[] | undefined, complete: (item: T) => boolean): boolean {
  return Array.isArray(list) && list.every((item) => typeof item === "object" && item !== null && complete(item));
}

/** The report so far on a waiting page, and the number of the last patch it was built from. */
export interface StreamedReport {
  report: PartialReport;
  seq: number;
}

/**
 * The report with the next patch applied. Patch 1 starts it afresh; any other must follow the last
 * one. Null when it does not (a patch lost or out of order): the page must fetch, not guess.
 */
export function withPatch(current: StreamedReport | null, patch: { seq: number; ops: PatchOp[] }): StreamedReport | null {
  if (patch.seq !== 1 && patch.seq !== (current?.seq ?? 0) + 1) return null;
  try {
    const report = applyPatchOps<unknown>(patch.seq === 1 ? undefined : current!.report, patch.ops);
    return typeof report === "object" && report !== null && !Array.isArray(report)
      ? { report: report as PartialReport, seq: patch.seq }
      : null;
  } catch (error) {
    if (error instanceof PatchMismatch) return null;
    throw error;
  }
}
