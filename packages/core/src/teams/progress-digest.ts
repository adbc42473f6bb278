// The weekly team digest (issue 48, Deliver 4): what one member's mail about one team says. The
// week's totals, the backlog's top 3 and what moved to doing or done, and the steps taken: by whom
// for the owner and admins, as a total for a member (who sees only their own row on the page).
import type { BacklogItemRecord } from "./backlog-records.ts";
import { byRank } from "./backlog-rank.ts";
import type { MemberRecord, TeamState } from "./records.ts";
import type { ActivityRecord } from "./progress-records.ts";
import type { ActivityKind, WeekTotals } from "./progress-schema.ts";

export type DigestTotals = Omit<WeekTotals, "week" | "starts_on">;
const totalOf: Record<ActivityKind, keyof DigestTotals> = {
  "guide-step": "steps_done",
  "card-used": "cards_used",
  "card-rated": "cards_rated",
  "result-shared": "results_shared",
};

export interface TeamDigestContent {
  teamName: string;
  /** The 7 days told of, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  totals: DigestTotals;
  /** The ranked board's first three (not-now items left out). */
  topItems: Array<{ title: string; votes: number }>;
  /** Items moved to doing or done this week. */
  moved: Array<{ title: string; status: "doing" | "done" }>;
  /** Each member's steps done this week, most first: for the owner and admins only; empty for a member. */
  memberSteps: Array<{ name: string; steps: number }>;
  /** Whether the recipient manages the team (is sent who did what). */
  managed: boolean;
}

/** The 7 days a run tells of, up to the run (Monday morning: the week before), as the admins' digest counts them. */
export function digestWeek(now: Date): { start: Date; end: Date } {
  return { start: new Date(now.getTime() - 7 * 86_400_000), end: now };
}

export function teamDigestContent(
  state: TeamState,
  recipient: MemberRecord,
  records: readonly ActivityRecord[],
  items: readonly BacklogItemRecord[],
  now: Date,
): TeamDigestContent {
  const { start, end } = digestWeek(now);
  const inWeek = (at: string) => at >= start.toISOString() && at < end.toISOString();
  const weekRecords = records.filter((record) => inWeek(record.at));
  const totals: DigestTotals = { steps_done: 0, cards_used: 0, cards_rated: 0, results_shared: 0 };
  for (const record of weekRecords) totals[totalOf[record.kind]] += 1;
  const managed = recipient.role !== "member";
  const steps = new Map<string, number>();
  for (const record of weekRecords) if (record.kind === "guide-step") steps.set(record.user_id, (steps.get(record.user_id) ?? 0) + 1);
  return {
    teamName: state.team.name,
    from: start.toISOString().slice(0, 10),
    to: end.toISOString().slice(0, 10),
    totals,
    topItems: items
      .filter((item) => item.status !== "not-now" && item.status !== "done")
      .sort(byRank)
      .slice(0, 3)
      .map((item) => ({ title: item.title, votes: item.vote_count })),
    moved: items
      .filter((item): item is BacklogItemRecord & { status: "doing" | "done" } => item.status === "doing" || item.status === "done")
      .filter((item) => inWeek(item.updated_at))
      .map((item) => ({ title: item.title, status: item.status })),
    memberSteps: managed
      ? state.members
          .filter((member) => steps.has(member.user_id))
          .map((member) => ({ name: member.name ?? member.email, steps: steps.get(member.user_id)! }))
          .sort((a, b) => b.steps - a.steps || a.name.localeCompare(b.name))
      : [],
    managed,
  };
}
