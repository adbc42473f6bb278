// "What's new" as RSS. The entries are behind the access code and a feed reader cannot enter one,
// so the feed is per account: its address carries a token signed for that account, good for a
// year (then "Copy your feed address" gives a new one). It holds what the page shows (titles,
// summaries, links); the linked guides and prompts still ask for the code.
import { Feed } from "feed";
import { signToken, verifyToken } from "@ai-leaders/core/tokens";
import type { PublishedEntry } from "@ai-leaders/core/changelog";
import { whatsNewPath } from "@ai-leaders/core/changelog";

const feedTokenSubject = "whats-new-feed";
export const feedTokenTtlSeconds = 365 * 24 * 60 * 60;

export function feedAddress(userId: string, siteUrl: string, secret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const token = signToken({ sub: feedTokenSubject, uid: userId, iat, exp: iat + feedTokenTtlSeconds }, secret);
  return new URL(`/api/changelog/feed/${token}`, siteUrl).href;
}

export const isFeedToken = (token: string, secret: string, now: Date) => verifyToken(token, secret, feedTokenSubject, now) !== null;

export function feedXml(entries: PublishedEntry[], siteUrl: string, productName: string): string {
  const page = new URL(whatsNewPath, siteUrl).href;
  const feed = new Feed({
    title: `What's new — ${productName}`,
    description: "New guides, prompts and articles in the toolkit, and the board's suggestions they answer.",
    id: page,
    link: page,
    language: "en-GB",
    copyright: `© ${productName}`,
  });
  for (const entry of entries) {
    const link = `${page}#${entry.id}`;
    const answered = entry.suggestions.length > 0 ? `\n\nAnswers: ${entry.suggestions.map((suggestion) => suggestion.title).join("; ")}.` : "";
    const links = entry.links.map((item) => `<li><a href="${new URL(item.path, siteUrl).href}">${escapeHtml(item.title)}</a></li>`).join("");
    feed.addItem({
      title: entry.title,
      id: link,
      link,
      description: `${entry.summary}${answered}`,
      content: `<p>${escapeHtml(entry.summary)}</p>${links ? `<ul>${links}</ul>` : ""}${answered ? `<p>${escapeHtml(answered.trim())}</p>` : ""}`,
      date: new Date(`${entry.date}T00:00:00Z`),
    });
  }
  return feed.rss2();
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
