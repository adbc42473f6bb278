// From events to what is written: counter increments, and the "first time today" keys whose first
// sighting adds one to a unique count. Pure; the repository writes what this returns.
import type { AnalyticsEvent } from "./events.ts";
import { funnelSteps, type FunnelStep } from "./overview.ts";
import { normaliseRoute } from "./routes.ts";

/**
 * A day's counters live in a few items per shard: "day" (the totals), "route", "prompt", "guide"
 * and "code" (one attribute per dimension value, all bounded), and one item per referrer host
 * ("ref#news.example.com") or campaign ("utm#source|medium|campaign"), whose cardinality is not.
 */
export type CounterItem = "day" | "route" | "prompt" | "guide" | "code" | `ref#${string}` | `utm#${string}`;

/** The totals item's attributes: the daily series and each funnel step's unique visitors. */
export const dayTotals = [
  "visitors",
  "pageViews",
  "subscribed",
  "confirmed",
  "access",
  "promptUses",
  "guideSteps",
  "roastsRun",
  "roastsFinished",
  "votes",
  "suggestions",
] as const;
export type DayTotal = (typeof dayTotals)[number];
export const funnelAttribute = (step: FunnelStep) => `funnel_${step}`;

export type Increments = Map<CounterItem, Map<string, number>>;

export interface Tally {
  counts: Increments;
  /** Unique-per-day keys of the visitor, each with the counter its first sighting moves. */
  firsts: Array<{ key: string; item: CounterItem; attribute: string }>;
}

export function add(increments: Increments, item: CounterItem, attribute: string, by = 1) {
  const attributes = increments.get(item) ?? new Map<string, number>();
  attributes.set(attribute, (attributes.get(attribute) ?? 0) + by);
  increments.set(item, attributes);
}

/** Which funnel step an event reaches, if any. */
function stepOf(event: AnalyticsEvent, route?: string): FunnelStep | null {
  switch (event.name) {
    case "page_view":
      return route === "/" ? "landing" : null;
    case "newsletter_signup":
      return "subscribed";
    case "access_granted":
      return "access";
    case "prompt_copy":
    case "prompt_open_in":
    case "guide_step":
      return "used";
    case "roast_run":
      return "roast";
    default:
      return null;
  }
}

export const campaignKey = (utm: { source: string; medium?: string; campaign?: string }) =>
  `${utm.source}|${utm.medium ?? ""}|${utm.campaign ?? ""}`;

/** `siteHost`: a referrer from the site itself is no referrer. `visitor`: false when the event has none (a roast finishing). */
export function tally(events: readonly AnalyticsEvent[], { siteHost, visitor }: { siteHost: string; visitor: boolean }): Tally {
  const counts: Increments = new Map();
  const firsts = new Map<string, { item: CounterItem; attribute: string }>();
  const first = (key: string, item: CounterItem, attribute: string) => {
    if (visitor) firsts.set(key, { item, attribute });
  };
  if (events.length > 0) first("visit", "day", "visitors");
  for (const event of events) {
    let route: string | undefined;
    switch (event.name) {
      case "page_view":
        route = normaliseRoute(event.path);
        add(counts, "day", "pageViews");
        add(counts, "route", route);
        if (event.referrer && event.referrer !== siteHost) first(`ref#${event.referrer}`, `ref#${event.referrer}`, "visitors");
        if (event.utm) first(`utm#${campaignKey(event.utm)}`, `utm#${campaignKey(event.utm)}`, "visitors");
        break;
      case "prompt_copy":
        add(counts, "day", "promptUses");
        add(counts, "prompt", `copy:${event.prompt}`);
        break;
      case "prompt_open_in":
        add(counts, "day", "promptUses");
        add(counts, "prompt", `openIn:${event.prompt}`);
        break;
      case "guide_step":
        add(counts, "day", "guideSteps");
        add(counts, "guide", event.guide);
        break;
      case "newsletter_signup":
        add(counts, "day", "subscribed");
        break;
      case "newsletter_confirm":
        add(counts, "day", "confirmed");
        break;
      case "access_granted":
        add(counts, "day", "access");
        add(counts, "code", event.label);
        break;
      case "roast_run":
        add(counts, "day", "roastsRun");
        break;
      case "roast_finished":
        add(counts, "day", "roastsFinished");
        break;
      case "vote":
        add(counts, "day", "votes");
        break;
      case "suggestion":
        add(counts, "day", "suggestions");
        break;
    }
    const step = stepOf(event, route);
    if (step) first(`step#${step}`, "day", funnelAttribute(step));
  }
  return { counts, firsts: [...firsts].map(([key, target]) => ({ key, ...target })) };
}

export { funnelSteps };
