// A model's judgement varies from one run to the next. The page is judged several times at once and
// the report is the median run's, with the runs' lowest and highest score beside it: a re-roast of
// an unchanged page lands within the range shown. The runs' cost is the sum of theirs.
import type { ModelUsage, WrittenReport } from "./index.ts";
import type { ScoreRange } from "../report/index.ts";

export type JudgedReport<R> = WrittenReport<R> & { range?: ScoreRange };

/** `write(run)` writes one run; only run 0 should stream to the page. */
export async function judgeRuns<R extends { score: number }>(
  runs: number,
  write: (run: number) => Promise<WrittenReport<R>>,
): Promise<JudgedReport<R>> {
  const written = await Promise.all(Array.from({ length: runs }, (_, run) => write(run)));
  const usage = totalUsage(written.map((outcome) => outcome.usage));
  const answered = written.flatMap((outcome) => (outcome.ok ? [outcome.answer] : []));
  // Every run failed: the first one's words say why, as a single run would.
  if (answered.length === 0) return { ...written[0]!, usage };
  const byScore = [...answered].sort((a, b) => a.score - b.score);
  const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
  const range = runs > 1 ? { low: byScore[0]!.score, high: byScore.at(-1)!.score, runs: answered.length } : undefined;
  return { ok: true, answer: median, usage, ...(range && { range }) };
}

function totalUsage(usages: ModelUsage[]): ModelUsage {
  return {
    inputTokens: sum(usages.map((usage) => usage.inputTokens)),
    outputTokens: sum(usages.map((usage) => usage.outputTokens)),
    // The runs wait on the model side by side: the time waited is the longest run's.
    modelMs: Math.max(...usages.map((usage) => usage.modelMs)),
    attempts: sum(usages.map((usage) => usage.attempts)),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
