// Progress a leader can see (issue 48, Deliver 4): what a member reports of their own use of the
// toolkit to a team, and what the team's progress page is answered. One definition for the API and
// the web. What a member reports is visible to the team's owner and admins (progressMessages.visibility).
import * as z from "zod/mini";
import type { AnalysisKind } from "../roast/checks/types.ts";
import { guideIds, type GuideId } from "../content/types.ts";
import { progressMessages as m } from "../messages/teams.ts";
import type { TeamRole } from "./schema.ts";

export const activityKinds = ["guide-step", "card-used", "card-rated", "result-shared"] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The weeks the progress page's chart may cover: 1 to 26, 8 unless asked. */
export const progressWeeks = { default: 8, min: 1, max: 26 } as const;

/** A prompt card by its path on the site, as the libraries' anchors name it: "/prompts/claude#ai-strategy-tutor". */
export const cardPathPattern = /^\/prompts\/[a-z0-9-]+#[a-z0-9-]+$/;
const card = z.string({ error: m.cardInvalid }).check(z.maxLength(200, m.cardInvalid), z.regex(cardPathPattern, m.cardInvalid));
const guide = z.enum(guideIds, { error: m.guideInvalid });
const step = z.string({ error: m.stepInvalid }).check(z.trim(), z.minLength(1, m.stepInvalid), z.maxLength(300, m.stepInvalid));
/** A card's rating is the member's answer to its "Did this work for you?": yes (true) or no (false). */
const worked = z.boolean({ error: m.workedInvalid });
export const resultIdSchema = z.string({ error: m.resultInvalid }).check(z.regex(/^[A-Za-z0-9_-]{22}$/, m.resultInvalid));

/**
 * POST /api/teams/:teamId/activity (any member, about themselves) → 204. The API checks the guide's
 * step and the card exist, and that the member owns the kept result they share. Idempotent per
 * member, kind and subject (a step marked again, a card rated again keeps the latest answer), except
 * card-used, which counts one use per member, card and UTC day at most.
 */
export const activitySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("guide-step"), guide, step }),
    z.object({ kind: z.literal("card-used"), card }),
    z.object({ kind: z.literal("card-rated"), card, worked }),
    z.object({ kind: z.literal("result-shared"), result_id: resultIdSchema }),
  ],
  { error: m.kindInvalid },
);
export type ActivityRequest = z.infer<typeof activitySchema>;

/** GET /api/teams/:teamId/progress?weeks=8 (1–26). */
export const progressQuerySchema = z.object({
  weeks: z.optional(
    z.string({ error: m.weeksInvalid }).check(
      z.regex(/^\d{1,2}$/, m.weeksInvalid),
      z.refine((weeks) => Number(weeks) >= progressWeeks.min && Number(weeks) <= progressWeeks.max, m.weeksInvalid),
    ),
  ),
});

// DELETE /api/teams/:teamId/activity/shared/:resultId (the member who shared it) → 204: un-shared.

/** A guide as the progress page names it. */
export interface ProgressGuide {
  guide: GuideId;
  title: string;
  /** Its page: "/level-3-market-decision". */
  path: string;
  total_steps: number;
}

/** A kept result a member shared with the team. */
export interface SharedResult {
  result_id: string;
  kind: AnalysisKind;
  /** The URL judged, or the person's name for a founder profile. */
  subject: string;
  /** "Landing page roast: https://…", as a line in a list says it. */
  title: string;
  /** Its permalink: "/r/<id>". */
  link: string;
  shared_at: string;
}

/** One member's progress (for a former member: "A former member", no address, role null). */
export interface MemberProgress {
  user_id: string;
  /** Their name, else their address; "A former member" once they left or were removed. */
  name: string;
  /** Empty for a former member. */
  email: string;
  /** Null for a former member. */
  role: TeamRole | null;
  former: boolean;
  /** Steps done per guide (every guide listed, 0 when none). */
  guides: Array<{ guide: GuideId; steps_done: number; total_steps: number }>;
  /** Distinct cards they used. */
  cards_used: number;
  /** Distinct cards they rated (answered "Did this work for you?"), and of those, how many worked for them. */
  cards_rated: number;
  cards_worked: number;
  /** The newest first. */
  shared_results: SharedResult[];
  /** Their latest reported activity; null when none. */
  last_active: string | null;
}

/** The team's totals for one ISO week (Monday, UTC), for the chart. */
export interface WeekTotals {
  /** "2026-W49". */
  week: string;
  /** The week's Monday: "2026-11-30". */
  starts_on: string;
  steps_done: number;
  /** Uses of cards that week (one per member, card and day). */
  cards_used: number;
  cards_rated: number;
  results_shared: number;
}

/**
 * GET /api/teams/:teamId/progress. The owner and admins see every member (former members too, as
 * "A former member"); a member sees the team totals and their own row only.
 */
export interface TeamProgress {
  team_id: string;
  /** Whether the requester sees every member's row (owner or admin). */
  sees_everyone: boolean;
  guides: ProgressGuide[];
  /** Current members first (owner, admins, members, then by name), then former members. */
  members: MemberProgress[];
  /** The last N weeks, the oldest first, the current week last. */
  weeks: WeekTotals[];
  /** progressMessages.visibility: for the page to tell the member who sees their progress. */
  visibility: string;
}

/**
 * PUT /api/teams/:teamId/digest-mail (any member): whether they are sent the weekly team digest, for
 * every team they are in (the mail's one-click link turns it off too). GET answers the same shape.
 */
export const teamDigestChoiceSchema = z.object({ team_digest: z.boolean({ error: m.digestChoiceInvalid }) });
export type TeamDigestChoice = z.infer<typeof teamDigestChoiceSchema>;
/** What GET and PUT answer: the choice, and (after a PUT) what it means in a sentence. */
export interface TeamDigestSetting {
  team_digest: boolean;
  message?: string;
}
