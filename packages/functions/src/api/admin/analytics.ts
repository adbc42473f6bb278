// The console's analytics: GET /api/admin/analytics?days=7|30|90 answers core's ConsoleOverview: the
// range's AnalyticsOverview, and the teams' totals as they stand (read from the teams themselves, no counter).
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import * as z from "zod";
import { analyticsOverviewSchema, type ConsoleOverview } from "@ai-leaders/core/analytics";
import { consoleTeam } from "@ai-leaders/core/teams";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import { teamCounts } from "./teams.ts";

export const analyticsRangeMessage = "days must be 7, 30 or 90.";

const rangeQuery = zValidator("query", z.object({ days: z.coerce.number().pipe(analyticsOverviewSchema.shape.days) }), (result, c) =>
  result.success ? undefined : errorResponse(c, 400, analyticsRangeMessage, { field: "days" }),
);

export function adminAnalyticsRoutes({ services, now }: Pick<ApiDeps, "services" | "now">) {
  return new Hono().get("/", rangeQuery, async (c) => {
    const { buildOverview, overviewDays } = await import("@ai-leaders/core/analytics/read-overview");
    const { days } = c.req.valid("query");
    const at = now();
    const range = overviewDays(days, at);
    const [counters, teams] = await Promise.all([
      services.analytics.counters(range[0]!, range[range.length - 1]!),
      services.teams.listAll(),
    ]);
    const overview: ConsoleOverview = { ...(await buildOverview(days, counters, at)), teams: teamCounts(teams.map(consoleTeam)) };
    return c.json(overview, 200);
  });
}
