import { listFollowedIds } from "../../lib/account-board/account-board-api.ts";

/** The account's follows, asked once per session token however many Follow buttons the board shows. */
let asked: { token: string; ids: Promise<Set<string>> } | null = null;

export function followedIds(token: string): Promise<Set<string>> {
  if (asked?.token !== token) {
    asked = { token, ids: listFollowedIds(token).then((answer) => new Set(answer.ok ? answer.value : [])) };
  }
  return asked.ids;
}

/** A tap changed one: a button shown again (a re-sort, another page) starts from what is true now. */
export function noteFollowed(token: string, suggestionId: string, following: boolean): void {
  void followedIds(token).then((ids) => (following ? ids.add(suggestionId) : ids.delete(suggestionId)));
}
