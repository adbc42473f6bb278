// The built-in path (design.md §1, §3.8): what answers a workflow when no automation is set. It
// reads the page (or the founder's company site), then asks the configured model for a report; with
// no model, with the daily quota reached, or when the model's answer can't be used, the rule-based
// analysis answers instead and says why.
import { isFreeMailDomain } from "../analyzer/free-mail.ts";
import { read, type AnalysisInput, type AnalyzerOptions, type Reading } from "../analyzer/index.ts";
import { writeFounderReport, writePageReport, type ConfiguredModel, type ModelUsage } from "../ai/index.ts";
import type { EarlierFixVerdicts } from "../ai/schemas.ts";
import { reportToMarkdown, sourceLine, type PartialReport, type Report, type ReportSource } from "../report/index.ts";
import { modelProgress, ruleBasedProgress, type EarlierReport } from "./progress.ts";

export type { EarlierReport } from "./progress.ts";

export interface BuiltInOptions {
  analyzer: AnalyzerOptions;
  model: ConfiguredModel | null;
  /** Why the model may not be used for this job (the daily quota was reached); unset when it may. */
  modelWithheld?: string;
  /** "Roast again": the earlier report of the same page, to report progress against. */
  earlier?: EarlierReport;
  onPartial?: (partial: PartialReport) => void;
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
    }
  | { ok: false; reason: string };

export async function runBuiltIn(input: AnalysisInput, options: BuiltInOptions): Promise<BuiltInResult> {
  const reading = await read(input, options.analyzer);
  if (!reading.ok) return { ok: false, reason: reading.reason };
  if (!options.model) return ruleBased(reading, options, {});
  if (options.modelWithheld) return ruleBased(reading, options, { notice: options.modelWithheld });
  const written = await writeWithModel(reading, options);
  if (!written.ok) {
    // The visitor reads plain words; the provider's own (a status, a body) go to the operator.
    const notice = `${written.said[0]!.toUpperCase()}${written.said.slice(1)}, so this is the built-in analysis.`;
    return { ...ruleBased(reading, options, { notice }, written.usage), modelFailure: written.reason };
  }
  const notice = reading.kind === "founder" ? missingCompanySite(reading) : undefined;
  const source: ReportSource = { engine: "model", model: options.model.client.model, ...(notice && { notice }) };
  const { earlierFixes, ...report } = written.answer as Report & { earlierFixes?: EarlierFixVerdicts };
  const withProgress: Report =
    report.kind === "page" && options.earlier && earlierFixes ? { ...report, progress: modelProgress(options.earlier, report, earlierFixes) } : report;
  return { ok: true, content: reportToMarkdown(withProgress, source), report: withProgress, source, scores: reading.scores, usage: written.usage };
}

/** A founder profile written without the company's site says so, and how to get one written from it. */
function missingCompanySite(reading: Extract<Reading, { ok: true; kind: "founder" }>): string | undefined {
  if (!reading.missingHomepage) return undefined;
  const nextStep = isFreeMailDomain(reading.founder.domain)
    ? "Submit again with your company email address to get a profile built from your company's site."
    : "Check that the site is up, then submit again to get a profile built from it.";
  return `${reading.missingHomepage} ${nextStep}`;
}

function writeWithModel(reading: Extract<Reading, { ok: true }>, { model, onPartial, earlier }: BuiltInOptions) {
  const { client, limits } = model!;
  const options = { limits, ...(onPartial && { onPartial }) };
  if (reading.kind === "page") {
    const page = { facts: reading.facts, voice: reading.voice, read: reading.report.read, ...(earlier && { earlierFixes: earlier.report.fixes }) };
    return writePageReport(client, page, options);
  }
  return writeFounderReport(client, { person: reading.founder, homepage: reading.homepage, missingHomepage: reading.missingHomepage }, options);
}

function ruleBased(reading: Extract<Reading, { ok: true }>, { earlier }: BuiltInOptions, { notice }: { notice?: string }, usage?: ModelUsage): Extract<BuiltInResult, { ok: true }> {
  const source: ReportSource = { engine: "rule-based", ...(notice && { notice }) };
  if (reading.kind === "founder") {
    return { ok: true, content: `${reading.content}\n\n_${sourceLine(source)}_`, report: null, source, scores: reading.scores, ...(usage && { usage }) };
  }
  const report = earlier ? { ...reading.report, progress: ruleBasedProgress(earlier, reading.report, reading.openFixes) } : reading.report;
  return { ok: true, content: reportToMarkdown(report, source), report, source, scores: reading.scores, ...(usage && { usage }) };
}
