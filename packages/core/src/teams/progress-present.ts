// A team's progress as its page shows it: each member's steps, cards and shared results, and the
// team's totals per ISO week for the chart. The owner and admins see every member (a former one as
// "A former member"); a member sees the totals and their own row only.
import { guideIds, type GuideContents, type GuideId } from "../content/types.ts";
import { progressMessages } from "../messages/teams.ts";
import { isoWeek } from "../digest/week.ts";
import type { MemberRecord, TeamState } from "./records.ts";
import type { ActivityRecord, ResultSharedRecord } from "./progress-records.ts";
import type { MemberProgress, ProgressGuide, SharedResult, TeamProgress, WeekTotals } from "./progress-schema.ts";
import type { AnalysisKind } from "../roast/checks/types.ts";

const roleOrder = { owner: 0, admin: 1, member: 2 } as const;
const dayMs = 86_400_000;

/** Each guide's step titles (a card's title for the guides made of cards), as its page marks them done. */
export function guideStepTitles(guides: GuideContents): Record<GuideId, string[]> {
  return {
    "build-website": guides["build-website"].steps.map((step) => step.title),
    "improve-landing-page": guides["improve-landing-page"].steps.map((step) => step.title),
    "research-report": guides["research-report"].cards.map((card) => card.title),
    "expert-panel": guides["expert-panel"].cards.map((card) => card.title),
    "market-decision": guides["market-decision"].steps.map((step) => step.title),
  };
}

const resultKindNames: Record<AnalysisKind, string> = {
  "landing-roast": "Landing page roast",
  "landing-improve": "Landing page improvements",
  "founder-profile": "Founder profile",
  "website-roast": "Website roast",
};

export function sharedResultShown(record: ResultSharedRecord): SharedResult {
  return {
    result_id: record.result_id,
    kind: record.result_kind,
    subject: record.subject,
    title: `${resultKindNames[record.result_kind]}: ${record.subject}`,
    link: `/r/${record.result_id}`,
    shared_at: record.at,
  };
}

/** The Monday (UTC) of the ISO week `at` falls in. */
export function weekStart(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * dayMs);
}

/** The team's totals for the last `weeks` ISO weeks, the oldest first and the current week last. */
export function weeklyTotals(records: readonly ActivityRecord[], now: Date, weeks: number): WeekTotals[] {
  const current = weekStart(now).getTime();
  const totals: WeekTotals[] = Array.from({ length: weeks }, (_, index) => {
    const monday = new Date(current - (weeks - 1 - index) * 7 * dayMs);
    return {
      week: isoWeek(monday),
      starts_on: monday.toISOString().slice(0, 10),
      steps_done: 0,
      cards_used: 0,
      cards_rated: 0,
      results_shared: 0,
    };
  });
  const counter = {
    "guide-step": "steps_done",
    "card-used": "cards_used",
    "card-rated": "cards_rated",
    "result-shared": "results_shared",
  } as const;
  for (const record of records) {
    const index = weeks - 1 - Math.round((current - weekStart(new Date(record.at)).getTime()) / (7 * dayMs));
    if (index < 0 || index >= weeks) continue;
    totals[index]![counter[record.kind]] += 1;
  }
  return totals;
}

/** One person's row from their reports; `member` undefined for a former member. */
export function memberProgress(
  userId: string,
  member: MemberRecord | undefined,
  records: readonly ActivityRecord[],
  stepTitles: Record<GuideId, string[]>,
): MemberProgress {
  const steps = new Map<GuideId, Set<string>>();
  const used = new Set<string>();
  const ratings: boolean[] = [];
  const shared: SharedResult[] = [];
  let lastActive: string | null = null;
  for (const record of records) {
    if (lastActive === null || record.at > lastActive) lastActive = record.at;
    if (record.kind === "guide-step") {
      // A step the guide no longer has does not count towards it.
      if (stepTitles[record.guide].includes(record.step)) steps.set(record.guide, (steps.get(record.guide) ?? new Set()).add(record.step));
    } else if (record.kind === "card-used") used.add(record.card);
    else if (record.kind === "card-rated") ratings.push(record.worked);
    else shared.push(sharedResultShown(record));
  }
  return {
    user_id: userId,
    name: member ? (member.name ?? member.email) : progressMessages.formerMember,
    email: member?.email ?? "",
    role: member?.role ?? null,
    former: !member,
    guides: guideIds.map((guide) => ({ guide, steps_done: steps.get(guide)?.size ?? 0, total_steps: stepTitles[guide].length })),
    cards_used: used.size,
    cards_rated: ratings.length,
    cards_worked: ratings.filter(Boolean).length,
    shared_results: shared.sort((a, b) => b.shared_at.localeCompare(a.shared_at)),
    last_active: lastActive,
  };
}

export interface ProgressInput {
  state: TeamState;
  requester: MemberRecord;
  records: readonly ActivityRecord[];
  guides: ProgressGuide[];
  stepTitles: Record<GuideId, string[]>;
  now: Date;
  weeks: number;
}

export function teamProgress({ state, requester, records, guides, stepTitles, now, weeks }: ProgressInput): TeamProgress {
  const seesEveryone = requester.role !== "member";
  const byPerson = new Map<string, ActivityRecord[]>();
  for (const record of records) byPerson.set(record.user_id, [...(byPerson.get(record.user_id) ?? []), record]);
  const current = [...state.members].sort(
    (a, b) => roleOrder[a.role] - roleOrder[b.role] || (a.name ?? a.email).localeCompare(b.name ?? b.email),
  );
  const currentIds = new Set(current.map((member) => member.user_id));
  const formerIds = [...byPerson.keys()].filter((userId) => !currentIds.has(userId)).sort();
  const rows = [
    ...current.map((member) => memberProgress(member.user_id, member, byPerson.get(member.user_id) ?? [], stepTitles)),
    ...formerIds.map((userId) => memberProgress(userId, undefined, byPerson.get(userId)!, stepTitles)),
  ];
  return {
    team_id: state.team.team_id,
    sees_everyone: seesEveryone,
    guides,
    members: seesEveryone ? rows : rows.filter((row) => row.user_id === requester.user_id),
    weeks: weeklyTotals(records, now, weeks),
    visibility: progressMessages.visibility,
  };
}
