// The console's watched pages: whose, which page, its last score and check, how many mails it sent.
import { Hono } from "hono";
import { adminWatchSummary } from "@ai-leaders/core/watches/repository";
import type { ApiDeps } from "../deps.ts";

export function adminWatchRoutes({ services }: Pick<ApiDeps, "services">) {
  return new Hono().get("/", async (c) => c.json({ watches: (await services.watches.listAll()).map(adminWatchSummary) }, 200));
}
