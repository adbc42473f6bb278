// The week's numbers, from the console overview's daily series (analytics/overview.ts): the same
// counters the Overview charts, summed over its 7 days.
import type { AnalyticsOverview } from "../analytics/overview.ts";

export const digestDays = 7;

export const digestNumberLabels = {
  visitors: "Visitors (unique each day)",
  subscribed: "Newsletter signups",
  access: "Access granted",
  promptUses: "Prompt uses",
  guideSteps: "Guide steps done",
  roastsRun: "Roasts run",
} as const;
export type DigestNumberName = keyof typeof digestNumberLabels;
export type DigestNumbers = Record<DigestNumberName, number>;

export function weekNumbers(overview: Pick<AnalyticsOverview, "daily">): DigestNumbers {
  const names = Object.keys(digestNumberLabels) as DigestNumberName[];
  return Object.fromEntries(names.map((name) => [name, overview.daily.reduce((sum, day) => sum + day[name], 0)])) as DigestNumbers;
}
