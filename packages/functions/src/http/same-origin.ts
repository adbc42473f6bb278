// One origin (design.md §3.11): the browser only ever calls the site it is on, so the API sends
// no CORS headers and refuses what another site's page asks of it. The same code runs in Lambda
// (API Gateway's own CORS is off) and locally, so both answer a cross-origin call alike.
import { createMiddleware } from "hono/factory";
import { apiMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "./error-response.ts";
import { isOneClickAddressOpened, isOneClickRequest } from "./one-click.ts";

/**
 * What a shared report shows anyone, anywhere: its page and its card image. Link previews fetch
 * them from their own servers, some naming an origin, and another site may show the card.
 */
const sharedReads = [/^\/api\/share\/[^/]+$/, /^\/api\/results\/[^/]+\/card\.jpg$/];

/**
 * Browsers name the calling page's origin on every cross-origin request and on same-origin
 * writes (Origin), and say where a request comes from (Sec-Fetch-Site); servers and automations
 * send neither, and pass. A read of what a shared report shows passes from anywhere.
 */
export function sameOriginOnly(allowedOrigins: readonly string[]) {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header("origin");
    const crossSite = c.req.header("sec-fetch-site") === "cross-site";
    const foreign = (origin !== undefined && !allowedOrigins.includes(origin)) || crossSite;
    if (foreign && !isOneClickRequest(c) && !isOneClickAddressOpened(c) && !isSharedRead(c.req.method, c.req.path))
      return errorResponse(c, 403, apiMessages.crossOrigin);
    await next();
  });
}

function isSharedRead(method: string, path: string): boolean {
  return (method === "GET" || method === "HEAD") && sharedReads.some((shared) => shared.test(path));
}
