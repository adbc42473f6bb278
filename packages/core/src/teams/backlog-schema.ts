// A team's AI-opportunity backlog (issue 48, Deliver 3): what its routes take and answer, one
// definition for the API and the web. Shaped like an AI use-case intake: the task as done today, how
// often and how long, the data it would use (flagged when personal or confidential), and what a wrong
// answer would cost; the owner or an admin scores it and moves it through its statuses.
import * as z from "zod/mini";
import { backlogLimits as limits } from "../limits/index.ts";
import { backlogMessages as m } from "../messages/team-backlog.ts";
import { cleaned } from "../validation/index.ts";

export const backlogStatuses = ["suggested", "shortlisted", "doing", "done", "not-now"] as const;
export type BacklogStatus = (typeof backlogStatuses)[number];
export const backlogFrequencies = ["daily", "weekly", "monthly", "quarterly", "ad-hoc"] as const;
export type BacklogFrequency = (typeof backlogFrequencies)[number];
export const wrongAnswerCosts = ["low", "medium", "high"] as const;
export type WrongAnswerCost = (typeof wrongAnswerCosts)[number];
export const scoreFactors = ["value", "readiness", "risk", "effort"] as const;
export type ScoreFactor = (typeof scoreFactors)[number];
/** The owner's score: value and data readiness count for an item, risk and effort against it (1–5 each). */
export type BacklogScore = Record<ScoreFactor, number>;

/**
 * What an item may link to, by the site's own paths: a prompt card ("/prompts/claude#slug"), a
 * library ("/prompts/claude"), a Level 3 guide ("/level-3-market-decision") or a kept result
 * ("/r/<id>"). The shape is checked here; the API checks the card or guide exists (backlog-links.ts).
 */
export const backlogLinkPatterns = {
  prompt: /^\/prompts\/[a-z0-9-]+#[a-z0-9-]+$/,
  library: /^\/prompts\/[a-z0-9-]+$/,
  guide: /^\/level-3-[a-z0-9-]+$/,
  result: /^\/r\/[A-Za-z0-9_-]{22}$/,
} as const;
export type BacklogLinkKind = keyof typeof backlogLinkPatterns;
export const backlogLinkKind = (path: string): BacklogLinkKind | null =>
  (Object.keys(backlogLinkPatterns) as BacklogLinkKind[]).find((kind) => backlogLinkPatterns[kind].test(path)) ?? null;

export interface BacklogLink {
  kind: BacklogLinkKind;
  path: string;
  /** The card's, library's or guide's title as the content names it; "A kept result" for a result. */
  title: string;
}

const text = (required: string, tooLong: string, max: number, { multiline = false } = {}) =>
  z.string({ error: required }).check(cleaned({ multiline }), z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));
const optionalText = (tooLong: string, max: number) =>
  z.string({ error: tooLong }).check(cleaned({ multiline: true }), z.trim(), z.maxLength(max, tooLong));

const title = text(m.titleRequired, m.titleTooLong, limits.titleMax);
const task = text(m.taskRequired, m.taskTooLong, limits.taskMax, { multiline: true });
const frequency = z.enum(backlogFrequencies, { error: m.frequencyInvalid });
const hours = z
  .number({ error: m.hoursInvalid })
  .check(z.gte(limits.hoursMin, m.hoursInvalid), z.lte(limits.hoursMax, m.hoursInvalid), z.refine(Number.isFinite, m.hoursInvalid));
const data = text(m.dataRequired, m.dataTooLong, limits.dataMax, { multiline: true });
const flag = z.boolean({ error: m.flagInvalid });
const wrongCost = z.enum(wrongAnswerCosts, { error: m.wrongCostInvalid });
const why = optionalText(m.whyTooLong, limits.whyMax);
const linkPath = z.string({ error: m.linkInvalid }).check(
  z.trim(),
  z.maxLength(limits.linkPathMax, m.linkInvalid),
  z.refine((path) => backlogLinkKind(path) !== null, m.linkInvalid),
);
const links = z.array(linkPath, { error: m.linkInvalid }).check(z.maxLength(limits.linksMax, m.linksTooMany));
const factor = z.int({ error: m.scoreInvalid }).check(z.gte(limits.scoreMin, m.scoreInvalid), z.lte(limits.scoreMax, m.scoreInvalid));
const score = z.strictObject({ value: factor, readiness: factor, risk: factor, effort: factor }, { error: m.scoreInvalid });

/** POST /api/teams/:teamId/backlog (any member): a suggestion. */
export const suggestItemSchema = z.object({
  title,
  task,
  frequency,
  hours,
  data,
  personal_data: z.optional(flag),
  confidential_data: z.optional(flag),
  wrong_cost: wrongCost,
  wrong_cost_why: z.optional(why),
  links: z.optional(links),
});

/**
 * PATCH /api/teams/:teamId/backlog/:itemId: its author may change its words while it is suggested;
 * the owner or an admin may change anything, set (or, with null, clear) the score and move the
 * status ("not-now" needs its reason).
 */
export const editItemSchema = z
  .object({
    title: z.optional(title),
    task: z.optional(task),
    frequency: z.optional(frequency),
    hours: z.optional(hours),
    data: z.optional(data),
    personal_data: z.optional(flag),
    confidential_data: z.optional(flag),
    wrong_cost: z.optional(wrongCost),
    wrong_cost_why: z.optional(why),
    links: z.optional(links),
    status: z.optional(z.enum(backlogStatuses, { error: m.statusInvalid })),
    not_now_reason: z.optional(optionalText(m.reasonTooLong, limits.reasonMax)),
    score: z.optional(z.nullable(score)),
  })
  .check(z.refine((edit) => Object.values(edit).some((value) => value !== undefined), m.nothingToChange));

/** POST /api/teams/:teamId/backlog/:itemId/comments (any member). */
export const backlogCommentSchema = z.object({
  text: text(m.commentRequired, m.commentTooLong, limits.commentMax, { multiline: true }),
});

export type SuggestItemRequest = z.infer<typeof suggestItemSchema>;
export type EditItemRequest = z.infer<typeof editItemSchema>;
/** The fields of an item its author may change while it is suggested. */
export const itemWordFields = [
  "title",
  "task",
  "frequency",
  "hours",
  "data",
  "personal_data",
  "confidential_data",
  "wrong_cost",
  "wrong_cost_why",
  "links",
] as const satisfies ReadonlyArray<keyof EditItemRequest>;

/** An item as the team's members see it. */
export interface BacklogItem {
  item_id: string;
  title: string;
  task: string;
  frequency: BacklogFrequency;
  hours: number;
  data: string;
  personal_data: boolean;
  confidential_data: boolean;
  wrong_cost: WrongAnswerCost;
  wrong_cost_why: string;
  links: BacklogLink[];
  status: BacklogStatus;
  /** Why not now: present with the "not-now" status only. */
  not_now_reason?: string;
  /** Null until the owner or an admin scores it. */
  score: BacklogScore | null;
  /** value × readiness ÷ (risk + effort), 2 decimals; null when unscored. */
  priority: number | null;
  /** Its place on the ranked board (1 is first); null on the not-now list. */
  rank: number | null;
  vote_count: number;
  comment_count: number;
  /** Whether the requester has voted for it. */
  voted: boolean;
  /** Its author's name (else address) while they are in the team; "A former member" once they are not. */
  author: string;
  /** Whether the requester suggested it. */
  mine: boolean;
  /** What the requester may do to it (the API decides again on every change). */
  can_edit: boolean;
  can_delete: boolean;
  created_at: string;
  updated_at: string;
}

/** GET /api/teams/:teamId/backlog. */
export interface TeamBacklog {
  /** Ranked: scored items by priority, then the unscored by votes; ties by votes, then the older first. */
  items: BacklogItem[];
  /** Items set aside, each with its reason, the most recently set aside first. */
  not_now: BacklogItem[];
  /** Whether the requester scores, moves and exports (the team's owner or an admin). */
  can_manage: boolean;
  /** The ranking in a sentence, for the page to show. */
  ranking: string;
}

export interface BacklogComment {
  comment_id: string;
  author: string;
  mine: boolean;
  text: string;
  created_at: string;
}
