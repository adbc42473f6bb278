// The Vote tab's API: suggestions a page at a time, the roadmap, votes counted once, comments,
// similar titles, "email me when this ships". Every route needs access.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod/mini";
import { apiMessages, boardMessages, votingMessages } from "@ai-leaders/core/messages";
import {
  boardSorts,
  isPredefinedToolId,
  isVisible,
  newCommentSchema,
  newSuggestionSchema,
  notifyMeSchema,
  predefinedSuggestionId,
  predefinedTools,
  shipsTag,
  similarQueryMin,
  suggestionTitle,
  votedQuerySchema,
  votingLimits,
  type PredefinedToolId,
  type Suggestion,
  type SuggestionComment,
  type VoteOutcome,
} from "@ai-leaders/core/voting";

import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { isBot } from "@ai-leaders/core/honeypot";
import { errorResponse, jsonBody } from "../http/index.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";
import { createConfirmationMailer } from "./newsletter-confirmation.ts";
import { createBoardEventEmitter, createVoteThresholdWatch } from "../board-events/index.ts";

const suggestionIdParam = zValidator("param", z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);
const listQuery = zValidator(
  "query",
  z.object({ sort: z.optional(z.enum(boardSorts, { error: boardMessages.invalidSort })), cursor: z.optional(z.string()) }),
  (result, c) => (result.success ? undefined : errorResponse(c, 400, result.error.issues[0]!.message)),
);
const similarQuery = zValidator(
  "query",
  z.object({ q: z.string({ error: boardMessages.searchTooShort }).check(z.trim(), z.minLength(similarQueryMin, boardMessages.searchTooShort), z.maxLength(votingLimits.titleMax, votingMessages.titleTooLong)) }),
  (result, c) => (result.success ? undefined : errorResponse(c, 400, result.error.issues[0]!.message)),
);
const toolIdParam = zValidator("param", z.object({ toolId: z.string() }), (result, c) =>
  result.success && isPredefinedToolId(result.data.toolId) ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);

/** What a bot is shown: shaped like the real thing, stored nowhere. */
function unsavedSuggestion({ title, description }: { title: string; description: string | null }, now: Date): Suggestion {
  return { id: crypto.randomUUID(), title, description, vote_count: 0, comment_count: 0, created_at: now.toISOString(), listing: "community", status: "open" };
}

function unsavedComment(comment_text: string, now: Date) {
  return { id: crypto.randomUUID(), comment_text, created_at: now.toISOString() };
}

/** The public shape of a suggestion: spec §7's fields and its status; how it is stored stays inside. */
const present = (suggestion: Suggestion) => ({
  id: suggestion.id,
  title: suggestion.title,
  description: suggestion.description,
  vote_count: suggestion.vote_count,
  comment_count: suggestion.comment_count,
  created_at: suggestion.created_at,
  ...presentStatus(suggestion),
});
const presentStatus = (suggestion: Suggestion | undefined) => ({
  status: suggestion?.status ?? "open",
  status_reply: suggestion?.status_reply ?? null,
  status_updated_at: suggestion?.status_updated_at ?? null,
});

const voterCookie = "voter";

export function votingRoutes({ services, access, clientIp, limits, now, secureCookies, log, siteUrl, boardVoteThreshold = 0 }: ApiDeps) {
  const { voting } = services;
  const mailConfirmation = createConfirmationMailer({ services, siteUrl, log });
  const emitBoardEvent = createBoardEventEmitter(services, log);
  const afterVote = createVoteThresholdWatch(voting, emitBoardEvent, boardVoteThreshold);
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
    if (outcome.result === "pending") return c.json({ comment: outcome.comment, pending: true, notice: boardMessages.commentAwaitingApproval }, 202);
    return c.json({ comment: outcome.comment, comment_count: outcome.comment_count }, 201);
  }

  /** Hidden and pending suggestions are not there for visitors, nor are their comments. */
  const isListed = async (id: string) => {
    const suggestion = await voting.get(id);
    return suggestion !== undefined && isVisible(suggestion);
  };

  const ensurePredefined = (toolId: PredefinedToolId) =>
    voting.ensurePredefined(toolId, predefinedTools.find((tool) => tool.id === toolId)!.description, now());

  const gate = requireAccess(access.tokenSecret, now);

  /** The anonymous voter: an id the server issued in a signed cookie, never one the client chose. */
  async function voterOf(c: Context): Promise<string> {
    const existing = await getSignedCookie(c, access.tokenSecret, voterCookie);
    if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
    const voterId = crypto.randomUUID();
    await setSignedCookie(c, voterCookie, voterId, access.tokenSecret, {
      httpOnly: true,
      secure: secureCookies,
      sameSite: "Strict",
      path: "/api",
      maxAge: 365 * 24 * 60 * 60,
    });
    return voterId;
  }

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
      const refused = await refuseWhenOverLimit(c, services.rateLimiter, key, cap, at, { description: votingMessages.votesFromAddressCapped });
      if (refused) return refused;
      const outcome = await cast();
      recorded = outcome.result === "voted";
      if (outcome.result === "voted") await afterVote(suggestionId, outcome.vote_count, at).catch((error: Error) => log({ event: "vote_threshold_failed", error: error.message }));
      return answerVote(c, outcome, subject);
    } finally {
      if (!recorded) await services.rateLimiter.refund(key, cap, at);
    }
  }
  return new Hono()
    .use("/suggestions", gate)
    .use("/suggestions/*", gate)
    .use("/predefined/*", gate)
    // Spec §7's list, a page at a time: the first page (no cursor) keeps its shape and adds next_cursor.
    .get("/suggestions", listQuery, async (c) => {
      const { sort = "top", cursor } = c.req.valid("query");
      const [community, stored] = await Promise.all([voting.listPage(sort, cursor ?? null, now()).catch(invalidCursor), voting.listPredefined()]);
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
      return c.json({ predefined, community: community.suggestions.map(present), next_cursor: community.next_cursor }, 200);
    })
    // The roadmap: planned, in progress and recently done, read behind the same gate as the list.
    .get("/suggestions/roadmap", async (c) => {
      const { planned, in_progress, done } = await voting.roadmap(now());
      return c.json({ planned: planned.map(present), in_progress: in_progress.map(present), done: done.map(present) }, 200);
    })
    // Which of a page's suggestions this visitor voted on, by the voter cookie the server issued:
    // a reloaded board shows them as voted. No cookie yet, no votes; asking sets none.
    .post("/suggestions/voted", jsonBody(votedQuerySchema), async (c) => {
      const voterId = await getSignedCookie(c, access.tokenSecret, voterCookie);
      if (!voterId) return c.json({ voted: [] as string[] }, 200);
      return c.json({ voted: [...(await voting.votedBy(voterId, c.req.valid("json").ids))] }, 200);
    })
    .get("/suggestions/similar", similarQuery, async (c) => {
      const refused = await overLimit(c, "similar", limits.similarSearch);
      if (refused) return refused;
      const similar = await voting.similar(c.req.valid("query").q);
      return c.json({ suggestions: similar.map(present) }, 200);
    })
    .post("/suggestions", jsonBody(newSuggestionSchema), async (c) => {
      const refused = await overLimit(c, "suggestion", limits.suggestion);
      if (refused) return refused;
      const { homepage: _honeypot, ...request } = c.req.valid("json");
      // A bot filled the hidden field: it is told what it expects, and nothing is stored.
      if (isBot(c.req.valid("json"))) return c.json({ suggestion: present(unsavedSuggestion(request, now())) }, 201);
      const pending = await voting.preModeration();
      const suggestion = await voting.addSuggestion(request, now(), { pending });
      await emitBoardEvent(
        {
          type: "suggestion.created",
          data: { suggestion: { id: suggestion.id, title: suggestion.title, description: suggestion.description, moderation: pending ? "pending" : "visible", created_at: suggestion.created_at } },
        },
        now(),
      );
      // Waiting for approval: the author is told so, and the list does not show it yet.
      if (pending) return c.json({ suggestion: present(suggestion), pending: true, notice: boardMessages.suggestionAwaitingApproval }, 202);
      return c.json({ suggestion: present(suggestion) }, 201);
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
      }
      // A watch counts once its address is confirmed: the ship notice goes only to a confirmed address.
      await mailConfirmation(signup, now());
      return c.json({ subscribed: true as const }, created ? 201 : 200);
    })
    .post("/suggestions/:id/votes", suggestionIdParam, async (c) => {
      const id = c.req.valid("param").id;
      const refused = await overLimit(c, "vote", limits.vote);
      if (refused) return refused;
      return castVote(c, id, "suggestion", async () => voting.vote(id, await voterOf(c), now()));
    })
    .post("/predefined/:toolId/votes", toolIdParam, async (c) => {
      const toolId = c.req.valid("param").toolId as PredefinedToolId;
      const refused = await overLimit(c, "vote", limits.vote);
      if (refused) return refused;
      return castVote(c, predefinedSuggestionId(toolId), "tool", async () => voting.vote(await ensurePredefined(toolId), await voterOf(c), now()));
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
      if (isBot(c.req.valid("json"))) return c.json({ comment: unsavedComment(c.req.valid("json").comment_text, now()), comment_count: 1 }, 201);
      return answerComment(c, c.req.valid("param").id, c.req.valid("json").comment_text);
    })
    .post("/predefined/:toolId/comments", toolIdParam, jsonBody(newCommentSchema), async (c) => {
      const refused = await overLimit(c, "comment", limits.comment);
      if (refused) return refused;
      if (isBot(c.req.valid("json"))) return c.json({ comment: unsavedComment(c.req.valid("json").comment_text, now()), comment_count: 1 }, 201);
      const id = await ensurePredefined(c.req.valid("param").toolId as PredefinedToolId);
      return answerComment(c, id, c.req.valid("json").comment_text);
    });
}

/** A cursor the board never made reads as no page at all (answered 400); anything else is a failure. */
function invalidCursor(error: unknown): null {
  if (error instanceof Error && error.name === "InvalidCursorError") return null;
  throw error;
}
