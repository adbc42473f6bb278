// "Compare with competitors": the leader's page and its rivals on the same rubric, as one table,
// the largest gaps each way, and what the leader should borrow from the rival that does it better.
import { pageAddress } from "./page-address.ts";
import type { PageReport } from "./types.ts";

/** A kept page report, named by its result id (the comparison's link lists the ids). */
export interface ComparedPage {
  resultId: string;
  report: PageReport;
}

export interface ComparisonRow {
  resultId: string;
  /** The page's host, with its path when it has one: "rival.com", "rival.com/pricing". */
  page: string;
  url: string;
  score: number;
  /** One per `Comparison.categories`, in that order; null where this page's report has no such category. */
  categoryScores: Array<number | null>;
}

/** The leader against the best rival in one category. */
export interface Gap {
  category: string;
  /** Always positive: how far behind or ahead. */
  by: number;
  rival: string;
  rivalScore: number;
  yourScore: number;
  /** "behind on Trust by 4 (rival.com 8, you 4)" */
  text: string;
}

/** Where a rival leads by `borrowFrom` or more: its own words on what it does. */
export interface Borrowing {
  category: string;
  rival: string;
  rivalScore: number;
  yourScore: number;
  summary: string;
  /** The rival page's quoted words for this category. */
  quotes: string[];
}

export interface Comparison {
  /** The leader's categories in its order, then any only a rival has. */
  categories: string[];
  /** The leader first, then the rivals in the order given. */
  rows: ComparisonRow[];
  /** The two largest each way, largest first. */
  behind: Gap[];
  ahead: Gap[];
  borrow: Borrowing[];
}

/** A rival leading by this much or more has something worth borrowing. */
export const borrowFrom = 2;
const gapsShown = 2;

export function compareReports(leader: ComparedPage, rivals: ComparedPage[]): Comparison {
  const pages = [leader, ...rivals];
  const categories = categoryNames(pages.map(({ report }) => report));
  const rows = pages.map(({ resultId, report }) => ({
    resultId,
    page: pageLabel(report.url),
    url: report.url,
    score: report.score,
    categoryScores: categories.map((name) => categoryOf(report, name)?.score ?? null),
  }));
  const matchups = categories.flatMap((name) => matchup(leader.report, rivals, name) ?? []);
  const behind = largest(matchups.filter((each) => each.lead > 0)).map((each) => gap(each, "behind"));
  const ahead = largest(matchups.filter((each) => each.lead < 0)).map((each) => gap(each, "ahead"));
  const borrow = matchups
    .filter((each) => each.lead >= borrowFrom)
    .sort((a, b) => b.lead - a.lead)
    .map(borrowing);
  return { categories, rows, behind, ahead, borrow };
}

/** "rival.com", "rival.com/pricing": the host, and the path when there is one (two pages of one site differ). */
export function pageLabel(url: string): string {
  const address = pageAddress(url);
  return address ? `${address.host.replace(/^www\./, "")}${address.path.replace(/\/+$/, "")}` : url;
}

/** Categories are matched by name, whatever the case or the spaces around it. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function categoryOf(report: PageReport, name: string) {
  return report.categories.find((category) => sameName(category.name, name));
}

function categoryNames(reports: PageReport[]): string[] {
  const names: string[] = [];
  for (const category of reports.flatMap((report) => report.categories)) {
    if (!names.some((name) => sameName(name, category.name))) names.push(category.name.trim());
  }
  return names;
}

interface Matchup {
  category: string;
  yours: number;
  best: { page: ComparedPage; score: number };
  /** The best rival's score minus the leader's. */
  lead: number;
}

/** The leader against the rival scoring highest (the first, on a tie); none when either side lacks the category. */
function matchup(leader: PageReport, rivals: ComparedPage[], name: string): Matchup | null {
  const yours = categoryOf(leader, name)?.score;
  let best: Matchup["best"] | null = null;
  for (const page of rivals) {
    const score = categoryOf(page.report, name)?.score;
    if (score !== undefined && (!best || score > best.score)) best = { page, score };
  }
  return yours === undefined || !best ? null : { category: name, yours, best, lead: best.score - yours };
}

/** Largest gap first; on a tie, the leader's category order. */
function largest(matchups: Matchup[]): Matchup[] {
  return [...matchups].sort((a, b) => Math.abs(b.lead) - Math.abs(a.lead)).slice(0, gapsShown);
}

function gap({ category, yours, best, lead }: Matchup, way: "behind" | "ahead"): Gap {
  const rival = pageLabel(best.page.report.url);
  const scores = way === "behind" ? `${rival} ${best.score}, you ${yours}` : `you ${yours}, ${rival} ${best.score}`;
  const by = Math.abs(lead);
  return {
    category,
    by,
    rival,
    rivalScore: best.score,
    yourScore: yours,
    text: `${way} on ${category} by ${by} (${scores})`,
  };
}

function borrowing({ category, yours, best }: Matchup): Borrowing {
  const theirs = categoryOf(best.page.report, category)!;
  return {
    category,
    rival: pageLabel(best.page.report.url),
    rivalScore: best.score,
    yourScore: yours,
    summary: theirs.summary,
    quotes: theirs.evidence.map((evidence) => evidence.quote.trim()).filter(Boolean),
  };
}
