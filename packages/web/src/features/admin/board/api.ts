// The Board section's requests; the shapes are the API's own, inferred from its routes.
import type { InferResponseType } from "hono/client";
import type { ModerationState, StatusChange } from "@ai-leaders/core/voting/schema";
import type { CategoryInput, CategoryView } from "@ai-leaders/core/voting";
import { api } from "../../../lib/api-client.ts";
import { pageRowsHeader } from "@ai-leaders/core/audience/schema";
import { bearer, settle, type ExportedFile } from "../api/admin-api.ts";

const board = api.api.admin.board;

/** The success answer of a route (its errors are typed with every status, 200 included). */
type Answer<Route extends (...args: never[]) => unknown, Shape> = Extract<InferResponseType<Route, 200>, Shape>;
export type OperatorSuggestion = Answer<typeof board.suggestions.$get, { rows: unknown }>["rows"][number];
export type OperatorComment = Answer<typeof board.comments.$get, { rows: unknown }>["rows"][number];
export type BoardChange = Answer<(typeof board.settings)["$put"], { change: unknown }>["change"];
export type ModerationAction = "hide" | "restore" | "approve";

async function json<T>(response: { json(): Promise<T> }): Promise<T> {
  return response.json();
}
const changeOf = async (response: Response) => (await json<{ change: BoardChange }>(response)).change;
const page = (cursor?: string) => (cursor ? { cursor } : {});

export const boardSettingsRequest = (accessToken: string) =>
  settle(board.settings.$get({}, bearer(accessToken)), json<{ pre_moderation: boolean }>);

export const setPreModerationRequest = (accessToken: string, on: boolean) =>
  settle(board.settings.$put({ json: { pre_moderation: on } }, bearer(accessToken)), changeOf);

export const suggestionsRequest = (accessToken: string, state: ModerationState, cursor?: string) =>
  settle(
    board.suggestions.$get({ query: { state, ...page(cursor) } }, bearer(accessToken)),
    json<{ rows: OperatorSuggestion[]; next_cursor: string | null }>,
  );

export const commentsRequest = (accessToken: string, state: ModerationState, cursor?: string) =>
  settle(
    board.comments.$get({ query: { state, ...page(cursor) } }, bearer(accessToken)),
    json<{ rows: OperatorComment[]; next_cursor: string | null }>,
  );

export const suggestionCommentsRequest = (accessToken: string, id: string, cursor?: string) =>
  settle(
    board.suggestions[":id"].comments.$get({ param: { id }, query: page(cursor) }, bearer(accessToken)),
    json<{ rows: OperatorComment[]; next_cursor: string | null }>,
  );

/** The four predefined tools, whether or not anyone has voted on them yet. */
export const predefinedToolsRequest = (accessToken: string) =>
  settle(board.predefined.$get({}, bearer(accessToken)), async (response) => (await json<{ rows: OperatorSuggestion[] }>(response)).rows);

export const searchSuggestionsRequest = (accessToken: string, q: string) =>
  settle(
    board.suggestions.search.$get({ query: { q } }, bearer(accessToken)),
    async (response) => (await json<{ rows: OperatorSuggestion[] }>(response)).rows,
  );

export const setStatusRequest = (accessToken: string, id: string, change: StatusChange) =>
  settle(board.suggestions[":id"].status.$post({ param: { id }, json: change }, bearer(accessToken)), changeOf);

export const suggestionActionRequest = (accessToken: string, id: string, action: ModerationAction) =>
  settle(board.suggestions[":id"][":action"].$post({ param: { id, action } }, bearer(accessToken)), changeOf);

export const deleteSuggestionRequest = (accessToken: string, id: string) =>
  settle(board.suggestions[":id"].$delete({ param: { id } }, bearer(accessToken)), changeOf);

export const mergeRequest = (accessToken: string, id: string, targetId: string) =>
  settle(board.suggestions[":id"].merge.$post({ param: { id }, json: { target_id: targetId } }, bearer(accessToken)), changeOf);

export const commentActionRequest = (accessToken: string, comment: OperatorComment, action: ModerationAction) =>
  settle(
    board.suggestions[":id"].comments[":commentId"][":action"].$post(
      { param: { id: comment.suggestion_id, commentId: comment.id, action } },
      bearer(accessToken),
    ),
    changeOf,
  );

export const deleteCommentRequest = (accessToken: string, comment: OperatorComment) =>
  settle(
    board.suggestions[":id"].comments[":commentId"].$delete(
      { param: { id: comment.suggestion_id, commentId: comment.id } },
      bearer(accessToken),
    ),
    changeOf,
  );

/** The board as one CSV file: its suggestions (with their counts and states) or its comments. */
export function exportBoardRequest(accessToken: string, file: "suggestions" | "comments") {
  const request =
    file === "suggestions" ? board["suggestions.csv"].$get({}, bearer(accessToken)) : board["comments.csv"].$get({}, bearer(accessToken));
  return settle(request, async (response): Promise<ExportedFile> => ({
    file: await response.blob(),
    rows: Number(response.headers.get(pageRowsHeader) ?? 0),
    fileName: /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? `board-${file}.csv`,
  }));
}

/** The board's categories as the operator keeps them (core/voting/board-categories.ts), in their order. */
export type OperatorCategory = CategoryView & { position: number };

export const categoriesRequest = (accessToken: string) =>
  settle(
    board.categories.$get({}, bearer(accessToken)),
    async (response) => (await json<{ categories: OperatorCategory[] }>(response)).categories,
  );

export const createCategoryRequest = (accessToken: string, category: CategoryInput) =>
  settle(board.categories.$post({ json: category }, bearer(accessToken)), changeOf);

export const updateCategoryRequest = (accessToken: string, id: string, category: CategoryInput) =>
  settle(board.categories[":id"].$put({ param: { id }, json: category }, bearer(accessToken)), changeOf);

export const reorderCategoriesRequest = (accessToken: string, ids: string[]) =>
  settle(board.categories.order.$put({ json: { ids } }, bearer(accessToken)), changeOf);

export const deleteCategoryRequest = (accessToken: string, id: string) =>
  settle(board.categories[":id"].$delete({ param: { id } }, bearer(accessToken)), changeOf);

/** A suggestion's category, or none (null). */
export const setCategoryRequest = (accessToken: string, id: string, categoryId: string | null) =>
  settle(board.suggestions[":id"].category.$put({ param: { id }, json: { category_id: categoryId } }, bearer(accessToken)), changeOf);
