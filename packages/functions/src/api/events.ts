// POST /api/events: the browser's page views, prompt copies, "Open in" and guide steps, up to 20
// at a time (web/src/lib/analytics.ts), from the site's own pages only, each event counted against
// the sender's address. Do Not Track or GPC: 204 and nothing counted, before the body is even read.
// Otherwise every event must be one of the closed list, or none is counted.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { analyticsMessages, eventBatchSchema, type ClientEvent } from "@ai-leaders/core/analytics";
import { isToolId, loadPromptLibrary, promptSlug, type ToolId } from "@ai-leaders/core/content/loaders";
import { apiMessages } from "@ai-leaders/core/messages";
import { createInMemoryRateLimiter } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { createEventCounter } from "../analytics/index.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseUnlessAllowed } from "../http/rate-limit.ts";

/** 20 events of the longest kind fit with room to spare. */
export const eventsBodyLimitBytes = 8 * 1024;

/** Each library's prompt slugs, read once per process: the content does not change while it runs. */
const librarySlugs = new Map<ToolId, Promise<Set<string>>>();
const slugsOf = (tool: ToolId) => {
  let slugs = librarySlugs.get(tool);
  if (!slugs) {
    slugs = loadPromptLibrary(tool).then((library) => new Set(library.prompts.map((prompt) => promptSlug(prompt.title))));
    librarySlugs.set(tool, slugs);
  }
  return slugs;
};

/** The position of the first event naming a prompt no library holds, else -1. */
async function firstUnknownPrompt(events: ClientEvent[]): Promise<number> {
  const slugs = new Map<string, Set<string>>();
  for (const event of events) {
    if (event.name !== "prompt_copy" && event.name !== "prompt_open_in") continue;
    const [tool] = event.prompt.split(":") as [string];
    if (!slugs.has(tool) && isToolId(tool)) slugs.set(tool, await slugsOf(tool));
  }
  return events.findIndex((event) => {
    if (event.name !== "prompt_copy" && event.name !== "prompt_open_in") return false;
    const [tool, slug] = event.prompt.split(":") as [string, string];
    return !slugs.get(tool)?.has(slug);
  });
}

/** Addresses whose batches this process counts toward the limit at once. */
const maxCountedSenders = 20_000;

export function eventRoutes(deps: ApiDeps) {
  const { allowedOrigins, clientIp, limits, now } = deps;
  const analytics = createEventCounter(deps);
  // Counted in memory, like the reads (read-limits.ts): a batch every few seconds from every open
  // page would otherwise cost a table write each, behind WAF's per-address rule on /api.
  const senders = createInMemoryRateLimiter({ maxKeys: maxCountedSenders });
  const notCounted = (c: Context) => c.body(null, 204);

  return new Hono().post(
    "/",
    async (c, next) => (analytics.counted(c) ? next() : notCounted(c)),
    // Only the site's own pages count: a browser names them (Origin on every POST); a script that
    // names no page, or another site's, is refused before the body is read.
    async (c, next) => (allowedOrigins.includes(c.req.header("origin") ?? "") ? next() : errorResponse(c, 403, apiMessages.crossOrigin)),
    bodyLimit({ maxSize: eventsBodyLimitBytes, onError: (c) => errorResponse(c, 413, apiMessages.payloadTooLarge) }),
    jsonBody(eventBatchSchema),
    async (c) => {
      const { events } = c.req.valid("json");
      const refused = refuseUnlessAllowed(c, senders.hit(`events:${clientIp(c)}`, limits.analyticsEvents, now(), events.length), {
        description: apiMessages.tooManyRequests,
      });
      if (refused) return refused;
      const unknown = await firstUnknownPrompt(events);
      if (unknown >= 0) return errorResponse(c, 400, analyticsMessages.badPrompt, { field: `events.${unknown}.prompt` });
      await analytics.count(c, events);
      return notCounted(c);
    },
  );
}
