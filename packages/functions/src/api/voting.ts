// The Vote tab's API: suggestions, votes counted once, comments. Every route needs access.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod/mini";
import { apiMessages, votingMessages } from "@ai-leaders/core/messages";
import {
  isPredefinedToolId,
  newCommentSchema,
  newSuggestionSchema,
  predefinedSuggestionId,
  predefinedTools,
  voteSchema,
  type PredefinedToolId,
  type Suggestion,
  type VoteOutcome,
} from "@ai-leaders/core/voting";
import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { errorResponse, jsonBody } from "../http/index.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";

const suggestionIdParam = zValidator("param", z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);
const toolIdParam = zValidator("param", z.object({ toolId: z.string() }), (result, c) =>
  result.success && isPredefinedToolId(result.data.toolId) ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);

/** The public shape of a suggestion (its storage listing stays inside). */
const present = ({ listing: _listing, ...suggestion }: Suggestion) => suggestion;

export function votingRoutes({ services, access, clientIp, limits, now }: ApiDeps) {
  const { voting } = services;
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

  const ensurePredefined = (toolId: PredefinedToolId) =>
    voting.ensurePredefined(toolId, predefinedTools.find((tool) => tool.id === toolId)!.description, now());

  const gate = requireAccess(access.tokenSecret, now);
  return new Hono()
    .use("/suggestions", gate)
    .use("/suggestions/*", gate)
    .use("/predefined/*", gate)
    .get("/suggestions", async (c) => {
      const [community, stored] = await Promise.all([voting.listCommunity(), voting.listPredefined()]);
      const predefined = predefinedTools.map((tool) => {
        const suggestion = stored.find((item) => item.id === predefinedSuggestionId(tool.id));
        return {
          tool_id: tool.id,
          suggestion_id: suggestion?.id ?? null,
          vote_count: suggestion?.vote_count ?? 0,
          comment_count: suggestion?.comment_count ?? 0,
        };
      });
      return c.json({ predefined, community: community.map(present) }, 200);
    })
    .post("/suggestions", jsonBody(newSuggestionSchema), async (c) => {
      const refused = await overLimit(c, "suggestion", limits.suggestion);
      if (refused) return refused;
      const suggestion = await voting.addSuggestion(c.req.valid("json"), now());
      return c.json({ suggestion: present(suggestion) }, 201);
    })
    .post("/suggestions/:id/votes", suggestionIdParam, jsonBody(voteSchema), async (c) => {
      const refused = await overLimit(c, "vote", limits.vote);
      if (refused) return refused;
      const outcome = await voting.vote(c.req.valid("param").id, c.req.valid("json").voter_id, now());
      return answerVote(c, outcome, "suggestion");
    })
    .post("/predefined/:toolId/votes", toolIdParam, jsonBody(voteSchema), async (c) => {
      const refused = await overLimit(c, "vote", limits.vote);
      if (refused) return refused;
      const id = await ensurePredefined(c.req.valid("param").toolId as PredefinedToolId);
      return answerVote(c, await voting.vote(id, c.req.valid("json").voter_id, now()), "tool");
    })
    .get("/suggestions/:id/comments", suggestionIdParam, async (c) => {
      const id = c.req.valid("param").id;
      if (!(await voting.get(id))) return errorResponse(c, 404, votingMessages.unknownSuggestion);
      return c.json({ comments: await voting.listComments(id) }, 200);
    })
    .get("/predefined/:toolId/comments", toolIdParam, async (c) => {
      const id = predefinedSuggestionId(c.req.valid("param").toolId as PredefinedToolId);
      return c.json({ comments: await voting.listComments(id) }, 200);
    })
    .post("/suggestions/:id/comments", suggestionIdParam, jsonBody(newCommentSchema), async (c) => {
      const refused = await overLimit(c, "comment", limits.comment);
      if (refused) return refused;
      const outcome = await voting.addComment(c.req.valid("param").id, c.req.valid("json").comment_text, now());
      if (outcome.result === "not-found") return errorResponse(c, 404, votingMessages.unknownSuggestion);
      return c.json({ comment: outcome.comment, comment_count: outcome.comment_count }, 201);
    })
    .post("/predefined/:toolId/comments", toolIdParam, jsonBody(newCommentSchema), async (c) => {
      const refused = await overLimit(c, "comment", limits.comment);
      if (refused) return refused;
      const id = await ensurePredefined(c.req.valid("param").toolId as PredefinedToolId);
      const outcome = await voting.addComment(id, c.req.valid("json").comment_text, now());
      if (outcome.result === "not-found") return errorResponse(c, 404, votingMessages.unknownSuggestion);
      return c.json({ comment: outcome.comment, comment_count: outcome.comment_count }, 201);
    });
}
