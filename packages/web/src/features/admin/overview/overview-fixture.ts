// The API's Overview for the tests: the `days` up to 27 Nov 2026 with nothing counted, unless
// `changes` say otherwise (parsed by the API's own schema, so a fixture cannot drift from it).
import { consoleOverviewSchema, funnelStepLabels, funnelSteps, type ConsoleOverview, type OverviewRange } from "@ai-leaders/core/analytics";

const zeroDay = (date: string) => ({
  date,
  visitors: 0,
  pageViews: 0,
  subscribed: 0,
  confirmed: 0,
  access: 0,
  promptUses: 0,
  guideSteps: 0,
  roastsRun: 0,
  roastsFinished: 0,
  votes: 0,
  suggestions: 0,
});

export function emptyOverview(days: OverviewRange, changes: Partial<ConsoleOverview> = {}): ConsoleOverview {
  const dates = Array.from({ length: days }, (_, index) => new Date(Date.UTC(2026, 10, 27 - days + 1 + index)).toISOString().slice(0, 10));
  return consoleOverviewSchema.parse({
    days,
    from: dates[0],
    to: dates.at(-1),
    daily: dates.map(zeroDay),
    funnel: funnelSteps.map((step) => ({ step, label: funnelStepLabels[step], count: 0 })),
    topPrompts: [],
    topGuides: [],
    topRoutes: [],
    topReferrers: [],
    topCampaigns: [],
    accessCodes: [],
    teams: { teams: 0, active: 0, suspended: 0, members: 0, seats: 0 },
    ...changes,
  });
}
