import type { KeptResult } from "@ai-leaders/core/results";
import { pageTitle, productName } from "../../config/site.ts";
import { paths } from "../../config/paths.ts";
import type { PageHead } from "../../lib/document-head.ts";

const descriptionLength = 160;

/** A permalink is for the people it is shared with, never for search engines. */
export function resultPageHead(id: string, title: string, description: string): PageHead {
  return { title: pageTitle(title), description, path: paths.result(encodeURIComponent(id)), robots: "noindex" };
}

/** "An AI for Leaders report on example.com: Clear offer, buried proof" */
export function resultDescription(result: KeptResult): string {
  const summary = result.report?.verdict ?? firstLine(result.text);
  const description = `An ${productName} report on ${result.subject}${summary ? `: ${summary}` : ""}`;
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
