// One origin (design.md §3.11): the browser only ever calls the site it is on, so the API sends
// no CORS headers and refuses what another site's page asks of it. The same code runs in Lambda
// (API Gateway's own CORS is off) and locally, so both answer a cross-origin call alike.
import { createMiddleware } from "hono/factory";
import { apiMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "./error-response.ts";
import { isOneClickRequest } from "./one-click.ts";

/**
 * Browsers name the calling page's origin on every cross-origin request and on same-origin
 * writes (Origin), and say where a request comes from (Sec-Fetch-Site); servers and automations
 * send neither, and pass.
 */
export function sameOriginOnly(allowedOrigins: readonly string[]) {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header("origin");
    const crossSite = c.req.header("sec-fetch-site") === "cross-site";
    const foreign = (origin !== undefined && !allowedOrigins.includes(origin)) || crossSite;
    if (foreign && !isOneClickRequest(c)) return errorResponse(c, 403, apiMessages.crossOrigin);
    await next();
  });
}
