// The gated content (issue 15): the prompt libraries and the Level 3 guides, served only to
// holders of an access token, so their words never ship in the public JavaScript.
import { Hono } from "hono";
import { compress } from "hono/compress";
import { etag } from "hono/etag";
import { createHash } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { SearchEntry } from "@ai-leaders/core/content";
import { isGuideId, isToolId, loadGuide, loadPromptLibrary } from "@ai-leaders/core/content/loaders";
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

/** etag's SHA-1, by node:crypto: its default, WebCrypto, loads on first use, which is most cold starts' request. */
const sha1 = (body: Uint8Array) => new Uint8Array(createHash("sha1").update(body).digest()).buffer;

/**
 * The content is loaded by the first request that asks for it, one library or guide at a time:
 * all of it weighs more than the rest of the function together, and most cold starts answer
 * something else. Only the search needs every word.
 */
let searchEntries: Promise<SearchEntry[]> | undefined;
const loadSearchEntries = () =>
  (searchEntries ??= import("@ai-leaders/core/content").then((content) =>
    content.buildSearchEntries(content.promptLibraries, content.guides),
  ));

export function contentRoutes({ access, services, now }: ApiDeps) {
  return (
    new Hono()
      .use(requireAccess({ access, services, now }))
      // compress wraps etag, so the ETag names the JSON itself, whatever encoding carries it.
      .use(compress())
      .use(contentCaching)
      .use(etag({ generateDigest: sha1 }))
      .get("/prompts/:tool", async (c) => {
        const tool = c.req.param("tool");
        if (!isToolId(tool)) return errorResponse(c, 404, apiMessages.notFound);
        return c.json(await loadPromptLibrary(tool), 200);
      })
      .get("/guides/:guide", async (c) => {
        const guide = c.req.param("guide");
        if (!isGuideId(guide)) return errorResponse(c, 404, apiMessages.notFound);
        return c.json(await loadGuide(guide), 200);
      })
      .get("/search", async (c) => c.json(await loadSearchEntries(), 200))
      // The blueprint card and the decision dossiers (issue 45, Deliver 6 and 7): one small answer for the hub.
      .get("/playbooks", async (c) => c.json((await import("@ai-leaders/core/content/playbooks")).playbooks, 200))
  );
}
