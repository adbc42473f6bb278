import { Hono } from "hono";
import * as z from "zod/mini";
import { adminMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import type { AdminEnv } from "./require-admin.ts";
import { queryParams } from "./query.ts";

const auditQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(1_000, adminMessages.invalidCursor))) });

/** The audit log, newest first, a page at a time. */
export function auditRoutes({ services }: ApiDeps) {
  return new Hono<AdminEnv>().get("/", queryParams(auditQuerySchema), async (c) => {
    const page = await services.audit.list(c.req.valid("query").cursor);
    if (page === "invalid-cursor") return errorResponse(c, 400, adminMessages.invalidCursor, { field: "cursor" });
    return c.json(page, 200);
  });
}
