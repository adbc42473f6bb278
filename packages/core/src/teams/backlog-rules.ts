// Who may do what on a team's backlog. Like the team's own rules (rules.ts), a team the requester is
// not in is "not found", a suspended team is read but not changed. Any member suggests, votes and
// comments; an item's author edits its words, or removes it, while it is only suggested; the team's
// owner and admins change anything, score, move and export.
import { backlogMessages } from "../messages/team-backlog.ts";
import { teamMessages } from "../messages/teams.ts";
import { backlogLimits } from "../limits/index.ts";
import type { TeamMessage, TeamRefusal } from "./change.ts";
import type { MemberRecord, TeamState } from "./records.ts";
import { activeMembership, membership } from "./rules.ts";
import type { BacklogItemRecord } from "./backlog-records.ts";
import { itemWordFields, type BacklogLink, type EditItemRequest } from "./backlog-schema.ts";

export type BacklogMessage = keyof typeof backlogMessages;

export interface BacklogRefusal {
  refusal: BacklogMessage | TeamMessage;
  status: TeamRefusal["status"];
}

const refuse = (refusal: BacklogRefusal["refusal"], status: BacklogRefusal["status"]): BacklogRefusal => ({ refusal, status });
export const isBacklogRefusal = (outcome: object): outcome is BacklogRefusal => "refusal" in outcome;

/** A refusal's words: the backlog's own, or the team's (not found, suspended). */
export const backlogRefusalMessage = ({ refusal }: BacklogRefusal): string =>
  refusal in backlogMessages ? backlogMessages[refusal as BacklogMessage] : teamMessages[refusal as TeamMessage];

export const managesBacklog = (member: Pick<MemberRecord, "role">) => member.role !== "member";

/** A member (of any standing team) reading the board or an item's comments. */
export const backlogReader = (state: TeamState | null, userId: string): MemberRecord | BacklogRefusal => membership(state, userId);

/** The owner or an admin exporting the board: a read, so a suspended team's too. */
export function backlogExporter(state: TeamState | null, userId: string): MemberRecord | BacklogRefusal {
  const member = membership(state, userId);
  if ("refusal" in member) return member;
  return managesBacklog(member) ? member : refuse("managersOnly", 403);
}

/** Any member of an active team suggests, while the board has room. */
export function planSuggestion(state: TeamState | null, userId: string, itemCount: number): MemberRecord | BacklogRefusal {
  const member = activeMembership(state, userId);
  if ("refusal" in member) return member;
  return itemCount >= backlogLimits.itemsMax ? refuse("backlogFull", 409) : member;
}

/** Any member of an active team votes for an item, or takes their vote back. */
export function planVote(state: TeamState | null, userId: string, item: BacklogItemRecord | null): MemberRecord | BacklogRefusal {
  const member = activeMembership(state, userId);
  if ("refusal" in member) return member;
  return item ? member : refuse("itemNotFound", 404);
}

/** Any member of an active team comments on an item, up to its comments' limit. */
export function planComment(state: TeamState | null, userId: string, item: BacklogItemRecord | null): MemberRecord | BacklogRefusal {
  const member = planVote(state, userId, item);
  if ("refusal" in member) return member;
  return item!.comment_count >= backlogLimits.commentsMax ? refuse("commentsFull", 409) : member;
}

/** An edit as the rules take it: its links already found among the site's pages (backlog-links.ts). */
export type ItemEdit = Omit<EditItemRequest, "links"> & { links?: BacklogLink[] };

export interface PlannedEdit {
  /** Fields to set. */
  set: Partial<BacklogItemRecord>;
  /** Fields to clear: the reason when an item leaves "not now", the score when cleared. */
  clear: Array<"not_now_reason" | "score">;
  /** Whether the edit needs the requester to be the owner or an admin (checked again as it is written). */
  asManager: boolean;
}

const authorMay = (member: MemberRecord, item: BacklogItemRecord) => item.author_id === member.user_id && item.status === "suggested";

export const mayEdit = (member: MemberRecord, item: BacklogItemRecord) => managesBacklog(member) || authorMay(member, item);
export const mayDelete = mayEdit;

export function planEdit(
  state: TeamState | null,
  userId: string,
  item: BacklogItemRecord | null,
  edit: ItemEdit,
  now: Date,
): PlannedEdit | BacklogRefusal {
  const member = activeMembership(state, userId);
  if ("refusal" in member) return member;
  if (!item) return refuse("itemNotFound", 404);
  const asManager = managesBacklog(member);
  if (!asManager) {
    if (item.author_id !== userId) return refuse("notYours", 403);
    if (edit.status !== undefined || edit.score !== undefined || edit.not_now_reason !== undefined) return refuse("managersOnly", 403);
    if (item.status !== "suggested") return refuse("shortlistedAlready", 403);
  }
  const set: Partial<BacklogItemRecord> = Object.fromEntries(
    itemWordFields.filter((field) => edit[field] !== undefined).map((field) => [field, edit[field]]),
  );
  const clear: PlannedEdit["clear"] = [];
  const status = edit.status ?? item.status;
  if (edit.status !== undefined) set.status = edit.status;
  if (status === "not-now") {
    const reason = edit.not_now_reason ?? item.not_now_reason ?? "";
    if (!reason) return refuse("reasonRequired", 400);
    set.not_now_reason = reason;
  } else if (item.not_now_reason !== undefined) clear.push("not_now_reason");
  if (edit.score === null) clear.push("score");
  else if (edit.score !== undefined) set.score = edit.score;
  set.updated_at = now.toISOString();
  return { set, clear, asManager };
}

export function planDeletion(
  state: TeamState | null,
  userId: string,
  item: BacklogItemRecord | null,
): { asManager: boolean } | BacklogRefusal {
  const member = activeMembership(state, userId);
  if ("refusal" in member) return member;
  if (!item) return refuse("itemNotFound", 404);
  if (managesBacklog(member)) return { asManager: true };
  if (item.author_id !== userId) return refuse("notYours", 403);
  return authorMay(member, item) ? { asManager: false } : refuse("shortlistedAlready", 403);
}
