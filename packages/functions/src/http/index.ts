// What every Hono app here shares: one error shape, safe failures. Validated bodies: json-body.ts.
import type { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { apiMessages } from "@ai-leaders/core/messages";
import { structuredLog, type Log } from "../logging/index.ts";
import { isOneClickRequest } from "./one-click.ts";

export { errorResponse, type ApiErrorBody } from "./error-response.ts";
import { errorResponse } from "./error-response.ts";

/** A request with a body must say it is JSON: anything else is 415, not a confusing field message. */
export const requireJsonBody = createMiddleware(async (c, next) => {
  const hasBody = Number(c.req.header("content-length") ?? 0) > 0 || c.req.header("transfer-encoding") !== undefined;
  const type = c.req.header("content-type") ?? "";
  if (hasBody && !/^application\/([\w.+-]+\+)?json\b/i.test(type) && !isOneClickRequest(c))
    return errorResponse(c, 415, apiMessages.jsonRequired);
  await next();
});

/** Unknown routes and thrown errors end as JSON, never as a stack trace. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Hono's own bound for any app
export function withSafeErrors<T extends Hono<any, any, any>>(app: T, log: Log = structuredLog): T {
  app.notFound((c) => errorResponse(c, 404, apiMessages.notFound));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      const message = status === 413 ? apiMessages.payloadTooLarge : status === 400 ? apiMessages.invalidJson : error.message;
      return errorResponse(c, status, message);
    }
    log({ event: "unhandled_error", path: c.req.path, error: error.message, stack: error.stack });
    return errorResponse(c, 500, apiMessages.internal);
  });
  return app;
}

export { structuredLog as defaultLog, type Log } from "../logging/index.ts";
export { edgeClientIp } from "./client-ip.ts";
export { sameOriginOnly } from "./same-origin.ts";
