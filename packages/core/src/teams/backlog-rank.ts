// How a team's backlog is ranked, in one sentence an executive can check (backlogMessages.rankingExplained):
//   priority = value × data readiness ÷ (risk + effort)
// Each factor is scored 1 to 5, so priority runs from 0.1 (worth little, no data, risky, hard) to
// 12.5 (worth a lot, data ready, safe, easy); the middle of every scale (3,3,3,3) gives 1.5. Value and
// readiness multiply, because a valuable task with no usable data (or ready data for a worthless task)
// is not worth starting; risk and effort add, because each makes the work slower and costlier.
// Ties go to the item with more votes, then to the older one. Unscored items follow every scored
// one, by votes, then age: the team's votes order what the owner has not weighed yet.
import type { BacklogScore } from "./backlog-schema.ts";

export const priorityOf = (score: BacklogScore): number => (score.value * score.readiness) / (score.risk + score.effort);

/** The priority as shown: two decimals. */
export const shownPriority = (score: BacklogScore | undefined | null): number | null =>
  score ? Math.round(priorityOf(score) * 100) / 100 : null;

export interface Rankable {
  score?: BacklogScore | null;
  vote_count: number;
  created_at: string;
}

/** Negative when `a` ranks above `b`. */
export function byRank(a: Rankable, b: Rankable): number {
  if (a.score && !b.score) return -1;
  if (!a.score && b.score) return 1;
  // Compared in whole numbers (cross-multiplied), so equal priorities tie exactly.
  const byPriority =
    a.score && b.score
      ? b.score.value * b.score.readiness * (a.score.risk + a.score.effort) -
        a.score.value * a.score.readiness * (b.score.risk + b.score.effort)
      : 0;
  return byPriority || b.vote_count - a.vote_count || a.created_at.localeCompare(b.created_at);
}

export const ranked = <Item extends Rankable>(items: readonly Item[]): Item[] => [...items].sort(byRank);
