// What lets search engines and feed readers find the public site: robots.txt (the app behind
// the access code kept out), sitemap.xml (the public pages only) and rss.xml (the briefing).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Feed } from "feed";
import { SitemapStream, streamToPromise } from "sitemap";
import type { ServerEntry } from "./server-entry.ts";

/** A sitemap and a feed need absolute addresses: without an origin, only robots.txt is written. */
export async function writeDiscoveryFiles(server: ServerEntry, outDir: string, origin: string): Promise<void> {
  await writeFile(join(outDir, "robots.txt"), robotsTxt(server, origin));
  if (!origin) return;
  await writeFile(join(outDir, "sitemap.xml"), await sitemapXml(server, origin));
  await writeFile(join(outDir, "rss.xml"), await rssXml(server, origin));
}

function robotsTxt({ siteMap }: ServerEntry, origin: string): string {
  const disallowed = [...siteMap.appRoutes, ...siteMap.appPrefixes, "/api/", "/callback/"];
  // A shared report's card image is its link preview: the longer rule wins over "/api/" (RFC 9309, 2.2.2).
  const allowed = ["/api/results/*/card.jpg"];
  const sitemap = origin ? ["", `Sitemap: ${origin}/sitemap.xml`] : [];
  return [
    "User-agent: *",
    ...allowed.map((path) => `Allow: ${path}`),
    ...disallowed.map((path) => `Disallow: ${path}`),
    ...sitemap,
    "",
  ].join("\n");
}

async function sitemapXml({ publicPages, articleSummaries }: ServerEntry, origin: string): Promise<string> {
  const published = new Map(articleSummaries.map((summary) => [`/blog/${summary.slug}`, summary.published]));
  // The index changes when a post is published.
  published.set(
    "/blog",
    articleSummaries
      .map((summary) => summary.published)
      .sort()
      .at(-1)!,
  );
  const sitemap = new SitemapStream({ hostname: origin });
  for (const path of publicPages) sitemap.write({ url: path, lastmod: published.get(path) });
  sitemap.end();
  return (await streamToPromise(sitemap)).toString();
}

async function rssXml(
  { articleSummaries, latestArticles, publishedAt, bylines, briefing, productName }: ServerEntry,
  origin: string,
): Promise<string> {
  const feed = new Feed({
    title: `${briefing.title} — ${productName}`,
    description: briefing.description,
    id: `${origin}/`,
    // The channel's link is the blog's own page, where a reader of the feed lands.
    link: `${origin}/blog`,
    language: "en-GB",
    copyright: `© ${productName}`,
    feedLinks: { rss: `${origin}/rss.xml` },
  });
  // Newest first, each with its own moment, as readers and validators expect.
  for (const summary of latestArticles(articleSummaries.length)) {
    const link = `${origin}/blog/${summary.slug}`;
    feed.addItem({
      title: summary.title,
      id: link,
      link,
      description: summary.description,
      // RSS 2.0's <author> is an email address: a name is Dublin Core's creator.
      extensions: [{ name: "dc:creator", objects: { _cdata: bylines[summary.slug].name } }],
      date: publishedAt(summary),
    });
  }
  // The feed package declares the dc namespace only for items with content.
  const rss = feed.rss2();
  return rss.includes('xmlns:dc="')
    ? rss
    : rss.replace('<rss version="2.0"', '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"');
}
