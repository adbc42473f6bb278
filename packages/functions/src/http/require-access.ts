import { createMiddleware } from "hono/factory";
import { bearerToken } from "@ai-leaders/core/tokens";
import { hasAccess } from "@ai-leaders/core/access";
import { accessMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "./index.ts";

/** Gated API routes answer 401 unless the request carries a valid access token. */
export function requireAccess(tokenSecret: string, now: () => Date) {
  return createMiddleware(async (c, next) => {
    if (!hasAccess(bearerToken(c.req.header("authorization")), tokenSecret, now())) {
      return errorResponse(c, 401, accessMessages.required);
    }
    await next();
  });
}
