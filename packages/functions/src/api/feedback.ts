// "Did this work for you?" on each prompt card (issue 29, Deliver 5): a yes or a no and an optional
// note, one per visitor and prompt (a second answer replaces the first). Behind the access gate
// like the content it is about; limited per address; a filled honeypot stores nothing.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod/mini";
import { isToolId, loadPromptLibrary, promptSlug } from "@ai-leaders/core/content/loaders";
import { promptFeedbackSchema } from "@ai-leaders/core/feedback/schema";
import { isBot } from "@ai-leaders/core/honeypot";
import { apiMessages, feedbackMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "./deps.ts";
import { createFeedbackVisitors } from "./feedback-visitors.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";

const promptParam = zValidator("param", z.object({ tool: z.string(), slug: z.string().check(z.maxLength(120)) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 404, feedbackMessages.unknownPrompt),
);

/** The prompt's id ("prompt:claude:ai-strategy-tutor") when the library holds it, else null. */
async function knownPromptId(tool: string, slug: string): Promise<string | null> {
  if (!isToolId(tool)) return null;
  const library = await loadPromptLibrary(tool);
  return library.prompts.some((prompt) => promptSlug(prompt.title) === slug) ? `prompt:${tool}:${slug}` : null;
}

export function feedbackRoutes({ services, access, clientIp, limits, now, secureCookies }: ApiDeps) {
  const { visitorOf } = createFeedbackVisitors({ access, secureCookies });
  return new Hono()
    .use(requireAccess({ access, services, now }))
    .post("/:tool/:slug", promptParam, jsonBody(promptFeedbackSchema), async (c) => {
      const refused = await refuseWhenOverLimit(c, services.rateLimiter, `feedback:${clientIp(c)}`, limits.promptFeedback, now(), {
        description: apiMessages.tooManyRequests,
      });
      if (refused) return refused;
      const { answer, note } = c.req.valid("json");
      // A bot filled the hidden field: it hears what a person would, and nothing is stored.
      if (isBot(c.req.valid("json"))) return c.json({ answer, note }, 201);
      const { tool, slug } = c.req.valid("param");
      const promptId = await knownPromptId(tool, slug);
      if (!promptId) return errorResponse(c, 404, feedbackMessages.unknownPrompt);
      const { replaced } = await services.promptFeedback.answer(promptId, await visitorOf(c), { answer, note }, now());
      return c.json({ answer, note }, replaced ? 200 : 201);
    });
}
