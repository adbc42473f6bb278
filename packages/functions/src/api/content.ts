// The gated content (issue 15): the prompt libraries and the Level 3 guides, served only to
// holders of an access token, so their words never ship in the public JavaScript.
import { Hono } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { createMiddleware } from "hono/factory";
import { buildSearchEntries, guides, isGuideId, isToolId, promptLibraries } from "@ai-leaders/core/content";
import { apiMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { accessTokenHeader, requireAccess } from "../http/require-access.ts";

/** The browser may keep an answer for an hour, per token; no shared cache (CloudFront) may. */
const contentCaching = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status !== 200 && c.res.status !== 304) return;
  c.header("Cache-Control", "private, max-age=3600");
  c.header("Vary", `Accept-Encoding, ${accessTokenHeader}`, { append: true });
});

/** Every prompt and guide step, built once per process: the content is fixed at build time. */
const searchEntries = buildSearchEntries(promptLibraries, guides);

export function contentRoutes({ access, now }: ApiDeps) {
  return (
    new Hono()
      .use(requireAccess(access.tokenSecret, now))
      // compress wraps etag, so the ETag names the JSON itself, whatever encoding carries it.
      .use(compress())
      .use(contentCaching)
      .use(etag())
      .get("/prompts/:tool", (c) => {
        const tool = c.req.param("tool");
        if (!isToolId(tool)) return errorResponse(c, 404, apiMessages.notFound);
        return c.json(promptLibraries[tool], 200);
      })
      .get("/guides/:guide", (c) => {
        const guide = c.req.param("guide");
        if (!isGuideId(guide)) return errorResponse(c, 404, apiMessages.notFound);
        return c.json(guides[guide], 200);
      })
      .get("/search", (c) => c.json(searchEntries, 200))
  );
}
