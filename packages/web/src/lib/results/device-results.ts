// The results made in this browser, kept in localStorage so a visitor without an account can find
// them again. Other tabs hear of changes through the `storage` event; this tab through `listeners`.
import { useMemo, useSyncExternalStore } from "react";
import type { ResultSummary } from "@ai-leaders/core/results";

type AnalysisKind = ResultSummary["kind"];

export const deviceResultsStorageKey = "ai-leaders.results";
export const deviceResultsLimit = 50;

const kinds: readonly AnalysisKind[] = ["landing-roast", "landing-improve", "founder-profile", "website-roast"];
const noResults: ResultSummary[] = [];
const listeners = new Set<() => void>();

/** Newest first; a result already on the list moves to the top. */
export function rememberResult(summary: ResultSummary): void {
  const others = readResults().filter((kept) => kept.result_id !== summary.result_id);
  writeResults([summary, ...others].slice(0, deviceResultsLimit));
}

export function forgetResult(id: string): void {
  const results = readResults();
  const remaining = results.filter((kept) => kept.result_id !== id);
  if (remaining.length !== results.length) writeResults(remaining);
}

export function deviceResults(kind?: AnalysisKind): ResultSummary[] {
  const results = readResults();
  return kind ? results.filter((kept) => kept.kind === kind) : results;
}

/** The list for one kind of result (or all), kept current as results are remembered and forgotten. */
export function useDeviceResults(kind?: AnalysisKind): ResultSummary[] {
  const results = useSyncExternalStore(subscribe, readResults, () => noResults);
  return useMemo(() => (kind ? results.filter((kept) => kept.kind === kind) : results), [results, kind]);
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === deviceResultsStorageKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

// The parsed list is cached by its stored text: the same text gives the same array, as
// useSyncExternalStore requires.
let cache: { stored: string | null; results: ResultSummary[] } = { stored: null, results: noResults };
// Where the list lives when the browser refuses storage: this page only.
let pageOnly: string | null = null;

function readResults(): ResultSummary[] {
  const stored = readStored();
  if (stored !== cache.stored) cache = { stored, results: parseResults(stored) };
  return cache.results;
}

function writeResults(results: ResultSummary[]): void {
  const stored = JSON.stringify(results);
  try {
    localStorage.setItem(deviceResultsStorageKey, stored);
  } catch {
    pageOnly = stored;
  }
  for (const listener of listeners) listener();
}

function readStored(): string | null {
  if (pageOnly !== null) return pageOnly;
  try {
    return localStorage.getItem(deviceResultsStorageKey);
  } catch {
    return null;
  }
}

/** Anything that isn't a list of summaries (edited by hand, an older shape) reads as empty. */
function parseResults(stored: string | null): ResultSummary[] {
  if (!stored) return noResults;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isSummary) : noResults;
  } catch {
    return noResults;
  }
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
