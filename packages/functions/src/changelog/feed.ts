// "What's new" as RSS. The entries are behind the access code and a feed reader cannot enter one,
// so the feed is per account: its address carries a key of that account's, good for a year (then
// "Copy your RSS address" gives a new one). The key is a one-time link that is never spent: stored
// as a hash, and ended with the account's sessions (sign out everywhere, a password change or
// reset, a new address) and by erasure. It rides in the query, which no request log records. The
// feed holds what the page shows (titles, summaries, links); the guides and prompts still ask for the code.
import { Feed } from "feed";
import type { PublishedEntry } from "@ai-leaders/core/changelog";
import { whatsNewPath } from "@ai-leaders/core/changelog";

import type { OneTimeLinks } from "@ai-leaders/core/one-time-links/repository";

const feedPath = "/api/changelog/feed";

export const feedAddress = (key: string, siteUrl: string) => new URL(`${feedPath}?key=${encodeURIComponent(key)}`, siteUrl).href;

/** Ends every feed address of the account: with its sessions, they go when someone else may have had them. */
export const endFeedAddresses = (oneTimeLinks: Pick<OneTimeLinks, "revoke">, email: string) => oneTimeLinks.revoke(email, "whats-new-feed");

/** `address`: the feed's own (its key included), named in the channel as atom:link rel="self". */
export function feedXml(
  entries: PublishedEntry[],
  { siteUrl, productName, address }: { siteUrl: string; productName: string; address: string },
): string {
  const page = new URL(whatsNewPath, siteUrl).href;
  const feed = new Feed({
    title: `What's new — ${productName}`,
    description: "New guides, prompts and articles in the toolkit, and the board's suggestions they answer.",
    id: page,
    link: page,
    language: "en-GB",
    copyright: `© ${productName}`,
    feedLinks: { rss: address },
  });
  for (const entry of entries) {
    const link = `${page}#${entry.id}`;
    const answered =
      entry.suggestions.length > 0 ? `\n\nAnswers: ${entry.suggestions.map((suggestion) => suggestion.title).join("; ")}.` : "";
    const links = entry.links
      .map((item) => `<li><a href="${new URL(item.path, siteUrl).href}">${escapeHtml(item.title)}</a></li>`)
      .join("");
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
