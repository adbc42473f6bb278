// "Your suggestions and votes" (issue 28, Deliver 5): the signed-in account's suggestions, votes and
// follows, and following a suggestion in one tap. Every request carries the account's bearer token.
import type { SuggestionStatus } from "@ai-leaders/core/voting";
import { api, settle } from "../api-client.ts";

export interface AccountBoardEntry {
  id: string;
  title: string;
  vote_count: number;
  created_at: string;
  status: SuggestionStatus;
  status_reply: string | null;
}

export interface AccountBoard {
  suggested: AccountBoardEntry[];
  voted: AccountBoardEntry[];
  following: AccountBoardEntry[];
  /** A confirmed address: following is one tap. */
  can_follow: boolean;
  /** Whether What's new mails the account when it answers a suggestion it made or voted for. */
  answers_mail: boolean;
}

/** `message`: what a refusal said; absent when the server could not be reached. */

const board = api.api.account.board;
const bearer = (userToken: string) => ({ headers: { authorization: `Bearer ${userToken}` } });

export const listAccountBoard = (userToken: string) =>
  settle(board.$get({}, bearer(userToken)), (response) => response.json() as Promise<AccountBoard>);

/** The ids of the suggestions the account follows. */
export const listFollowedIds = (userToken: string) =>
  settle(board.follows.$get({}, bearer(userToken)), async (response) => ((await response.json()) as { following: string[] }).following);

export const followSuggestion = (userToken: string, id: string) =>
  settle(board.follows[":id"].$put({ param: { id } }, bearer(userToken)), async () => true as const);

export const unfollowSuggestion = (userToken: string, id: string) =>
  settle(board.follows[":id"].$delete({ param: { id } }, bearer(userToken)), async () => true as const);

/** Whether What's new mails the account when it answers its suggestions: the stored choice and what to say of it. */
export const chooseAnswersMail = (userToken: string, wanted: boolean) =>
  settle(
    board["answers-mail"].$put({ json: { answers_mail: wanted } }, bearer(userToken)),
    (response) => response.json() as Promise<{ answers_mail: boolean; message: string }>,
  );
