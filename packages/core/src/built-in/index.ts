// The built-in path (design.md §1, §3.8): what answers a workflow when no automation is set. It
// reads the page (or the founder's company site), then asks the configured model for a report; with
// no model, with the daily quota reached, or when the model's answer can't be used, the rule-based
// analysis answers instead and says why.
import { read, type AnalysisInput, type AnalyzerOptions, type Reading } from "../analyzer/index.ts";
import { writeFounderReport, writePageReport, type ConfiguredModel, type ModelUsage } from "../ai/index.ts";
import { reportToMarkdown, sourceLine, type PartialReport, type Report, type ReportSource } from "../report/index.ts";

export interface BuiltInOptions {
  analyzer: AnalyzerOptions;
  model: ConfiguredModel | null;
  /** Why the model may not be used for this job (the daily quota was reached); unset when it may. */
  modelWithheld?: string;
  onPartial?: (partial: PartialReport) => void;
}

export type BuiltInResult =
  | { ok: true; content: string; report: Report | null; source: ReportSource; scores: Record<string, number>; usage?: ModelUsage }
  | { ok: false; reason: string };

export async function runBuiltIn(input: AnalysisInput, options: BuiltInOptions): Promise<BuiltInResult> {
  const reading = await read(input, options.analyzer);
  if (!reading.ok) return { ok: false, reason: reading.reason };
  if (!options.model) return ruleBased(reading, {});
  if (options.modelWithheld) return ruleBased(reading, { notice: options.modelWithheld });
  const written = await writeWithModel(reading, options.model, options.onPartial);
  if (!written.ok) {
    return ruleBased(reading, { notice: `The AI model's answer couldn't be used (${written.reason}), so this is the built-in analysis.` }, written.usage);
  }
  const source: ReportSource = { engine: "model", model: options.model.client.model };
  return { ok: true, content: reportToMarkdown(written.answer, source), report: written.answer, source, scores: reading.scores, usage: written.usage };
}

function writeWithModel(reading: Extract<Reading, { ok: true }>, { client, limits }: ConfiguredModel, onPartial: BuiltInOptions["onPartial"]) {
  const options = { limits, ...(onPartial && { onPartial }) };
  if (reading.kind === "page") return writePageReport(client, { facts: reading.facts, voice: reading.voice, read: reading.report.read }, options);
  return writeFounderReport(client, { person: reading.founder, homepage: reading.homepage, missingHomepage: reading.missingHomepage }, options);
}

function ruleBased(reading: Extract<Reading, { ok: true }>, { notice }: { notice?: string }, usage?: ModelUsage): BuiltInResult {
  const source: ReportSource = { engine: "rule-based", ...(notice && { notice }) };
  const content = reading.kind === "page" ? reportToMarkdown(reading.report, source) : `${reading.content}\n\n_${sourceLine(source)}_`;
  return { ok: true, content, report: reading.kind === "page" ? reading.report : null, source, scores: reading.scores, ...(usage && { usage }) };
}
