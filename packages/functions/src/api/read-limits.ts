// Every read (GET) is counted per address, so nobody can page the board or poll results without
// end from one network. The numbers sit far above an honest reader (core's rateLimits).
import { createMiddleware } from "hono/factory";
import { apiMessages } from "@ai-leaders/core/messages";
import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";

/** Which reads a GET belongs to, by the API path it asks for. */
export function readGroupOf(path: string): "result" | "board" | "content" | "other" {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under("/api/get-analysis-result") || under("/api/results")) return "result";
  if (under("/api/suggestions") || under("/api/predefined")) return "board";
  if (under("/api/content")) return "content";
  return "other";
}

export function limitReads({ services, clientIp, limits, now }: ApiDeps) {
  const limitOf: Record<Exclude<ReturnType<typeof readGroupOf>, "content">, RateLimit> = {
    result: limits.resultRead,
    board: limits.boardRead,
    other: limits.otherRead,
  };
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const group = readGroupOf(c.req.path);
    // Gated content is static and read by every Level 3 page, whose cold start loads no table
    // client: it is limited per address at the edge (WAF's api-requests rule), not by a write per read.
    if (group === "content") return next();
    const refused = await refuseWhenOverLimit(c, services.rateLimiter, `read-${group}:${clientIp(c)}`, limitOf[group], now(), {
      description: apiMessages.tooManyRequests,
    });
    if (refused) return refused;
    await next();
  });
}
