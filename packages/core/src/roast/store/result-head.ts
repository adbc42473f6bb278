// A kept result's head, the same in the browser and in the HTML the API serves at /r/{id} (what
// LinkedIn, Slack and X read without running any script): its own title, description and preview
// image, and noindex (a permalink is for the people it was shared with, not for search engines).
import { productName } from "../../brand/index.ts";
import type { PageHead } from "../../page-head/index.ts";
import type { KeptResult } from "./types.ts";

const descriptionLength = 160;

export const resultPath = (id: string) => `/r/${encodeURIComponent(id)}`;

/** The score card (1200×630) of a page report with screenshots; served by the API, made once. */
export const shareCardPath = (id: string) => `/api/results/${encodeURIComponent(id)}/card.jpg`;

/** Any other result shows the site's own preview image. */
export const sitePreviewImagePath = "/og/home.png";

export type HeadedResult = Pick<KeptResult, "result_id" | "subject" | "text" | "report"> & {
  /** Who wrote it: a report by the rule-based checks says so, rather than promise AI. */
  source: Pick<KeptResult["source"], "engine">;
};

export function resultHead(result: HeadedResult): PageHead {
  const hasCard = result.report?.kind === "page" && result.report.capture !== undefined;
  return {
    ...resultPlaceholderHead(result.result_id, `Report for ${result.subject}`, resultDescription(result)),
    image: hasCard ? shareCardPath(result.result_id) : sitePreviewImagePath,
  };
}

/** While a result loads, or when there is none to show. */
export function resultPlaceholderHead(id: string, title: string, description: string): PageHead {
  return { title: `${title} — ${productName}`, description, path: resultPath(id), robots: "noindex" };
}

/**
 * "An AI for Leaders report on example.com (62/100): Clear offer, buried proof", or "Rule-based
 * checks by AI for Leaders on example.com (…)" when no AI wrote it.
 */
export function resultDescription(result: HeadedResult): string {
  const report = result.report;
  const score = report?.kind === "page" ? ` (${report.score}/100)` : "";
  const summary = report?.verdict ?? firstLine(result.text);
  const what = result.source.engine === "rule-based" ? `Rule-based checks by ${productName}` : `An ${productName} report`;
  const description = `${what} on ${result.subject}${score}${summary ? `: ${summary}` : ""}`;
  return description.length > descriptionLength ? `${description.slice(0, descriptionLength - 1).trimEnd()}…` : description;
}

/** The first line of Markdown with its heading, quote and emphasis marks taken off. */
function firstLine(text: string): string {
  const line = text.split("\n").find((candidate) => candidate.trim() !== "") ?? "";
  return line
    .replace(/^\s*(#{1,6}|>|[-*+])\s*/, "")
    .replace(/[*_`]/g, "")
    .trim();
}
