// The Vote tab's API: suggestions a page at a time, the roadmap, votes counted once, comments,
// similar titles, "email me when this ships". Every route needs access.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod/mini";
import { apiMessages, boardMessages, votingMessages } from "@ai-leaders/core/messages";
import {
  boardSorts,
  categoryIdSchema,
  categoryOf,
  isPredefinedToolId,
  isVisible,
  newCommentSchema,
  newSuggestionSchema,
  notifyMeSchema,
  predefinedSuggestionId,
  predefinedTools,
  shipsTag,
  similarQueryMin,
  smokeSuggestionId,
  suggestionTitle,
  votedQuerySchema,
  votingLimits,
  type PredefinedToolId,
  type Suggestion,
  type SuggestionComment,
  type VoteOutcome,
  type CategoryView,
} from "@ai-leaders/core/voting";

import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { createVoters } from "./voters.ts";
import { isBot } from "@ai-leaders/core/honeypot";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";
import { isSmokeRun } from "../http/smoke.ts";
import { createAccessCodeCounts } from "./access-code-counts.ts";
import { createConfirmationMailer } from "./newsletter-confirmation.ts";
import { createBoardEventEmitter, createVoteThresholdWatch } from "../board-events/index.ts";
import { createEventCounter } from "../analytics/index.ts";

const suggestionIdParam = zValidator("param", z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);
const listQuery = zValidator(
  "query",
  z.object({
    sort: z.optional(z.enum(boardSorts, { error: boardMessages.invalidSort })),
    cursor: z.optional(z.string()),
    category: z.optional(categoryIdSchema),
  }),
  (result, c) => (result.success ? undefined : errorResponse(c, 400, result.error.issues[0]!.message)),
);
const similarQuery = zValidator(
  "query",
  z.object({
    q: z
      .string({ error: boardMessages.searchTooShort })
      .check(
        z.trim(),
        z.minLength(similarQueryMin, boardMessages.searchTooShort),
        z.maxLength(votingLimits.titleMax, votingMessages.titleTooLong),
      ),
    category: z.optional(categoryIdSchema),
  }),
  (result, c) => (result.success ? undefined : errorResponse(c, 400, result.error.issues[0]!.message)),
);
const toolIdParam = zValidator("param", z.object({ toolId: z.string() }), (result, c) =>
  result.success && isPredefinedToolId(result.data.toolId) ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);

/** What a bot is shown: shaped like the real thing, stored nowhere. */
function unsavedSuggestion({ title, description }: { title: string; description: string | null }, now: Date): Suggestion {
  return {
    id: crypto.randomUUID(),
    title,
    description,
    vote_count: 0,
    comment_count: 0,
    created_at: now.toISOString(),
    listing: "community",
    status: "open",
  };
}

function unsavedComment(comment_text: string, now: Date) {
  return { id: crypto.randomUUID(), comment_text, created_at: now.toISOString() };
}

/** The categories a page's suggestions are shown with, by id. */
type Categories = ReadonlyMap<string, CategoryView>;

/** The public shape of a suggestion: spec §7's fields, its status and category; how it is stored stays inside. */
const present = (categories: Categories) => (suggestion: Suggestion) => ({
  id: suggestion.id,
  title: suggestion.title,
  description: suggestion.description,
  vote_count: suggestion.vote_count,
  comment_count: suggestion.comment_count,
  created_at: suggestion.created_at,
  ...presentStatus(suggestion),
  category: categoryOf(suggestion, categories),
});
const presentStatus = (suggestion: Suggestion | undefined) => ({
  status: suggestion?.status ?? "open",
  status_reply: suggestion?.status_reply ?? null,
  status_updated_at: suggestion?.status_updated_at ?? null,
});

export function votingRoutes({ services, access, clientIp, limits, now, secureCookies, log, siteUrl, boardVoteThreshold = 0 }: ApiDeps) {
  const { voting } = services;
  const mailConfirmation = createConfirmationMailer({ services, siteUrl, log });
  const emitBoardEvent = createBoardEventEmitter(services, log);
  const countThroughCode = createAccessCodeCounts({ services, access, now, log });
  const afterVote = createVoteThresholdWatch(voting, emitBoardEvent, boardVoteThreshold);
  const analytics = createEventCounter({ services, clientIp, siteUrl, now, log });
  const overLimit = (c: Context, action: string, limit: RateLimit) =>
    refuseWhenOverLimit(c, services.rateLimiter, `${action}:${clientIp(c)}`, limit, now(), {
      description: apiMessages.tooManyRequests,
    });

  const answerVote = (c: Context, outcome: VoteOutcome, subject: "suggestion" | "tool") => {
    if (outcome.result === "not-found") return errorResponse(c, 404, votingMessages.unknownSuggestion);
    if (outcome.result === "already-voted") {
      const message = subject === "tool" ? votingMessages.alreadyVotedTool : votingMessages.alreadyVotedSuggestion;
      return errorResponse(c, 409, message.description, { title: message.title });
    }
    return c.json({ vote_count: outcome.vote_count }, 201);
  };

  async function emitCommentCreated(comment: SuggestionComment, moderation: "visible" | "pending") {
    const suggestion = await voting.get(comment.suggestion_id);
    if (!suggestion) return;
    await emitBoardEvent(
      {
        type: "comment.created",
        data: {
          suggestion: { id: suggestion.id, title: suggestionTitle(suggestion) },
          comment: { id: comment.id, text: comment.comment_text, moderation, created_at: comment.created_at },
        },
      },
      now(),
    );
  }

  /** A comment is posted, or waits for approval when pre-moderation is on (not counted until then). */
  async function answerComment(c: Context, suggestionId: string, commentText: string) {
    const outcome = await voting.addComment(suggestionId, commentText, now(), { pending: await voting.preModeration() });
    if (outcome.result === "not-found") return errorResponse(c, 404, votingMessages.unknownSuggestion);
    await emitCommentCreated(outcome.comment, outcome.result === "pending" ? "pending" : "visible");
    if (outcome.result === "pending")
      return c.json({ comment: outcome.comment, pending: true, notice: boardMessages.commentAwaitingApproval }, 202);
    return c.json({ comment: outcome.comment, comment_count: outcome.comment_count }, 201);
  }

  /** Hidden and pending suggestions are not there for visitors, nor are their comments. */
  const isListed = async (id: string) => {
    const suggestion = await voting.get(id);
    return suggestion !== undefined && isVisible(suggestion);
  };

  const ensurePredefined = (toolId: PredefinedToolId) =>
    voting.ensurePredefined(toolId, predefinedTools.find((tool) => tool.id === toolId)!.description, now());

  const gate = requireAccess({ access, services, now });

  /** A signed-in account votes as itself; a visitor as this device (voters.ts). */
  const { voterOf, knownVoter, signedIn } = createVoters({ services, access, now, secureCookies, log });

  /**
   * At most a few votes per suggestion from one network address, however many voter ids it has.
   * Only votes recorded count: a refused repeat, an unknown suggestion or a refusal by this cap
   * itself is taken back, so one person's clicks don't use up an office's share.
   */
  async function castVote(c: Context, suggestionId: string, subject: "suggestion" | "tool", cast: () => Promise<VoteOutcome>) {
    const key = `votes:${suggestionId}:${clientIp(c)}`;
    const cap = limits.votesPerSuggestionFromAddress;
    const at = now();
    let recorded = false;
    try {
      const refused = await refuseWhenOverLimit(c, services.rateLimiter, key, cap, at, {
        description: votingMessages.votesFromAddressCapped,
      });
      if (refused) return refused;
      const outcome = await cast();
      recorded = outcome.result === "voted";
      if (outcome.result === "voted") {
        await afterVote(suggestionId, outcome.vote_count, at).catch((error: Error) =>
          log({ event: "vote_threshold_failed", error: error.message }),
        );
        await analytics.count(c, [{ name: "vote" }]);
      }
      return answerVote(c, outcome, subject);
    } finally {
      if (!recorded) await services.rateLimiter.refund(key, cap, at);
    }
  }
  /**
   * The smoke check's vote (core/voting/smoke-suggestion.ts): cast like any, but only with the
   * stage's smoke key, and on a suggestion nobody sees; so it is not capped per address, counted,
   * watched for a threshold or sent to the board's webhook. To anyone else the suggestion is unknown.
   */
  async function castSmokeVote(c: Context) {
    if (!isSmokeRun(c, access.tokenSecret)) return errorResponse(c, 404, votingMessages.unknownSuggestion);
    await voting.smoke.store(now());
    return answerVote(c, await voting.vote(smokeSuggestionId, await voterOf(c), now(), { smoke: true }), "suggestion");
  }

  /** The board's categories by id, as briefly cached as a first page. */
  const categoriesById = async (): Promise<Categories> =>
    new Map((await voting.listCategories()).map((category) => [category.id, category]));

  /** The categories, read afresh when `id` is not among the cached ones (it may be new); null when it is on no list. */
  async function categoriesWith(id: string | undefined): Promise<Categories | null> {
    const cached = await categoriesById();
    if (!id || cached.has(id)) return cached;
    const fresh: Categories = new Map((await voting.categories.list()).map((category) => [category.id, category]));
    return fresh.has(id) ? fresh : null;
  }

  return (
    new Hono()
      .use("/suggestions", gate)
      .use("/suggestions/*", gate)
      .use("/predefined/*", gate)
      // Spec §7's list, a page at a time: the first page (no cursor) keeps its shape and adds next_cursor.
      .get("/suggestions", listQuery, async (c) => {
        const { sort = "top", cursor, category } = c.req.valid("query");
        const categories = await categoriesWith(category);
        if (!categories) return errorResponse(c, 400, boardMessages.unknownCategory);
        const page = category
          ? voting.listCategoryPage(category, sort, cursor ?? null, now())
          : voting.listPage(sort, cursor ?? null, now());
        const [community, stored] = await Promise.all([page.catch(invalidCursor), voting.listPredefined()]);
        if (!community) return errorResponse(c, 400, boardMessages.invalidCursor);
        const predefined = predefinedTools.map((tool) => {
          const suggestion = stored.find((item) => item.id === predefinedSuggestionId(tool.id));
          return {
            tool_id: tool.id,
            suggestion_id: suggestion?.id ?? null,
            vote_count: suggestion?.vote_count ?? 0,
            comment_count: suggestion?.comment_count ?? 0,
            ...presentStatus(suggestion),
          };
        });
        return c.json({ predefined, community: community.suggestions.map(present(categories)), next_cursor: community.next_cursor }, 200);
      })
      // The operator's categories in their order: the board's filter and the new-suggestion form offer them.
      .get("/suggestions/categories", async (c) => {
        const categories = await voting.listCategories();
        return c.json({ categories: categories.map(({ id, name, colour }) => ({ id, name, colour })) }, 200);
      })
      // The roadmap: planned, in progress and recently done, read behind the same gate as the list.
      .get("/suggestions/roadmap", async (c) => {
        const [{ planned, in_progress, done }, categories] = await Promise.all([voting.roadmap(now()), categoriesById()]);
        const shown = present(categories);
        return c.json({ planned: planned.map(shown), in_progress: in_progress.map(shown), done: done.map(shown) }, 200);
      })
      // Which of a page's suggestions this visitor voted on, by the account signed in or else the voter
      // cookie the server issued: a reloaded board, or another device, shows them as voted. Asking sets no cookie.
      .post("/suggestions/voted", jsonBody(votedQuerySchema), async (c) => {
        const voterId = await knownVoter(c);
        if (!voterId) return c.json({ voted: [] as string[] }, 200);
        return c.json({ voted: [...(await voting.votedBy(voterId, c.req.valid("json").ids))] }, 200);
      })
      .get("/suggestions/similar", similarQuery, async (c) => {
        const refused = await overLimit(c, "similar", limits.similarSearch);
        if (refused) return refused;
        const { q, category } = c.req.valid("query");
        const categories = await categoriesWith(category);
        if (!categories) return errorResponse(c, 400, boardMessages.unknownCategory);
        const similar = await voting.similar(q, category);
        return c.json({ suggestions: similar.map(present(categories)) }, 200);
      })
      .post("/suggestions", jsonBody(newSuggestionSchema), async (c) => {
        const refused = await overLimit(c, "suggestion", limits.suggestion);
        if (refused) return refused;
        const { homepage: _honeypot, ...request } = c.req.valid("json");
        // A bot filled the hidden field: it is told what it expects, and nothing is stored.
        if (isBot(c.req.valid("json"))) return c.json({ suggestion: present(new Map())(unsavedSuggestion(request, now())) }, 201);
        const pending = await voting.preModeration();
        // Made while signed in, it is listed in the account's "Your suggestions and votes".
        const author = await signedIn(c);
        const suggestion = await voting.addSuggestion(request, now(), { pending, authorId: author?.id }).catch(unknownCategory);
        if (!suggestion) return errorResponse(c, 400, boardMessages.unknownCategory);
        await countThroughCode(c, "suggestions");
        await analytics.count(c, [{ name: "suggestion" }]);
        await emitBoardEvent(
          {
            type: "suggestion.created",
            data: {
              suggestion: {
                id: suggestion.id,
                title: suggestion.title,
                description: suggestion.description,
                moderation: pending ? "pending" : "visible",
                created_at: suggestion.created_at,
              },
            },
          },
          now(),
        );
        // Waiting for approval: the author is told so, and the list does not show it yet.
        const shown = present((await categoriesWith(suggestion.category_id)) ?? new Map());
        if (pending) return c.json({ suggestion: shown(suggestion), pending: true, notice: boardMessages.suggestionAwaitingApproval }, 202);
        return c.json({ suggestion: shown(suggestion) }, 201);
      })
      .post("/suggestions/:id/notify-me", suggestionIdParam, jsonBody(notifyMeSchema), async (c) => {
        const refused = await overLimit(c, "newsletter", limits.newsletterSignup);
        if (refused) return refused;
        if (isBot(c.req.valid("json"))) return c.json({ subscribed: true as const }, 201);
        const id = c.req.valid("param").id;
        if (!(await isListed(id))) return errorResponse(c, 404, votingMessages.unknownSuggestion);
        const { created, signup } = await services.newsletter.subscribe(c.req.valid("json").email, now(), { tag: shipsTag(id) });
        if (created) {
          // Relayed like any signup; stored is what counts, the sweeper re-enqueues what could not be queued.
          await services.relayPublisher
            .publish({ kind: "newsletter", id: signup.email })
            .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "newsletter", error: error.message }));
          await countThroughCode(c, "signups");
        }
        // A watch counts once its address is confirmed: the ship notice goes only to a confirmed address.
        await mailConfirmation(signup, now());
        return c.json({ subscribed: true as const }, created ? 201 : 200);
      })
      .post("/suggestions/:id/votes", suggestionIdParam, async (c) => {
        const id = c.req.valid("param").id;
        const refused = await overLimit(c, "vote", limits.vote);
        if (refused) return refused;
        if (id === smokeSuggestionId) return castSmokeVote(c);
        return castVote(c, id, "suggestion", async () => voting.vote(id, await voterOf(c), now()));
      })
      // Votes are not taken back, but for the smoke check's: each run clears its own (and any a run
      // that stopped halfway left), so it leaves no vote.
      .delete("/suggestions/:id/votes", suggestionIdParam, async (c) => {
        if (c.req.valid("param").id !== smokeSuggestionId || !isSmokeRun(c, access.tokenSecret))
          return errorResponse(c, 404, votingMessages.unknownSuggestion);
        return c.json({ cleared: await voting.smoke.clearVotes() }, 200);
      })
      .post("/predefined/:toolId/votes", toolIdParam, async (c) => {
        const toolId = c.req.valid("param").toolId as PredefinedToolId;
        const refused = await overLimit(c, "vote", limits.vote);
        if (refused) return refused;
        return castVote(c, predefinedSuggestionId(toolId), "tool", async () =>
          voting.vote(await ensurePredefined(toolId), await voterOf(c), now()),
        );
      })
      .get("/suggestions/:id/comments", suggestionIdParam, async (c) => {
        const id = c.req.valid("param").id;
        if (!(await isListed(id))) return errorResponse(c, 404, votingMessages.unknownSuggestion);
        return c.json({ comments: await voting.listComments(id) }, 200);
      })
      .get("/predefined/:toolId/comments", toolIdParam, async (c) => {
        const id = predefinedSuggestionId(c.req.valid("param").toolId as PredefinedToolId);
        return c.json({ comments: await voting.listComments(id) }, 200);
      })
      .post("/suggestions/:id/comments", suggestionIdParam, jsonBody(newCommentSchema), async (c) => {
        const refused = await overLimit(c, "comment", limits.comment);
        if (refused) return refused;
        if (isBot(c.req.valid("json")))
          return c.json({ comment: unsavedComment(c.req.valid("json").comment_text, now()), comment_count: 1 }, 201);
        return answerComment(c, c.req.valid("param").id, c.req.valid("json").comment_text);
      })
      .post("/predefined/:toolId/comments", toolIdParam, jsonBody(newCommentSchema), async (c) => {
        const refused = await overLimit(c, "comment", limits.comment);
        if (refused) return refused;
        if (isBot(c.req.valid("json")))
          return c.json({ comment: unsavedComment(c.req.valid("json").comment_text, now()), comment_count: 1 }, 201);
        const id = await ensurePredefined(c.req.valid("param").toolId as PredefinedToolId);
        return answerComment(c, id, c.req.valid("json").comment_text);
      })
  );
}

/** A category that is not (or no longer) on the board stores nothing (answered 400); anything else is a failure. */
function unknownCategory(error: unknown): null {
  if (error instanceof Error && error.name === "UnknownCategoryError") return null;
  throw error;
}

/** A cursor the board never made reads as no page at all (answered 400); anything else is a failure. */
function invalidCursor(error: unknown): null {
  if (error instanceof Error && error.name === "InvalidCursorError") return null;
  throw error;
}
