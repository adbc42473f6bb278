// A team's backlog as stored: in the teams table, under the team's own partition, so no read of one
// team's board can reach another's. Every entry starts with "backlog#", which sorts before the team's
// own entries ("invitation#", "member#", "team"): reading the team (repository.ts load) skips them.
import type { BacklogFrequency, BacklogLink, BacklogScore, BacklogStatus, WrongAnswerCost } from "./backlog-schema.ts";

export interface BacklogItemRecord {
  team_id: string;
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
  not_now_reason?: string;
  score?: BacklogScore;
  vote_count: number;
  comment_count: number;
  /** Absent once its author's account is erased. */
  author_id?: string;
  created_at: string;
  updated_at: string;
  /** Moved by every edit: an edit decided on a stale read is refused and decided again. */
  version: number;
}

export interface BacklogVoteRecord {
  team_id: string;
  item_id: string;
  user_id: string;
  created_at: string;
}

export interface BacklogCommentRecord {
  team_id: string;
  item_id: string;
  comment_id: string;
  /** Absent once its author's account is erased. */
  author_id?: string;
  text: string;
  created_at: string;
}

export const backlogPrefix = "backlog#";
/** Every backlog entry sorts below this, every entry of the team itself above it. */
export const afterBacklog = "backlog$";
export const itemPrefix = `${backlogPrefix}item#`;
export const itemEntry = (itemId: string) => `${itemPrefix}${itemId}`;
export const votePrefix = (itemId: string) => `${backlogPrefix}vote#${itemId}#`;
export const voteEntry = (itemId: string, userId: string) => `${votePrefix(itemId)}${userId}`;
export const commentPrefix = (itemId: string) => `${backlogPrefix}comment#${itemId}#`;
/** Comments sort by time under their item. */
export const commentEntry = (comment: Pick<BacklogCommentRecord, "item_id" | "created_at" | "comment_id">) =>
  `${commentPrefix(comment.item_id)}${comment.created_at}#${comment.comment_id}`;

/**
 * byPerson's partition for what a person wrote or voted on a backlog (items, comments, votes), so an
 * erasure finds it in every team, those they have left too. Apart from "user#<id>", their memberships.
 */
export const backlogPerson = (userId: string) => `backlog#${userId}`;

/** Which kind of backlog record an entry is, and its item. */
export function backlogEntryOf(entry: string): { kind: "item" | "vote" | "comment"; itemId: string } | null {
  const match = /^backlog#(item|vote|comment)#([^#]+)/.exec(entry);
  return match ? { kind: match[1] as "item" | "vote" | "comment", itemId: match[2]! } : null;
}
