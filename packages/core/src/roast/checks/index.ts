// The built-in analyzer (issue 7): what the relay calls when no webhook is configured for an AI
// workflow. A landing-page critique for the three URL workflows, a founder brief for the profile.
//
// Failures are values with a user-facing reason: "That address can't be analyzed" (blocked),
// "We couldn't reach that page" (unreachable, and also too-large and timeout, which the code
// tells apart), "That page isn't HTML" (not-html). Invalid input gets the spec's validation text.
// analyze() rejects only on a programming error.
import { reportToMarkdown, type PageReport } from "../report/index.ts";
import { safeFetch } from "../../safe-fetch/index.ts";
import type { SafeFetchOptions } from "../../safe-fetch/index.ts";
import { critique } from "./critique.ts";
import type { Voice } from "./critique.ts";
import { briefFounder, type FounderBrief, type FounderInput } from "./founder-brief.ts";
import { checkInput } from "./input.ts";
import { readPage, type PageFacts } from "./page-facts.ts";
import { critiqueReport, openFixes } from "./page-report.ts";
import { scoresOf } from "./scores.ts";
import type { AnalysisInput, AnalysisKind, AnalysisResult, AnalyzerOptions } from "./types.ts";

export type { AnalysisFailureCode, AnalysisInput, AnalysisKind, AnalysisResult, AnalyzerOptions } from "./types.ts";
export type { PageFacts } from "./page-facts.ts";
export type { Voice } from "./critique.ts";
export type { FounderInput } from "./founder-brief.ts";
export { fetchFailureReasons as analysisFailureReasons } from "../../safe-fetch/index.ts";
export { founderRequiredMessage } from "./input.ts";

export const voices: Record<Exclude<AnalysisKind, "founder-profile">, Voice> = {
  "landing-roast": "roast",
  "website-roast": "roast",
  "landing-improve": "coach",
};

const ruleBased = { engine: "rule-based" } as const;

/** What was read for a job, with the rule-based result: a model works from the first, falls back on the second. */
export type Reading =
  | {
      ok: true;
      kind: "page";
      voice: Voice;
      facts: PageFacts;
      report: PageReport;
      scores: Record<string, number>;
      /** Every fix the page still needs, not only the top ones: what "roast again" checks against. */
      openFixes: string[];
    }
  | ({ ok: true; kind: "founder"; founder: FounderInput } & FounderBrief)
  | { ok: false; code: Extract<AnalysisResult, { ok: false }>["code"]; reason: string };

export async function read(input: AnalysisInput, options: AnalyzerOptions = {}): Promise<Reading> {
  const checked = checkInput(input);
  if (!checked.ok) return { ok: false, code: "invalid-input", reason: checked.reason };
  const fetchOptions: SafeFetchOptions = {
    allowPrivateHosts: options.allowPrivateHosts ?? false,
    ...(options.lookup && { lookup: options.lookup }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
    ...(options.maxBytes !== undefined && { maxBytes: options.maxBytes }),
    ...(options.now && { now: options.now }),
    ...(options.dial && { dial: options.dial }),
  };
  const fetchPage = (url: string) => safeFetch(url, fetchOptions);
  if (checked.input.kind === "founder-profile") {
    const { kind: _kind, ...founder } = checked.input;
    return { ok: true, kind: "founder", founder, ...(await briefFounder(founder, fetchPage)) };
  }
  const { url, schemeAdded } = checked.input;
  const secure = await fetchPage(url);
  // "example.com" was typed without a scheme: plain http is worth a try when https can't be reached.
  const page = !secure.ok && secure.code === "unreachable" && schemeAdded ? await fetchPage(url.replace(/^https:/, "http:")) : secure;
  if (!page.ok) return { ok: false, code: page.code, reason: page.reason };
  const result = critique(readPage(page.body, page));
  const voice = voices[checked.input.kind];
  const report = critiqueReport(result, voice);
  return { ok: true, kind: "page", voice, facts: result.facts, report, scores: scoresOf(result), openFixes: openFixes(result, voice) };
}

/** The rule-based result alone: Markdown text, scores and, for a page, the structured report. */
export async function analyze(input: AnalysisInput, options: AnalyzerOptions = {}): Promise<AnalysisResult> {
  const reading = await read(input, options);
  if (!reading.ok) return reading;
  if (reading.kind === "founder") return { ok: true, content: reading.content, scores: reading.scores, report: null };
  return { ok: true, content: reportToMarkdown(reading.report, ruleBased), scores: reading.scores, report: reading.report };
}

/** The critique of HTML already in hand, without fetching: for the bench and the fuzz test. */
export function critiqueHtml(
  body: Buffer,
  kind: Exclude<AnalysisKind, "founder-profile"> = "landing-improve",
  meta: { url?: string; elapsedMs?: number } = {},
): { content: string; scores: Record<string, number>; report: PageReport } {
  const url = meta.url ?? "https://example.com/";
  const result = critique(
    readPage(body, { url, contentType: "text/html", transferBytes: body.length, elapsedMs: meta.elapsedMs ?? 0, redirects: [] }),
  );
  const report = critiqueReport(result, voices[kind]);
  return { content: reportToMarkdown(report, ruleBased), scores: scoresOf(result), report };
}
