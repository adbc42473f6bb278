// What the model reads about a page: the facts the SSRF-safe fetch and the HTML reader found,
// and the page's own text, trimmed to a budget so a huge page can't crowd out the task.
import type { PageFacts } from "../checks/page-facts.ts";

/** About 3,000 words: enough for any landing page's pitch, cheap for any model. */
const pageTextBudget = 18_000;

export interface MaterialSection {
  label: string;
  body: string;
}

export function pageMaterial(facts: PageFacts): MaterialSection[] {
  return [
    { label: "Facts about the page", body: factLines(facts).join("\n") },
    {
      label: "Headings, in order",
      body:
        facts.headings
          .slice(0, 40)
          .map((heading) => `H${heading.level}: ${heading.text}`)
          .join("\n") || "(none)",
    },
    {
      label: "Buttons and calls to action, in order",
      body:
        facts.callsToAction
          .slice(0, 25)
          .map((action) => `${action.text}${action.href ? ` -> ${action.href}` : ""}${action.inNav ? " (navigation)" : ""}`)
          .join("\n") || "(none)",
    },
    { label: "Page text, in reading order", body: pageText(facts) },
  ];
}

/** The page's text as the model gets it; evidence quotes are checked against this. */
export function pageText(facts: PageFacts): string {
  const kept: string[] = [];
  let length = 0;
  for (const passage of facts.passages) {
    if (length + passage.length > pageTextBudget) {
      kept.push("[the rest of the page text was cut for length]");
      break;
    }
    kept.push(passage);
    length += passage.length + 1;
  }
  return kept.join("\n") || "(the HTML holds no readable text)";
}

function factLines(facts: PageFacts): string[] {
  const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `Address: ${facts.url}`,
    `Title: ${facts.title ?? "(none)"}`,
    `Meta description: ${facts.metaDescription ?? "(none)"}`,
    `Language: ${facts.lang ?? "(not declared)"}`,
    `Served over ${facts.isHttps ? "https" : "plain http"}${facts.redirects.length > 0 ? ` after ${facts.redirects.length} redirect(s)` : ""}`,
    `HTML size: ${kilobytes(facts.htmlBytes)}; the HTML arrived in ${Math.round(facts.elapsedMs)} ms`,
    `Mobile viewport tag: ${facts.viewport ?? "(none)"}`,
    `Words of text: ${facts.wordCount}`,
    `Stylesheets: ${facts.stylesheets.external} linked, ${facts.stylesheets.inlineBlocks} inline`,
    `Scripts: ${facts.scripts.external} external, ${facts.scripts.inline} inline, ${facts.scripts.renderBlocking} render-blocking`,
    `Images: ${facts.images.total}, ${facts.images.missingAlt} without alt text`,
    `Forms: ${facts.forms.length}; form fields: ${facts.fields.total}, ${facts.fields.unlabeled} without a label`,
    `Links: ${facts.links.length}`,
    `Open Graph tags: ${Object.keys(facts.openGraph).join(", ") || "(none)"}`,
    `Structured data types: ${facts.structuredDataTypes.join(", ") || "(none)"}`,
    `Canonical link: ${facts.canonical ?? "(none)"}`,
  ];
}
