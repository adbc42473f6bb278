// The Vote tab's calls, each answering a value the components can show.
import type {
  BoardSort,
  CategoryView,
  NewSuggestion,
  PredefinedToolId,
  RoadmapColumn,
  Suggestion,
  SuggestionStatus,
} from "@ai-leaders/core/voting";
import { api, readApiError, type ApiError } from "../../../lib/api-client.ts";

/** Where a suggestion stands, and the operator's public reply. */
export interface StatusView {
  status: SuggestionStatus;
  status_reply: string | null;
  status_updated_at: string | null;
}

export type { CategoryView };

export interface SuggestionView
  extends StatusView, Pick<Suggestion, "id" | "title" | "description" | "vote_count" | "comment_count" | "created_at"> {
  category: CategoryView | null;
}

/** Planned and in progress by votes; done, the most recently marked first (core/voting/roadmap.ts). */
export type RoadmapSuggestions = Record<RoadmapColumn, SuggestionView[]>;

export interface PredefinedCounts extends StatusView {
  tool_id: PredefinedToolId;
  suggestion_id: string | null;
  vote_count: number;
  comment_count: number;
}

/** Said by the server when pre-moderation holds what was sent until a moderator approves it. */
export interface PendingNotice {
  pending: true;
  notice: { title: string; description: string };
}

export interface CommentView {
  id: string;
  comment_text: string;
  created_at: string;
}

/** Which item a vote or comment is for: a stored suggestion, or a predefined tool. */
export type VoteTarget = { kind: "suggestion"; id: string } | { kind: "tool"; toolId: PredefinedToolId };

export type Result<T> = { ok: true; value: T } | { ok: false; status: number; error: ApiError | null };

/** The signed-in account's token, when there is one: the board then answers for the account. */
const asAccount = (userToken?: string) => (userToken ? { headers: { authorization: `Bearer ${userToken}` } } : {});

async function settle<T>(request: Promise<Response>): Promise<Result<T>> {
  try {
    const response = await request;
    if (response.ok) return { ok: true, value: (await response.json()) as T };
    return { ok: false, status: response.status, error: await readApiError(response) };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

/** Which of these suggestions (ids, the tools' suggestion ids too) this visitor voted on before. */
export const votedRequest = (ids: string[], userToken?: string) =>
  settle<{ voted: string[] }>(api.api.suggestions.voted.$post({ json: { ids } }, asAccount(userToken)));

/** One page of community suggestions, of one category when one is chosen (the predefined tools come with every page). */
export const listSuggestions = (sort: BoardSort, cursor: string | null = null, category: string | null = null) =>
  settle<{ predefined: PredefinedCounts[]; community: SuggestionView[]; next_cursor: string | null }>(
    // The first page by Top is spec §7's plain list call, with no query at all.
    api.api.suggestions.$get({ query: { ...(sort !== "top" && { sort }), ...(cursor && { cursor }), ...(category && { category }) } }),
  );

/** The operator's categories, in their order: the filter and the form offer them. */
export const listCategories = () => settle<{ categories: CategoryView[] }>(api.api.suggestions.categories.$get());

export const getRoadmap = () => settle<RoadmapSuggestions>(api.api.suggestions.roadmap.$get());

/** Made while signed in, it is listed in the account's "Your suggestions and votes". */
export const addSuggestion = (suggestion: NewSuggestion, userToken?: string) =>
  settle<{ suggestion: SuggestionView } | ({ suggestion: SuggestionView } & PendingNotice)>(
    api.api.suggestions.$post({ json: suggestion }, asAccount(userToken)),
  );

/** Similar titles already on the board, within one category when the visitor chose one. */
export const findSimilar = (title: string, category: string | null, signal?: AbortSignal) =>
  settle<{ suggestions: SuggestionView[] }>(
    api.api.suggestions.similar.$get({ query: { q: title, ...(category && { category }) } }, { init: { signal } }),
  );

/** "Email me when this ships": the address and the visitor's consent, for one suggestion. */
export const notifyWhenShipped = (id: string, email: string, trap: { homepage?: string } = {}) =>
  settle<{ subscribed: true }>(api.api.suggestions[":id"]["notify-me"].$post({ param: { id }, json: { email, consent: true, ...trap } }));

/**
 * A signed-in account votes as itself (its token); anyone else as this device, which the server
 * knows by its own signed cookie: the browser sends nothing to claim one.
 */
export function castVote(target: VoteTarget, userToken?: string) {
  return settle<{ vote_count: number }>(
    target.kind === "tool"
      ? api.api.predefined[":toolId"].votes.$post({ param: { toolId: target.toolId } }, asAccount(userToken))
      : api.api.suggestions[":id"].votes.$post({ param: { id: target.id } }, asAccount(userToken)),
  );
}

export function listComments(target: VoteTarget) {
  return settle<{ comments: CommentView[] }>(
    target.kind === "tool"
      ? api.api.predefined[":toolId"].comments.$get({ param: { toolId: target.toolId } })
      : api.api.suggestions[":id"].comments.$get({ param: { id: target.id } }),
  );
}

export function postComment(target: VoteTarget, commentText: string, trap: { homepage?: string } = {}) {
  const json = { comment_text: commentText, ...trap };
  return settle<{ comment: CommentView; comment_count: number } | ({ comment: CommentView } & PendingNotice)>(
    target.kind === "tool"
      ? api.api.predefined[":toolId"].comments.$post({ param: { toolId: target.toolId }, json })
      : api.api.suggestions[":id"].comments.$post({ param: { id: target.id }, json }),
  );
}
