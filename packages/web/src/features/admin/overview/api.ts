// The Overview's one request: the numbers for a range, checked against the shared contract.
import { analyticsOverviewSchema, type AnalyticsOverview, type OverviewRange } from "@ai-leaders/core/analytics";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

export const overviewRequest = (accessToken: string, days: OverviewRange) =>
  settle(
    api.api.admin.analytics.$get({ query: { days: String(days) } }, bearer(accessToken)),
    async (response): Promise<AnalyticsOverview> => analyticsOverviewSchema.parse(await response.json()),
  );
