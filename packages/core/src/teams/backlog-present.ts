// A team's backlog as its members see it: ranked (backlog-rank.ts), the not-now list apart with its
// reasons, each item with the requester's vote and what they may do to it. An author no longer in the
// team (removed, left or erased) is "A former member"; their votes and comments still count.
import { backlogMessages } from "../messages/team-backlog.ts";
import { memberOf, type MemberRecord, type TeamState } from "./records.ts";
import type { BacklogCommentRecord, BacklogItemRecord } from "./backlog-records.ts";
import { ranked, shownPriority } from "./backlog-rank.ts";
import { managesBacklog, mayDelete, mayEdit } from "./backlog-rules.ts";
import type { BacklogComment, BacklogItem, TeamBacklog } from "./backlog-schema.ts";

/** The name an author goes by on the board: theirs (else their address) while in the team. */
export function authorName(state: TeamState, authorId: string | undefined): string {
  const author = authorId ? memberOf(state, authorId) : undefined;
  return author ? (author.name ?? author.email) : backlogMessages.formerMember;
}

export function itemShown(
  state: TeamState,
  member: MemberRecord,
  item: BacklogItemRecord,
  { voted, rank }: { voted: boolean; rank: number | null },
): BacklogItem {
  const changeable = state.team.status === "active";
  return {
    item_id: item.item_id,
    title: item.title,
    task: item.task,
    frequency: item.frequency,
    hours: item.hours,
    data: item.data,
    personal_data: item.personal_data,
    confidential_data: item.confidential_data,
    wrong_cost: item.wrong_cost,
    wrong_cost_why: item.wrong_cost_why,
    links: item.links,
    status: item.status,
    ...(item.status === "not-now" && { not_now_reason: item.not_now_reason ?? "" }),
    score: item.score ?? null,
    priority: shownPriority(item.score),
    rank,
    vote_count: item.vote_count,
    comment_count: item.comment_count,
    voted,
    author: authorName(state, item.author_id),
    mine: item.author_id === member.user_id,
    can_edit: changeable && mayEdit(member, item),
    can_delete: changeable && mayDelete(member, item),
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

/** Every item with its place: the ranked board numbered from 1, the not-now list unnumbered. */
export function rankedItems(items: readonly BacklogItemRecord[]): { board: BacklogItemRecord[]; notNow: BacklogItemRecord[] } {
  return {
    board: ranked(items.filter((item) => item.status !== "not-now")),
    notNow: items.filter((item) => item.status === "not-now").sort((a, b) => b.updated_at.localeCompare(a.updated_at)),
  };
}

export function teamBacklog(
  state: TeamState,
  member: MemberRecord,
  items: readonly BacklogItemRecord[],
  voted: ReadonlySet<string>,
): TeamBacklog {
  const { board, notNow } = rankedItems(items);
  return {
    items: board.map((item, index) => itemShown(state, member, item, { voted: voted.has(item.item_id), rank: index + 1 })),
    not_now: notNow.map((item) => itemShown(state, member, item, { voted: voted.has(item.item_id), rank: null })),
    can_manage: managesBacklog(member),
    ranking: backlogMessages.rankingExplained,
  };
}

export const commentShown = (state: TeamState, member: MemberRecord, comment: BacklogCommentRecord): BacklogComment => ({
  comment_id: comment.comment_id,
  author: authorName(state, comment.author_id),
  mine: comment.author_id === member.user_id,
  text: comment.text,
  created_at: comment.created_at,
});
