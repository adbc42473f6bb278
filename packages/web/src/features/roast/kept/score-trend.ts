import type { ResultSummary } from "@ai-leaders/core/roast/store";

export interface TrendPoint {
  score: number;
  at: string;
}

/**
 * For each page judged more than once with a score, the scores oldest first, keyed by the id of
 * its newest result (the line that shows the trend). `results` is newest first, as lists are.
 */
export function scoreTrends(results: readonly ResultSummary[]): Map<string, TrendPoint[]> {
  const bySubject = new Map<string, ResultSummary[]>();
  for (const result of results) {
    if (!hasScore(result)) continue;
    bySubject.set(result.subject, [...(bySubject.get(result.subject) ?? []), result]);
  }
  const trends = new Map<string, TrendPoint[]>();
  for (const scored of bySubject.values()) {
    if (scored.length < 2) continue;
    const oldestFirst = [...scored].sort((a, b) => a.created_at.localeCompare(b.created_at));
    trends.set(
      scored[0]!.result_id,
      oldestFirst.map((result) => ({ score: result.score!, at: result.created_at })),
    );
  }
  return trends;
}

export function hasScore(summary: ResultSummary): summary is ResultSummary & { score: number } {
  return typeof summary.score === "number" && Number.isFinite(summary.score);
}
