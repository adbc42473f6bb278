// The console's overview (overview.ts's contract) from the stored counters: the days in range with
// zeros filled, the funnel, and the top tens, named from the content.
import { isToolId, loadPromptLibrary, promptSlug } from "../content/loaders.ts";
import { guidePages } from "../content/search-entries.ts";
import { isGuideId } from "../content/types.ts";
import { libraryHeadings } from "../library-headings/index.ts";
import { utcDay } from "./daily-salt.ts";
import { funnelStepLabels, funnelSteps, type AnalyticsOverview, type OverviewRange } from "./overview.ts";
import type { DayCounters } from "./repository.ts";
import { dayTotals, funnelAttribute } from "./tally.ts";

const topCount = 10;

export function overviewDays(days: OverviewRange, now: Date): string[] {
  const today = Date.parse(`${utcDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => utcDay(new Date(today - (days - 1 - i) * 24 * 60 * 60 * 1000)));
}

/** Sums one item's attributes over every day. */
function summed(counters: Map<string, DayCounters>, matches: (item: string) => boolean): Map<string, Map<string, number>> {
  const sums = new Map<string, Map<string, number>>();
  for (const day of counters.values()) {
    for (const [item, attributes] of day) {
      if (!matches(item)) continue;
      const total = sums.get(item) ?? new Map<string, number>();
      sums.set(item, total);
      for (const [attribute, value] of attributes) total.set(attribute, (total.get(attribute) ?? 0) + value);
    }
  }
  return sums;
}

const top = <T>(rows: T[], weight: (row: T) => number) =>
  rows
    .filter((row) => weight(row) > 0)
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, topCount);

async function promptTitle(ref: string): Promise<{ title: string; library: string }> {
  const [tool, slug] = ref.split(":") as [string, string];
  if (!isToolId(tool)) return { title: ref, library: tool };
  const library = await loadPromptLibrary(tool);
  const prompt = library.prompts.find((candidate) => promptSlug(candidate.title) === slug);
  return { title: prompt?.title ?? slug, library: libraryHeadings[tool].title };
}

export async function buildOverview(days: OverviewRange, counters: Map<string, DayCounters>, now: Date): Promise<AnalyticsOverview> {
  const range = overviewDays(days, now);
  const daily = range.map((date) => {
    const totals = counters.get(date)?.get("day");
    return { date, ...Object.fromEntries(dayTotals.map((name) => [name, totals?.get(name) ?? 0])) } as AnalyticsOverview["daily"][number];
  });
  const allDays = summed(counters, (item) => item === "day").get("day");
  const funnel = funnelSteps.map((step) => ({ step, label: funnelStepLabels[step], count: allDays?.get(funnelAttribute(step)) ?? 0 }));

  const uses = summed(counters, (item) => item === "prompt").get("prompt") ?? new Map<string, number>();
  const prompts = new Map<string, { copies: number; openIn: number }>();
  for (const [attribute, value] of uses) {
    const [kind, ...ref] = attribute.split(":");
    const id = ref.join(":");
    const entry = prompts.get(id) ?? { copies: 0, openIn: 0 };
    if (kind === "copy") entry.copies += value;
    else entry.openIn += value;
    prompts.set(id, entry);
  }
  const topPrompts = await Promise.all(
    top([...prompts], ([, use]) => use.copies + use.openIn).map(async ([id, use]) => ({ id, ...(await promptTitle(id)), ...use })),
  );

  const steps = summed(counters, (item) => item === "guide").get("guide") ?? new Map<string, number>();
  const topGuides = top([...steps], ([, done]) => done).map(([slug, stepsDone]) => ({
    slug,
    title: isGuideId(slug) ? guidePages[slug].title : slug,
    stepsDone,
  }));

  const routes = summed(counters, (item) => item === "route").get("route") ?? new Map<string, number>();
  const topRoutes = top([...routes], ([, views]) => views).map(([route, views]) => ({ route, views }));

  const referrers = [...summed(counters, (item) => item.startsWith("ref#"))].map(([item, sums]) => ({
    host: item.slice(4),
    visitors: sums.get("visitors") ?? 0,
  }));
  const campaigns = [...summed(counters, (item) => item.startsWith("utm#"))].map(([item, sums]) => {
    const [source = "", medium = "", campaign = ""] = item.slice(4).split("|");
    return { source, medium, campaign, visitors: sums.get("visitors") ?? 0 };
  });

  const codes = summed(counters, (item) => item === "code").get("code") ?? new Map<string, number>();
  const accessCodes = [...codes]
    .filter(([, granted]) => granted > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([label, granted]) => ({ label, granted }));

  return {
    days,
    from: range[0]!,
    to: range[range.length - 1]!,
    daily,
    funnel,
    topPrompts,
    topGuides,
    topRoutes,
    topReferrers: top(referrers, (row) => row.visitors),
    topCampaigns: top(campaigns, (row) => row.visitors),
    accessCodes,
  };
}
