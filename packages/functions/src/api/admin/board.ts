// Board: suggestions and comments by moderation state, statuses with a public reply, hide/restore/
// approve/delete, merges and the pre-moderation switch. Every change is written to the audit log.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod/mini";
import type { $ZodType } from "zod/v4/core";
import { adminBoardMessages, adminMessages, boardMessages, votingMessages } from "@ai-leaders/core/messages";
import {
  moderationStates,
  similarQueryMin,
  suggestionTitle,
  statusChangeSchema,
  votingLimits,
  predefinedToolOf,
  type ModerationState,
  type Suggestion,
} from "@ai-leaders/core/voting";
import type { ModeratedComment, OperatorOutcome } from "@ai-leaders/core/voting/repository";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import { jsonBody } from "../../http/json-body.ts";
import type { AdminEnv } from "./require-admin.ts";
import { queryParams } from "./query.ts";
import { auditRecordOf, createBoardStatusChange } from "./board-status.ts";
import { createBoardEventEmitter } from "../../board-events/index.ts";
import { createBoardExport } from "./board-export.ts";
import { boardCategoryRoutes } from "./board-categories.ts";

const cursor = z.optional(z.string().check(z.maxLength(2_000, adminMessages.invalidCursor)));
const listQuerySchema = z.object({ state: z.enum(moderationStates, { error: adminBoardMessages.unknownState }), cursor });
const searchQuerySchema = z.object({
  q: z
    .string({ error: boardMessages.searchTooShort })
    .check(
      z.trim(),
      z.minLength(similarQueryMin, boardMessages.searchTooShort),
      z.maxLength(votingLimits.titleMax, adminBoardMessages.searchTooLong),
    ),
});
const settingsSchema = z.object({ pre_moderation: z.boolean({ error: adminBoardMessages.preModerationRequired }) });
const mergeSchema = z.object({
  target_id: z
    .string({ error: adminBoardMessages.mergeTargetRequired })
    .check(z.minLength(1, adminBoardMessages.mergeTargetRequired), z.maxLength(100, votingMessages.unknownSuggestion)),
});

const suggestionId = z.string().check(z.minLength(1, votingMessages.unknownSuggestion), z.maxLength(100, votingMessages.unknownSuggestion));
const commentId = z.string().check(z.minLength(1, boardMessages.unknownComment), z.maxLength(100, boardMessages.unknownComment));
const moderationActions = ["hide", "restore", "approve"] as const;
const action = z.enum(moderationActions, { error: adminBoardMessages.unknownAction });

/** A malformed id names nothing (404); an unknown action is the caller's mistake (400). */
function routeParams<T extends $ZodType>(schema: T) {
  return zValidator("param", schema, (result, c) => {
    if (result.success) return;
    const issue = result.error.issues[0]!;
    return errorResponse(c, issue.path[0] === "action" ? 400 : 404, issue.message);
  });
}
const suggestionParam = routeParams(z.object({ id: suggestionId }));
const suggestionActionParam = routeParams(z.object({ id: suggestionId, action }));
const commentParam = routeParams(z.object({ id: suggestionId, commentId }));
const commentActionParam = routeParams(z.object({ id: suggestionId, commentId, action }));

/** A suggestion as the operator sees it: the public fields, its state, and where it was merged. */
const presentSuggestion = (suggestion: Suggestion, moderation: ModerationState) => ({
  id: suggestion.id,
  title: suggestionTitle(suggestion),
  description: suggestion.description,
  vote_count: suggestion.vote_count,
  comment_count: suggestion.comment_count,
  created_at: suggestion.created_at,
  status: suggestion.status ?? "open",
  status_reply: suggestion.status_reply ?? null,
  moderation,
  /** One of the four predefined tools: a status and reply, never hidden, merged away or deleted. */
  predefined: suggestion.listing === "predefined",
  merged_into: suggestion.merged_into ?? null,
  notified_count: suggestion.notified_count ?? 0,
  category_id: suggestion.category_id ?? null,
});

const presentComment = (comment: ModeratedComment, suggestionTitle: string | null) => ({
  id: comment.id,
  suggestion_id: comment.suggestion_id,
  suggestion_title: suggestionTitle,
  comment_text: comment.comment_text,
  created_at: comment.created_at,
  moderation: comment.moderation,
});

/** A cursor the board never made reads as no page (answered 400); anything else is a failure. */
function invalidCursor(error: unknown): null {
  if (error instanceof Error && error.name === "InvalidCursorError") return null;
  throw error;
}

export function boardRoutes(deps: ApiDeps) {
  const { services, now } = deps;
  const { voting } = services;
  const changeStatus = createBoardStatusChange(deps);
  const emitBoardEvent = createBoardEventEmitter(services, deps.log);
  const { moderation } = voting;
  const boardExport = createBoardExport(deps);

  /** Runs one operator action; a change is logged before it is answered, a refusal changes nothing. */
  async function act(c: Context<AdminEnv>, run: (actor: string, at: Date) => Promise<OperatorOutcome>) {
    const at = now();
    const outcome = await run(c.get("admin").email, at);
    if (!outcome.ok) return errorResponse(c, outcome.status, outcome.message);
    await services.audit.record(auditRecordOf(outcome.change), at);
    return c.json({ change: outcome.change }, 200);
  }

  /** Each comment with its suggestion's title (a page names at most a page of suggestions). */
  async function withTitles(comments: ModeratedComment[]) {
    const ids = [...new Set(comments.map((comment) => comment.suggestion_id))];
    const suggestions = await Promise.all(ids.map((id) => voting.get(id)));
    const titles = new Map(
      suggestions.flatMap((suggestion) => (suggestion ? [[suggestion.id, suggestionTitle(suggestion)] as const] : [])),
    );
    return comments.map((comment) => presentComment(comment, titles.get(comment.suggestion_id) ?? null));
  }

  return (
    new Hono<AdminEnv>()
      .get("/settings", async (c) => c.json(await moderation.settings(), 200))
      .get("/suggestions.csv", (c) => boardExport.suggestionsCsv(c))
      .get("/comments.csv", (c) => boardExport.commentsCsv(c))
      .put("/settings", jsonBody(settingsSchema), (c) =>
        act(c, (actor, at) => moderation.setPreModeration(actor, c.req.valid("json").pre_moderation, at)),
      )
      .route("/", boardCategoryRoutes(deps, act))
      .get("/suggestions", queryParams(listQuerySchema), async (c) => {
        const { state, cursor } = c.req.valid("query");
        const page = await moderation.listSuggestions(state, cursor ?? null).catch(invalidCursor);
        if (!page) return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
        return c.json({ rows: page.items.map((suggestion) => presentSuggestion(suggestion, state)), next_cursor: page.next_cursor }, 200);
      })
      // Merge targets: visible suggestions and predefined tools whose titles are like the search.
      .get("/suggestions/search", queryParams(searchQuerySchema), async (c) => {
        const found = await voting.mergeTargets(c.req.valid("query").q, now());
        return c.json({ rows: found.map((suggestion) => presentSuggestion(suggestion, "visible")) }, 200);
      })
      // The four predefined tools, stored or not yet (a tool is stored on its first vote, comment or status).
      .get("/predefined", async (c) => {
        const tools = await voting.listPredefinedTools(now());
        return c.json({ rows: tools.map(({ suggestion }) => presentSuggestion(suggestion, "visible")) }, 200);
      })
      .get("/comments", queryParams(listQuerySchema), async (c) => {
        const { state, cursor } = c.req.valid("query");
        const page = await moderation.listComments(state, cursor ?? null).catch(invalidCursor);
        if (!page) return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
        return c.json({ rows: await withTitles(page.items), next_cursor: page.next_cursor }, 200);
      })
      .get("/suggestions/:id/comments", suggestionParam, queryParams(z.object({ cursor })), async (c) => {
        const suggestion = await voting.get(c.req.valid("param").id);
        // A predefined tool nobody has voted on or commented on yet is not stored: it has no comments.
        if (!suggestion && predefinedToolOf(c.req.valid("param").id)) return c.json({ rows: [], next_cursor: null }, 200);
        if (!suggestion) return errorResponse(c, 404, votingMessages.unknownSuggestion);
        const page = await moderation.listSuggestionComments(suggestion.id, c.req.valid("query").cursor ?? null).catch(invalidCursor);
        if (!page) return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
        return c.json(
          { rows: page.items.map((comment) => presentComment(comment, suggestionTitle(suggestion))), next_cursor: page.next_cursor },
          200,
        );
      })
      .post("/suggestions/:id/status", suggestionParam, jsonBody(statusChangeSchema), (c) =>
        act(c, (actor, at) => changeStatus(actor, c.req.valid("param").id, c.req.valid("json"), at)),
      )
      .post("/suggestions/:id/merge", suggestionParam, jsonBody(mergeSchema), (c) =>
        act(c, async (actor, at) => {
          const [duplicateId, targetId] = [c.req.valid("param").id, c.req.valid("json").target_id];
          const outcome = await moderation.merge(actor, duplicateId, targetId, at);
          const [duplicate, target] = outcome.ok ? await Promise.all([voting.get(duplicateId), voting.get(targetId)]) : [];
          if (duplicate && target) {
            const merged = {
              duplicate: { id: duplicate.id, title: suggestionTitle(duplicate) },
              into: { id: target.id, title: suggestionTitle(target), vote_count: target.vote_count },
            };
            await emitBoardEvent({ type: "suggestion.merged", data: merged }, at);
          }
          return outcome;
        }),
      )
      .post("/suggestions/:id/:action", suggestionActionParam, (c) => {
        const { id, action } = c.req.valid("param");
        const run = { hide: moderation.hideSuggestion, restore: moderation.restoreSuggestion, approve: moderation.approveSuggestion }[
          action
        ];
        return act(c, (actor, at) => run(actor, id, at));
      })
      .delete("/suggestions/:id", suggestionParam, (c) =>
        act(c, (actor, at) => moderation.deleteSuggestion(actor, c.req.valid("param").id, at)),
      )
      .post("/suggestions/:id/comments/:commentId/:action", commentActionParam, (c) => {
        const { id, commentId, action } = c.req.valid("param");
        const run = { hide: moderation.hideComment, restore: moderation.restoreComment, approve: moderation.approveComment }[action];
        return act(c, (actor, at) => run(actor, id, commentId, at));
      })
      .delete("/suggestions/:id/comments/:commentId", commentParam, (c) =>
        act(c, (actor, at) => moderation.deleteComment(actor, c.req.valid("param").id, c.req.valid("param").commentId, at)),
      )
  );
}
