// The one shape of every 4xx and 5xx the API answers.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The body of every 4xx/5xx: a message meant for the visitor, and a title when the spec has one. */
export interface ApiErrorBody {
  error: { message: string; title?: string; field?: string };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, extra: { title?: string; field?: string } = {}) {
  return c.json({ error: { message, ...extra } } satisfies ApiErrorBody, status);
}
