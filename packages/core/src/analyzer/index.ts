// The built-in analyzer (issue 7): what the relay calls when no webhook is configured for an AI
// workflow. A landing-page critique for the three URL workflows, a founder brief for the profile.
//
// Failures are values with a user-facing reason: "That address can't be analyzed" (blocked),
// "We couldn't reach that page" (unreachable, and also too-large and timeout, which the code
// tells apart), "That page isn't HTML" (not-html). Invalid input gets the spec's validation text.
// analyze() rejects only on a programming error.
import { safeFetch } from "../safe-fetch/index.ts";
import type { SafeFetchOptions } from "../safe-fetch/index.ts";
import { critique } from "./critique.ts";
import type { Voice } from "./critique.ts";
import { briefFounder } from "./founder-brief.ts";
import { checkInput } from "./input.ts";
import { readPage } from "./page-facts.ts";
import { renderCritique } from "./render.ts";
import { scoresOf } from "./scores.ts";
import type { AnalysisInput, AnalysisKind, AnalysisResult, AnalyzerOptions } from "./types.ts";

export type { AnalysisFailureCode, AnalysisInput, AnalysisKind, AnalysisResult, AnalyzerOptions } from "./types.ts";
export { fetchFailureReasons as analysisFailureReasons } from "../safe-fetch/index.ts";
export { founderRequiredMessage } from "./input.ts";

const pageWorkflows: Record<Exclude<AnalysisKind, "founder-profile">, { voice: Voice; heading: string }> = {
  "landing-roast": { voice: "roast", heading: "Landing page roast" },
  "website-roast": { voice: "roast", heading: "Website roast" },
  "landing-improve": { voice: "coach", heading: "Landing page review" },
};

export async function analyze(input: AnalysisInput, options: AnalyzerOptions = {}): Promise<AnalysisResult> {
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
    const brief = await briefFounder(checked.input, fetchPage);
    return { ok: true, ...brief };
  }
  const { url, schemeAdded } = checked.input;
  const secure = await fetchPage(url);
  // "example.com" was typed without a scheme: plain http is worth a try when https can't be reached.
  const page = !secure.ok && secure.code === "unreachable" && schemeAdded ? await fetchPage(url.replace(/^https:/, "http:")) : secure;
  if (!page.ok) return { ok: false, code: page.code, reason: page.reason };
  const result = critique(readPage(page.body, page));
  return { ok: true, content: renderCritique(result, pageWorkflows[checked.input.kind]), scores: scoresOf(result) };
}

/** The critique of HTML already in hand, without fetching: for the bench and the fuzz test. */
export function critiqueHtml(
  body: Buffer,
  kind: Exclude<AnalysisKind, "founder-profile"> = "landing-improve",
  meta: { url?: string; elapsedMs?: number } = {},
): { content: string; scores: Record<string, number> } {
  const url = meta.url ?? "https://example.com/";
  const result = critique(
    readPage(body, { url, contentType: "text/html", transferBytes: body.length, elapsedMs: meta.elapsedMs ?? 0, redirects: [] }),
  );
  return { content: renderCritique(result, pageWorkflows[kind]), scores: scoresOf(result) };
}
