// The results made in this browser, kept on the device so a visitor without an account can find
// them again.
import { useMemo } from "react";
import type { ResultSummary } from "@ai-leaders/core/roast/store";
import { createDeviceStore, parseJson } from "../../../lib/device-store.ts";

type AnalysisKind = ResultSummary["kind"];

export const deviceResultsStorageKey = "ai-leaders.results";
export const deviceResultsLimit = 50;

const kinds: readonly AnalysisKind[] = ["landing-roast", "landing-improve", "founder-profile", "website-roast"];
const noResults: ResultSummary[] = [];

/** Anything that isn't a list of summaries (edited by hand, an older shape) reads as empty. */
const store = createDeviceStore<ResultSummary[]>(deviceResultsStorageKey, (stored) => {
  const parsed = parseJson(stored);
  return Array.isArray(parsed) ? parsed.filter(isSummary) : noResults;
});

/** Newest first; a result already on the list moves to the top. */
export function rememberResult(summary: ResultSummary): void {
  const others = store.read().filter((kept) => kept.result_id !== summary.result_id);
  store.write([summary, ...others].slice(0, deviceResultsLimit));
}

export function forgetResult(id: string): void {
  const results = store.read();
  const remaining = results.filter((kept) => kept.result_id !== id);
  if (remaining.length !== results.length) store.write(remaining);
}

const pageKinds: readonly AnalysisKind[] = ["landing-roast", "landing-improve", "website-roast"];

/** The newest result on this device about the page at `url`: a new roast of it reports progress against it. */
export function latestPageResult(url: string): ResultSummary | undefined {
  return store.read().find((kept) => kept.subject === url && pageKinds.includes(kept.kind));
}

export function deviceResults(kind?: AnalysisKind): ResultSummary[] {
  const results = store.read();
  return kind ? results.filter((kept) => kept.kind === kind) : results;
}

/** The list for one kind of result (or all), kept current as results are remembered and forgotten. */
export function useDeviceResults(kind?: AnalysisKind): ResultSummary[] {
  const results = store.use();
  return useMemo(() => (kind ? results.filter((kept) => kept.kind === kind) : results), [results, kind]);
}

function isSummary(value: unknown): value is ResultSummary {
  if (typeof value !== "object" || value === null) return false;
  const summary = value as Record<string, unknown>;
  return (
    typeof summary.result_id === "string" &&
    summary.result_id !== "" &&
    kinds.includes(summary.kind as AnalysisKind) &&
    typeof summary.subject === "string" &&
    typeof summary.created_at === "string" &&
    (summary.score === undefined || typeof summary.score === "number")
  );
}
