import * as z from "zod";

export const overviewRanges = [7, 30, 90] as const;
export type OverviewRange = (typeof overviewRanges)[number];

export const funnelSteps = ["landing", "subscribed", "access", "used", "roast"] as const;
export type FunnelStep = (typeof funnelSteps)[number];

export const funnelStepLabels = {
  landing: "Visited the landing page",
  subscribed: "Subscribed",
  access: "Got access",
  used: "Used a prompt or guide",
  roast: "Ran a roast",
} as const;

export const analyticsOverviewSchema = z.object({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  from: z.string(), // YYYY-MM-DD, UTC, inclusive
  to: z.string(), // YYYY-MM-DD, UTC, inclusive: today
  daily: z.array(
    // exactly `days` entries, oldest first, zeros filled
    z.object({
      date: z.string(),
      visitors: z.number(), // unique visitors that day (daily salted hash)
      pageViews: z.number(),
      subscribed: z.number(),
      confirmed: z.number(),
      access: z.number(),
      promptUses: z.number(), // copies + "Open in"
      guideSteps: z.number(),
      roastsRun: z.number(),
      roastsFinished: z.number(),
      votes: z.number(),
      suggestions: z.number(),
    }),
  ),
  // 5 entries, in order; count = unique visitor-days that reached the step in the range
  funnel: z.array(z.object({ step: z.enum(funnelSteps), label: z.string(), count: z.number() })),
  // ≤ 10, by copies+openIn
  topPrompts: z.array(z.object({ id: z.string(), title: z.string(), library: z.string(), copies: z.number(), openIn: z.number() })),
  topGuides: z.array(z.object({ slug: z.string(), title: z.string(), stepsDone: z.number() })), // ≤ 10
  topRoutes: z.array(z.object({ route: z.string(), views: z.number() })), // ≤ 10, route patterns
  topReferrers: z.array(z.object({ host: z.string(), visitors: z.number() })), // ≤ 10
  topCampaigns: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), visitors: z.number() })), // ≤ 10
  accessCodes: z.array(z.object({ label: z.string(), granted: z.number() })), // every label with ≥1 grant in range
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

/** The teams as they stand (issue 48), whatever the range: the same tally as the console's Teams section. */
export const teamTotalsSchema = z.object({
  teams: z.number(),
  active: z.number(),
  suspended: z.number(),
  members: z.number(), // people in teams, owners included
  seats: z.number(), // every team's seats, summed
});
export type TeamTotals = z.infer<typeof teamTotalsSchema>;

/** GET /api/admin/analytics: the overview of the range, and the teams' totals now. */
export const consoleOverviewSchema = analyticsOverviewSchema.extend({ teams: teamTotalsSchema });
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;
