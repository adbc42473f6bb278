// Issue 17: what a crawler or a link preview reads, with no JavaScript run: the prerendered pages
// with their full text, head and structured data; robots.txt, the sitemap, the feed and the
// preview images; the 404 status for an unknown path; noindex on the app behind the access code.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { articleSummaries, latestArticles } from "../../packages/web/src/content/articles/catalog.ts";
import { loadArticleBody } from "../../packages/web/src/content/articles/bodies.ts";
import { appLoaderScript, appModulesElementId, type AppModules } from "@ai-leaders/infra/app-loader";
import { appFrameScript } from "@ai-leaders/infra/app-frame";
import { appRoutesScript } from "@ai-leaders/infra/app-routes";
import { startTestStack } from "../support/test-stack.ts";

/** The site's inline scripts, the loader and the shell's frame script, each allowed by its hash alone. */
const inlineScriptHashes = [appLoaderScript, appFrameScript, appRoutesScript]
  .map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`)
  .join(" ");

/** The file the build wrote for a source module (chunk names carry only a hash). */
const builtFile = (source: string): string => {
  const manifest = JSON.parse(readFileSync(join(webDistDir, ".vite/manifest.json"), "utf8")) as Record<string, { file: string }>;
  return manifest[source]!.file;
};

describe("the public site as a crawler reads it", () => {
  let stack: LocalStack;
  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "app.html"))) throw new Error("Build the site first: npm run build");
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const get = (path: string) => fetch(stack.url + path);
  const text = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  /** The value of a head tag's content (or href), by its name, property or rel. */
  const headValue = (html: string, key: string) =>
    new RegExp(`<(?:meta|link) (?:name|property|rel)="${key}" (?:content|href)="([^"]*)"`).exec(html)?.[1];
  /** What the page's loader starts once the page has painted. */
  const appModules = (html: string): AppModules =>
    JSON.parse(
      new RegExp(`<script type="application/json" id="${appModulesElementId}">(.*?)</script>`, "s").exec(html)?.[1] ?? "null",
    ) as AppModules;
  const structuredData = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/s.exec(html)?.[1] ?? "null") as Record<string, unknown>;

  it("sends the landing page with its hero, head and WebSite data in the HTML", async () => {
    const html = await text("/");
    expect(html).toMatch(/<h1[^>]*>AI for Leaders<\/h1>/);
    expect(html).toContain("Make Smarter Decisions, Faster");
    expect(html).toMatch(/<button[^>]*>Sign In<\/button>/);
    expect(html).toContain("Subscribe");
    expect(html).toMatch(/<title>AI for Leaders — Make Smarter Decisions, Faster<\/title>/);
    expect(headValue(html, "canonical")).toMatch(/^http:\/\/[^/]+\/$/);
    expect(headValue(html, "og:title")).toBe("AI for Leaders — Make Smarter Decisions, Faster");
    expect(headValue(html, "og:image")).toMatch(/\/og\/home\.png$/);
    expect(headValue(html, "twitter:card")).toBe("summary_large_image");
    expect(structuredData(html)).toMatchObject({ "@type": "WebSite", name: "AI for Leaders" });
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
    await expect(get("/").then((response) => response.headers.get("x-robots-tag"))).resolves.toBeNull();
  });

  it("sends every post with its title, its whole text, its head and Article data in the HTML", async () => {
    for (const summary of articleSummaries) {
      const html = await text(`/blog/${summary.slug}`);
      const body = await loadArticleBody(summary.slug);
      expect(html, summary.slug).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(summary.title))}</h1>`));
      for (const paragraph of [
        ...body.intro,
        ...body.sections.flatMap((section) => section.blocks.flatMap((block) => (block.type === "paragraph" ? [block.text] : block.items))),
      ]) {
        expect(html, `${summary.slug}: ${paragraph.slice(0, 40)}`).toContain(escapeHtml(paragraph));
      }
      for (const section of body.sections) expect(html).toContain(`<h2>${escapeHtml(section.heading)}</h2>`);
      expect(headValue(html, "description")).toBe(escapeHtml(summary.description));
      expect(headValue(html, "og:type")).toBe("article");
      expect(headValue(html, "og:image")).toMatch(new RegExp(`/og/${summary.slug}\\.png$`));
      expect(structuredData(html)).toMatchObject({ "@type": "Article", headline: summary.title, datePublished: summary.published });
      // The post's own code and text come with the app's entry, not one request later.
      expect(appModules(html).preload).toContain(`/${builtFile(`src/content/articles/${summary.slug}.ts`)}`);
    }
  });

  it("paints a public page from its HTML alone: no script, stylesheet or font to fetch first", async () => {
    for (const path of ["/", "/privacy", `/blog/${articleSummaries[0]!.slug}`, "/no-such-page"]) {
      const response = await get(path);
      const html = await response.text();
      expect(html, path).not.toMatch(/<script[^>]+\bsrc=|<link[^>]+rel="(?:stylesheet|modulepreload|preload)"/);
      // The one script that runs: the loader, allowed by the site's CSP through its hash alone.
      const inline = [...html.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)].filter(
        ([tag]) => !/type="application\/(?:ld\+)?json"/.test(tag!),
      );
      expect(
        inline.map(([, body]) => body),
        path,
      ).toEqual([appLoaderScript]);
      expect(response.headers.get("content-security-policy"), path).toContain(`script-src 'self' ${inlineScriptHashes};`);
      // What it loads after the paint: the entry, the page's own chunks and the text font.
      const modules = appModules(html);
      for (const file of [modules.entry, ...modules.preload]) expect((await get(file)).status, file).toBe(200);
      expect(modules.font.source).toMatch(/^url\(\/assets\/inter-[\w-]+\.woff2\)/);
      expect(html, path).not.toMatch(/@font-face\{font-family:"?Inter"?;/);
    }
    // The app's shell, for the routes behind the code, loads its script and font as usual, and
    // paints its frame from its own HTML and styles: no stylesheet to wait for.
    const shell = await text("/level-2");
    expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(shell).toMatch(/<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/inter-[\w-]+\.woff2">/);
    expect(shell).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // Its inline scripts: the route's code and content asked for at once, and the frame's.
    const shellInline = [...shell.matchAll(/<script(?: [^>]*)?>([\s\S]*?)<\/script>/g)].filter(
      ([tag]) => !/\bsrc=|type="application\/json"/.test(tag!),
    );
    expect(shellInline.map(([, body]) => body)).toEqual([appRoutesScript, appFrameScript]);
  });

  it("answers an unknown path with the 404 page and a 404 status, kept out of search engines", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain("<h1>404</h1>");
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain("Return to Home");
    // A missing post is the app's own "not found" page, with a 404 too.
    expect((await get("/blog/no-such-post")).status).toBe(404);
    // A missing asset is a plain 404, never a page.
    const asset = await get("/assets/no-such-chunk.js");
    expect(asset.status).toBe(404);
    expect(asset.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("serves the app behind the access code with its empty shell and noindex", async () => {
    for (const path of ["/level-2/workflows", "/prompts/claude", "/level-3-market-decision"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex");
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it("has a robots.txt that names the sitemap and keeps the app behind the code out", async () => {
    const robots = await text("/robots.txt");
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of ["/level-2", "/prompts/claude", "/level-3-build-website"]) expect(robots).toContain(`Disallow: ${path}\n`);
    // A shared report's link preview must be readable; its noindex keeps it out of search instead.
    expect(robots).not.toMatch(/Disallow: \/r\//);
    expect(robots).not.toMatch(/Disallow: \/blog/);
    expect(robots).toMatch(/^Sitemap: http:\/\/.+\/sitemap\.xml$/m);
  });

  it("lists the public pages, and only them, in the sitemap", async () => {
    const sitemap = await text("/sitemap.xml");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed).toEqual(expect.arrayContaining(["/", "/blog", ...articleSummaries.map((summary) => `/blog/${summary.slug}`)]));
    for (const path of listed) expect(path).not.toMatch(/^\/(level-|prompts|r\/)/);
  });

  it("feeds the six briefing articles as RSS", async () => {
    const response = await get("/rss.xml");
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const feed = await response.text();
    expect(feed).toContain('<rss version="2.0"');
    const items = [...feed.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0]);
    expect(items).toHaveLength(6);
    for (const summary of articleSummaries) expect(items.some((item) => item.includes(`/blog/${summary.slug}</link>`))).toBe(true);
    // Each post names who wrote it, as Dublin Core's creator (RSS 2.0's <author> is an email address).
    expect(feed).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    for (const item of items) expect(item).toContain("<dc:creator><![CDATA[AI for Leaders editorial team]]></dc:creator>");
    // Newest first, each post with a moment of its own, so a reader keeps the blog's order.
    const dates = items.map((item) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]!));
    expect(new Set(dates).size).toBe(items.length);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(items.map((item) => /<link>[^<]+\/blog\/([^<]+)<\/link>/.exec(item)![1])).toEqual(
      latestArticles(articleSummaries.length).map((summary) => summary.slug),
    );
    // The channel links to the blog's own page, where a reader of the feed lands.
    const channel = feed.slice(0, feed.indexOf("<item>"));
    expect(channel).toMatch(/<link>http:\/\/[^<]+\/blog<\/link>/);
  });

  it("has a 1200×630 PNG preview for the landing page and each post", async () => {
    for (const name of ["home", ...articleSummaries.map((summary) => summary.slug)]) {
      const response = await get(`/og/${name}.png`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), name).toBe(true);
      expect(png.toString("latin1", 12, 16)).toBe("IHDR");
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    }
  });
});

/** As React writes text into HTML. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
