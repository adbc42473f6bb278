// The Vote tab's calls, each answering a value the components can show.
import type { NewSuggestion, PredefinedToolId } from "@ai-leaders/core/voting";
import { api, readApiError, type ApiError } from "../../../lib/api-client.ts";

export interface SuggestionView {
  id: string;
  title: string;
  description: string | null;
  vote_count: number;
  comment_count: number;
  created_at: string;
}

export interface PredefinedCounts {
  tool_id: PredefinedToolId;
  suggestion_id: string | null;
  vote_count: number;
  comment_count: number;
}

export interface CommentView {
  id: string;
  comment_text: string;
  created_at: string;
}

/** Which item a vote or comment is for: a stored suggestion, or a predefined tool. */
export type VoteTarget = { kind: "suggestion"; id: string } | { kind: "tool"; toolId: PredefinedToolId };

export type Result<T> = { ok: true; value: T } | { ok: false; status: number; error: ApiError | null };

async function settle<T>(request: Promise<Response>): Promise<Result<T>> {
  try {
    const response = await request;
    if (response.ok) return { ok: true, value: (await response.json()) as T };
    return { ok: false, status: response.status, error: await readApiError(response) };
  } catch {
    return { ok: false, status: 0, error: null };
  }
}

export const listSuggestions = () =>
  settle<{ predefined: PredefinedCounts[]; community: SuggestionView[] }>(api.api.suggestions.$get());

export const addSuggestion = (suggestion: NewSuggestion) =>
  settle<{ suggestion: SuggestionView }>(api.api.suggestions.$post({ json: suggestion }));

/** The server knows the voter by its own signed cookie; the browser sends nothing to claim one. */
export function castVote(target: VoteTarget) {
  return settle<{ vote_count: number }>(
    target.kind === "tool"
      ? api.api.predefined[":toolId"].votes.$post({ param: { toolId: target.toolId } })
      : api.api.suggestions[":id"].votes.$post({ param: { id: target.id } }),
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
  return settle<{ comment: CommentView; comment_count: number }>(
    target.kind === "tool"
      ? api.api.predefined[":toolId"].comments.$post({ param: { toolId: target.toolId }, json })
      : api.api.suggestions[":id"].comments.$post({ param: { id: target.id }, json }),
  );
}
