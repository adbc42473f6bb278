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
  type PredefinedToolId,
  type Suggestion,
  type VoteOutcome,
} from "@ai-leaders/core/voting";
import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { getSignedCookie, setSignedCookie } from "hono/cookie";
import { isBot } from "@ai-leaders/core/validation";
import { errorResponse, jsonBody } from "../http/index.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";

const suggestionIdParam = zValidator("param", z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);
const toolIdParam = zValidator("param", z.object({ toolId: z.string() }), (result, c) =>
  result.success && isPredefinedToolId(result.data.toolId) ? undefined : errorResponse(c, 404, votingMessages.unknownSuggestion),
);

/** What a bot is shown: shaped like the real thing, stored nowhere. */
function unsavedSuggestion({ title, description }: { title: string; description: string | null }, now: Date): Suggestion {
  return { id: crypto.randomUUID(), title, description, vote_count: 0, comment_count: 0, created_at: now.toISOString(), listing: "community" } as Suggestion;
}

function unsavedComment(comment_text: string, now: Date) {
  return { id: crypto.randomUUID(), comment_text, created_at: now.toISOString() };
}

/** The public shape of a suggestion (its storage listing stays inside). */
const present = ({ listing: _listing, ...suggestion }: Suggestion) => suggestion;

const voterCookie = "voter";

export function votingRoutes({ services, access, clientIp, limits, now, secureCookies }: ApiDeps) {
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

  /** At most a few votes per suggestion from one network address, however many voter ids it has. */
  async function votesCapped(c: Context, suggestionId: string) {
    const key = `votes:${suggestionId}:${clientIp(c)}`;
    return refuseWhenOverLimit(c, services.rateLimiter, key, limits.votesPerSuggestionFromAddress, now(), {
      description: votingMessages.votesFromAddressCapped,
    });
  }
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
      const { homepage: _honeypot, ...request } = c.req.valid("json");
      // A bot filled the hidden field: it is told what it expects, and nothing is stored.
      if (isBot(c.req.valid("json"))) return c.json({ suggestion: present(unsavedSuggestion(request, now())) }, 201);
      const suggestion = await voting.addSuggestion(request, now());
      return c.json({ suggestion: present(suggestion) }, 201);
    })
    .post("/suggestions/:id/votes", suggestionIdParam, async (c) => {
      const id = c.req.valid("param").id;
      const refused = (await overLimit(c, "vote", limits.vote)) ?? (await votesCapped(c, id));
      if (refused) return refused;
      return answerVote(c, await voting.vote(id, await voterOf(c), now()), "suggestion");
    })
    .post("/predefined/:toolId/votes", toolIdParam, async (c) => {
      const toolId = c.req.valid("param").toolId as PredefinedToolId;
      const refused = (await overLimit(c, "vote", limits.vote)) ?? (await votesCapped(c, predefinedSuggestionId(toolId)));
      if (refused) return refused;
      const id = await ensurePredefined(toolId);
      return answerVote(c, await voting.vote(id, await voterOf(c), now()), "tool");
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
      if (isBot(c.req.valid("json"))) return c.json({ comment: unsavedComment(c.req.valid("json").comment_text, now()), comment_count: 1 }, 201);
      const outcome = await voting.addComment(c.req.valid("param").id, c.req.valid("json").comment_text, now());
      if (outcome.result === "not-found") return errorResponse(c, 404, votingMessages.unknownSuggestion);
      return c.json({ comment: outcome.comment, comment_count: outcome.comment_count }, 201);
    })
    .post("/predefined/:toolId/comments", toolIdParam, jsonBody(newCommentSchema), async (c) => {
      const refused = await overLimit(c, "comment", limits.comment);
      if (refused) return refused;
      if (isBot(c.req.valid("json"))) return c.json({ comment: unsavedComment(c.req.valid("json").comment_text, now()), comment_count: 1 }, 201);
      const id = await ensurePredefined(c.req.valid("param").toolId as PredefinedToolId);
      const outcome = await voting.addComment(id, c.req.valid("json").comment_text, now());
      if (outcome.result === "not-found") return errorResponse(c, 404, votingMessages.unknownSuggestion);
      return c.json({ comment: outcome.comment, comment_count: outcome.comment_count }, 201);
    });
}
