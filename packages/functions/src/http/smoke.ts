import type { Context } from "hono";
import { isSmokeKey, smokeKeyHeader } from "@ai-leaders/core/smoke";

/** Whether the request is the smoke check's: it carries the stage's smoke key (core/smoke). */
export const isSmokeRun = (c: Context, tokenSecret: string) => isSmokeKey(c.req.header(smokeKeyHeader), tokenSecret);
