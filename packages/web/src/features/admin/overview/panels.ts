// What each Overview chart shows, said once: the chart's data, its sentence, its table and CSV columns.
// The components only draw these, so the chart, the table and the file always hold the same numbers.
import type { AnalyticsOverview } from "@ai-leaders/core/analytics";
import type { BarDatum, LineSeries } from "../../../components/charts/types.ts";

export interface Column<Row> {
  header: string;
  value: (row: Row) => string | number;
  /** Numbers sit right in the table. */
  numeric?: boolean;
}

export type ChartData =
  | { kind: "lines"; dates: string[]; series: LineSeries[] }
  /** One bar per row, in order. */
  | { kind: "bars"; bars: BarDatum[] };

/** The chart's numbers as rows of cells: its table view and its CSV file. */
export interface PanelTable {
  columns: Array<{ header: string; numeric: boolean }>;
  rows: Array<Array<string | number>>;
}

export interface Panel {
  id: string;
  title: string;
  /** The chart in a sentence: what a reader would take from it. */
  summary: string;
  /** Said instead of the chart when there is nothing to draw: what will appear, and when. */
  empty: string | null;
  chart: ChartData;
  table: PanelTable;
}

function tableOf<Row>(columns: Array<Column<Row>>, rows: Row[]): PanelTable {
  return {
    columns: columns.map((column) => ({ header: column.header, numeric: column.numeric ?? false })),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}

const number = new Intl.NumberFormat("en-GB");
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "3 Nov", from the API's UTC date. */
export const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

const plural = (count: number, one: string, many: string) => `${number.format(count)} ${count === 1 ? one : many}`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The share of the first step, whole percent: "50%"; "–" when the first step is 0. */
export const shareOf = (count: number, first: number) => (first === 0 ? "–" : `${Math.round((count / first) * 100)}%`);

type Daily = AnalyticsOverview["daily"][number];

function busiest(daily: Daily[], pick: (day: Daily) => number): Daily | undefined {
  return daily.reduce<Daily | undefined>((best, entry) => (pick(entry) > (best ? pick(best) : 0) ? entry : best), undefined);
}

function visitorsPanel(overview: AnalyticsOverview): Panel {
  const { daily } = overview;
  const visitors = sum(daily.map((entry) => entry.visitors));
  const views = sum(daily.map((entry) => entry.pageViews));
  const top = busiest(daily, (entry) => entry.visitors);
  return {
    id: "visitors",
    title: "Visitors and page views",
    summary:
      `${plural(visitors, "visitor", "visitors")} and ${plural(views, "page view", "page views")} from ${day(overview.from)} to ${day(overview.to)}` +
      (top ? `; the busiest day was ${day(top.date)}, with ${plural(top.visitors, "visitor", "visitors")}.` : "."),
    empty:
      views === 0 ? `No page has been viewed in the last ${overview.days} days. Each visit to a page is counted here as it happens.` : null,
    chart: {
      kind: "lines",
      dates: daily.map((entry) => entry.date),
      series: [
        { label: "Visitors", values: daily.map((entry) => entry.visitors) },
        { label: "Page views", values: daily.map((entry) => entry.pageViews) },
      ],
    },
    table: tableOf<Daily>(
      [
        { header: "Date", value: (row) => row.date },
        { header: "Visitors", value: (row) => row.visitors, numeric: true },
        { header: "Page views", value: (row) => row.pageViews, numeric: true },
      ],
      daily,
    ),
  };
}

type FunnelRow = AnalyticsOverview["funnel"][number] & { share: string };

function funnelPanel(overview: AnalyticsOverview): Panel {
  const first = overview.funnel[0]?.count ?? 0;
  const rows = overview.funnel.map((step) => ({ ...step, share: shareOf(step.count, first) }));
  const [start, ...after] = rows;
  return {
    id: "funnel",
    title: "The funnel",
    summary:
      start && first > 0
        ? `${plural(first, "visitor-day", "visitor-days")} on the landing page; of them, ${after.map((step) => `${step.label.toLowerCase()}: ${number.format(step.count)} (${step.share})`).join(", ")}.`
        : "Nobody has visited the landing page in this range yet.",
    empty: rows.every((step) => step.count === 0)
      ? `No visitor has reached a step in the last ${overview.days} days. Each step counts a visitor once a day, as they reach it.`
      : null,
    chart: { kind: "bars", bars: rows.map((step) => ({ label: step.label, value: step.count, note: step.share })) },
    table: tableOf<FunnelRow>(
      [
        { header: "Step", value: (row) => row.label },
        { header: "Visitor-days", value: (row) => row.count, numeric: true },
        { header: "% of the first step", value: (row) => row.share, numeric: true },
      ],
      rows,
    ),
  };
}

function usagePanel(overview: AnalyticsOverview): Panel {
  const { daily } = overview;
  const prompts = sum(daily.map((entry) => entry.promptUses));
  const steps = sum(daily.map((entry) => entry.guideSteps));
  const roasts = sum(daily.map((entry) => entry.roastsRun));
  return {
    id: "use",
    title: "Prompts, guides and roasts per day",
    summary: `${plural(prompts, "prompt use", "prompt uses")} (copies and "Open in"), ${plural(steps, "guide step", "guide steps")} done and ${plural(roasts, "roast", "roasts")} run from ${day(overview.from)} to ${day(overview.to)}.`,
    empty:
      prompts + steps + roasts === 0
        ? `No prompt, guide step or roast in the last ${overview.days} days. Each copy, finished step and roast is counted here as it happens.`
        : null,
    chart: {
      kind: "lines",
      dates: daily.map((entry) => entry.date),
      series: [
        { label: "Prompt uses", values: daily.map((entry) => entry.promptUses) },
        { label: "Guide steps", values: daily.map((entry) => entry.guideSteps) },
        { label: "Roasts run", values: daily.map((entry) => entry.roastsRun) },
      ],
    },
    table: tableOf<Daily>(
      [
        { header: "Date", value: (row) => row.date },
        { header: "Prompt uses", value: (row) => row.promptUses, numeric: true },
        { header: "Guide steps", value: (row) => row.guideSteps, numeric: true },
        { header: "Roasts run", value: (row) => row.roastsRun, numeric: true },
      ],
      daily,
    ),
  };
}

/** A ranked list: bars longest first, and a sentence naming the first. */
function rankedPanel<Row>(
  overview: AnalyticsOverview,
  spec: {
    id: string;
    title: string;
    rows: Row[];
    label: (row: Row) => string;
    value: (row: Row) => number;
    unit: [one: string, many: string];
    empty: string;
    columns: Array<Column<Row>>;
  },
): Panel {
  const [first] = spec.rows;
  return {
    id: spec.id,
    title: spec.title,
    summary: first
      ? `${spec.label(first)} leads, with ${plural(spec.value(first), ...spec.unit)} in the last ${overview.days} days` +
        (spec.rows.length > 1 ? `; ${spec.rows.length} are shown.` : ", the only one.")
      : `None in the last ${overview.days} days.`,
    empty: spec.rows.length === 0 ? spec.empty : null,
    chart: { kind: "bars", bars: spec.rows.map((row) => ({ label: spec.label(row), value: spec.value(row) })) },
    table: tableOf(spec.columns, spec.rows),
  };
}

type Campaign = AnalyticsOverview["topCampaigns"][number];
const campaignName = (row: Campaign) => `${row.campaign} (${row.source} / ${row.medium})`;

/** Every chart of the Overview, in page order. */
export function overviewPanels(overview: AnalyticsOverview): Panel[] {
  const days = overview.days;
  return [
    visitorsPanel(overview),
    funnelPanel(overview),
    usagePanel(overview),
    rankedPanel(overview, {
      id: "prompts",
      title: "Top prompts",
      rows: overview.topPrompts,
      label: (row) => row.title,
      value: (row) => row.copies + row.openIn,
      unit: ["use", "uses"],
      empty: `No prompt has been copied or opened in the last ${days} days. Each copy or "Open in" counts here as it happens.`,
      columns: [
        { header: "Prompt", value: (row) => row.title },
        { header: "Library", value: (row) => row.library },
        { header: "Copies", value: (row) => row.copies, numeric: true },
        { header: "Open in", value: (row) => row.openIn, numeric: true },
      ],
    }),
    rankedPanel(overview, {
      id: "guides",
      title: "Top guides",
      rows: overview.topGuides,
      label: (row) => row.title,
      value: (row) => row.stepsDone,
      unit: ["step done", "steps done"],
      empty: `No guide step has been finished in the last ${days} days. Each finished step counts here as it happens.`,
      columns: [
        { header: "Guide", value: (row) => row.title },
        { header: "Steps done", value: (row) => row.stepsDone, numeric: true },
      ],
    }),
    rankedPanel(overview, {
      id: "pages",
      title: "Most viewed pages",
      rows: overview.topRoutes,
      label: (row) => row.route,
      value: (row) => row.views,
      unit: ["view", "views"],
      empty: `No page has been viewed in the last ${days} days. Each view counts here as it happens.`,
      columns: [
        { header: "Page", value: (row) => row.route },
        { header: "Views", value: (row) => row.views, numeric: true },
      ],
    }),
    rankedPanel(overview, {
      id: "referrers",
      title: "Top referrers",
      rows: overview.topReferrers,
      label: (row) => row.host,
      value: (row) => row.visitors,
      unit: ["visitor", "visitors"],
      empty: `No visitor came from another site in the last ${days} days. A visit from a link elsewhere names that site here.`,
      columns: [
        { header: "Site", value: (row) => row.host },
        { header: "Visitors", value: (row) => row.visitors, numeric: true },
      ],
    }),
    rankedPanel(overview, {
      id: "campaigns",
      title: "Top campaigns",
      rows: overview.topCampaigns,
      label: campaignName,
      value: (row) => row.visitors,
      unit: ["visitor", "visitors"],
      empty: `No visitor came through a campaign link in the last ${days} days. A link with utm_source, utm_medium and utm_campaign is counted here.`,
      columns: [
        { header: "Campaign", value: (row) => row.campaign },
        { header: "Source", value: (row) => row.source },
        { header: "Medium", value: (row) => row.medium },
        { header: "Visitors", value: (row) => row.visitors, numeric: true },
      ],
    }),
    rankedPanel(overview, {
      id: "access-codes",
      title: "Access codes by use",
      rows: overview.accessCodes,
      label: (row) => row.label,
      value: (row) => row.granted,
      unit: ["grant", "grants"],
      empty: `No access code has been used in the last ${days} days. Each code that lets a visitor in counts here under its label.`,
      columns: [
        { header: "Code", value: (row) => row.label },
        { header: "Access granted", value: (row) => row.granted, numeric: true },
      ],
    }),
  ];
}

/** True when the range counted nothing at all: the page says so above the charts' own empty states. */
export const nothingCounted = (overview: AnalyticsOverview) =>
  overview.funnel.every((step) => step.count === 0) &&
  overview.daily.every(
    (entry) => entry.pageViews + entry.promptUses + entry.guideSteps + entry.roastsRun + entry.subscribed + entry.access === 0,
  );
