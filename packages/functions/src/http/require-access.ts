import { createMiddleware } from "hono/factory";
import { hasAccess } from "@ai-leaders/core/access";
import { accessMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "./index.ts";

/**
 * The header that carries the gate's access token. Authorization is left to the signed-in user's
 * session, since a page can hold both (the landing-page roast needs both).
 */
export const accessTokenHeader = "x-access-token";

/** Gated API routes answer 401 unless the request carries a valid access token. */
export function requireAccess(tokenSecret: string, now: () => Date) {
  return createMiddleware(async (c, next) => {
    if (!hasAccess(c.req.header(accessTokenHeader) ?? null, tokenSecret, now())) {
      return errorResponse(c, 401, accessMessages.required);
    }
    await next();
  });
}
