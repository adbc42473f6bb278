// The Overview's one request: the numbers for a range and the teams' totals, checked against the shared contract.
import { consoleOverviewSchema, type ConsoleOverview, type OverviewRange } from "@ai-leaders/core/analytics";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

export const overviewRequest = (accessToken: string, days: OverviewRange) =>
  settle(api.api.admin.analytics.$get({ query: { days: String(days) } }, bearer(accessToken)), async (response): Promise<ConsoleOverview> =>
    consoleOverviewSchema.parse(await response.json()),
  );
