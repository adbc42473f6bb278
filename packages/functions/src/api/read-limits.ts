// Every read (GET) is counted per address, so nobody can page the board or poll results without
// end from one network. The numbers sit far above an honest reader (core's rateLimits). Reads are
// counted in this process's memory: a table write per read would cost every read a round trip,
// and every Level 3 page's cold start the DynamoDB client.
import { createMiddleware } from "hono/factory";
import { apiMessages } from "@ai-leaders/core/messages";
import { createInMemoryRateLimiter, type RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { refuseUnlessAllowed } from "../http/rate-limit.ts";

/** Callers × groups one process keeps counts for, about 300 bytes each: 6 MB at most, whatever the traffic. */
const maxCountedReaders = 20_000;

/** Which reads a GET belongs to, by the API path it asks for. */
export function readGroupOf(path: string): "result" | "board" | "content" | "other" {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under("/api/get-analysis-result") || under("/api/results")) return "result";
  if (under("/api/suggestions") || under("/api/predefined")) return "board";
  if (under("/api/content")) return "content";
  return "other";
}

export function limitReads({ clientIp, limits, now }: ApiDeps) {
  const limitOf: Record<ReturnType<typeof readGroupOf>, RateLimit> = {
    result: limits.resultRead,
    board: limits.boardRead,
    content: limits.contentRead,
    other: limits.otherRead,
  };
  const reads = createInMemoryRateLimiter({ maxKeys: maxCountedReaders });
  return createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const group = readGroupOf(c.req.path);
    const refused = refuseUnlessAllowed(c, reads.hit(`read-${group}:${clientIp(c)}`, limitOf[group], now()), {
      description: apiMessages.tooManyRequests,
    });
    if (refused) return refused;
    await next();
  });
}
