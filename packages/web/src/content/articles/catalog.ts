import type { ArticleSummary } from "../types.ts";

// readingMinutes is ceil(words / 220) of each body; articles.test.ts fails if it drifts.
export const articleSummaries: ArticleSummary[] = [
  {
    slug: "why-ai-matters-for-leaders",
    title: "Why AI Matters for Leaders",
    description:
      "Why AI is a leadership issue, not an IT project: what has changed, where value shows up first, and the questions to put to your team this quarter.",
    readingMinutes: 7,
    published: "2026-11-22",
  },
  {
    slug: "how-leaders-can-start-with-ai",
    title: "How Leaders Can Start with AI",
    description:
      "A practical first 90 days with AI: build your own fluency, set simple guardrails, choose the right pilots and measure what matters.",
    readingMinutes: 6,
    published: "2026-11-22",
  },
  {
    slug: "building-an-ai-strategy",
    title: "Building an AI Strategy",
    description:
      "Build an AI strategy from business goals: map and prioritise opportunities, decide what to buy or build, fund in stages and govern from day one.",
    readingMinutes: 11,
    published: "2026-11-22",
  },
  {
    slug: "responsible-ai-leadership",
    title: "Responsible AI Leadership",
    description:
      "Governance, privacy, bias, transparency, accountability and regulation: what leaders must own to use AI responsibly and keep trust.",
    readingMinutes: 8,
    published: "2026-11-22",
  },
  {
    slug: "ai-agents-executives-guide",
    title: "AI Agents: An Executive's Guide",
    description:
      "What AI agents are, where they work today and where they fail, how to keep humans in the loop, and how to pilot one safely.",
    readingMinutes: 6,
    published: "2026-11-22",
  },
  {
    slug: "model-context-protocol-mcp",
    title: "The Model Context Protocol (MCP): What Leaders Need to Know",
    description:
      "What the Model Context Protocol is, what it changes for your company, and how to manage its security risks before connecting AI to your systems.",
    readingMinutes: 6,
    published: "2026-11-22",
  },
];

/** The newest articles first; articles of the same day, the later in the catalogue first. */
export function latestArticles(count: number): ArticleSummary[] {
  return articleSummaries
    .map((summary, order) => ({ summary, order }))
    .sort((a, b) => b.summary.published.localeCompare(a.summary.published) || b.order - a.order)
    .slice(0, count)
    .map(({ summary }) => summary);
}

/**
 * When an article went out, for feeds: its day, then a minute apart in catalogue order (the later
 * in the catalogue, the later), so a feed reader orders a day's posts as latestArticles does.
 */
export function publishedAt(summary: ArticleSummary): Date {
  const sameDay = articleSummaries.filter((other) => other.published === summary.published);
  return new Date(Date.parse(`${summary.published}T00:00:00Z`) + sameDay.indexOf(summary) * 60_000);
}

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-11-22" as "22 November 2026", the same on the server and in every browser. */
export function publicationDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
}
