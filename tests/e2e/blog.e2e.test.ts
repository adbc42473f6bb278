// Issue 30, Deliver 5: the public blog converts. A visitor without a code finds every post at
// /blog (painted from its HTML, before any script), reads one with its date and author, and leaves
// it subscribed or asking for the toolkit; every public page has the site's header and footer.
import { afterEach, describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { newsletterMessages } from "@ai-leaders/core/messages";
import { articleSummaries, latestArticles, publicationDate } from "../../packages/web/src/content/articles/catalog.ts";
import { axeViolations } from "../support/axe.ts";
import { hasChromium, hydrated } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { openWithScriptsHeld } from "../support/held-scripts.ts";
import { scanTable } from "../support/test-stack.ts";
import { useBrowserJourney } from "../support/journey.ts";

const author = "AI for Leaders editorial team";
const post = articleSummaries[3]!;
const publicPages = ["/", "/blog", `/blog/${post.slug}`, "/privacy", "/roast-method", "/no-such-page"];

describe.skipIf(!hasChromium)("the public blog in Chromium", () => {
  let context: BrowserContext;
  let page: Page;
  let warnings: string[];

  const suite = useBrowserJourney({ built: "blog/index.html", visitor: false });
  afterEach(async () => {
    await context?.close();
  });

  async function visitor({ width = 1280, access = false } = {}) {
    const viewport = { width, height: 800 };
    context = access ? await contextWithAccess(suite.browser, suite.stack, { viewport }) : await suite.browser.newContext({ viewport });
    page = await context.newPage();
    warnings = [];
    page.on("console", (message) => {
      // The 404 page logs the path it was asked for, as the spec says.
      if (message.type() === "warning" || (message.type() === "error" && !message.text().startsWith("404 Error")))
        warnings.push(message.text());
    });
    page.on("pageerror", (error) => warnings.push(error.message));
    return page;
  }

  describe("/blog", () => {
    it("is served as a real page: every post newest first, with date, author, reading time and summary, before any script", async () => {
      await visitor();
      const release = await openWithScriptsHeld(page, `${suite.stack.url}/blog`);
      await page.getByRole("heading", { level: 1, name: "The Executive Briefing" }).waitFor();
      const entries = page.getByRole("list", { name: "Articles, newest first" }).getByRole("listitem");
      expect(await entries.count()).toBe(articleSummaries.length);
      const newestFirst = latestArticles(articleSummaries.length);
      for (const [index, summary] of newestFirst.entries()) {
        const entry = entries.nth(index);
        const link = entry.getByRole("heading", { level: 2 }).getByRole("link");
        expect(await link.innerText()).toBe(summary.title);
        expect(await link.getAttribute("href")).toBe(`/blog/${summary.slug}`);
        const text = await entry.innerText();
        expect(text).toContain(`${publicationDate(summary.published)} · By ${author} · ${summary.readingMinutes} min read`);
        expect(text).toContain(summary.description);
        expect(await entry.locator("time").getAttribute("datetime")).toBe(summary.published);
      }
      // Nothing above needed the app: its code was held back all along.
      expect(
        await page.evaluate(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer"))),
      ).toBe(false);

      release();
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(warnings).toEqual([]);
    });

    it("answers 200 with its own title, description and canonical link, and is in the sitemap", async () => {
      const response = await suite.stack.request(`/blog`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain("<title>The Executive Briefing — AI for Leaders</title>");
      expect(html).toMatch(/<meta name="description" content="Practical articles on AI for executives and founders[^"]*"/);
      const sitemap = await (await suite.stack.request(`/sitemap.xml`)).text();
      expect(sitemap).toMatch(/<loc>[^<]*\/blog<\/loc>/);
    });

    it("leads to a post, which hydrates without a warning", async () => {
      await visitor();
      await page.goto(`${suite.stack.url}/blog`);
      await hydrated(page);
      const newest = latestArticles(1)[0]!;
      await page.getByRole("link", { name: newest.title }).click();
      await page.getByRole("heading", { level: 1, name: newest.title }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/blog/${newest.slug}`);
      expect(warnings).toEqual([]);
    });
  });

  describe("a post", () => {
    it("shows its date and author under its title, names the author in its Article data, and its own address once hydrated", async () => {
      await visitor();
      await page.goto(`${suite.stack.url}/blog/${post.slug}`);
      // The prerendered page names the origin it was built for; once hydrated, the page's own.
      await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${suite.stack.url}/blog/${post.slug}`);
      expect(await page.title()).toBe(`${post.title} — AI for Leaders`);
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(post.description);
      const meta = page.locator(".blog-article-header .blog-meta");
      expect(await meta.innerText()).toBe(`${publicationDate(post.published)} · By ${author} · ${post.readingMinutes} min read`);
      const articleData = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
      expect((await articleData()).author).toEqual({ "@type": "Organization", name: author });
    });

    it("leads a visitor without a code to All articles (/blog), and one with a code Back to Blog (the hub)", async () => {
      await visitor();
      await page.goto(`${suite.stack.url}/blog/${post.slug}`);
      await hydrated(page);
      expect(await page.getByRole("link", { name: "All articles" }).getAttribute("href")).toBe("/blog");
      expect(await page.getByRole("link", { name: "Back to Blog" }).count()).toBe(0);
      await context.close();

      await visitor({ access: true });
      await page.goto(`${suite.stack.url}/blog/${post.slug}`);
      const back = page.getByRole("link", { name: "Back to Blog" });
      await back.waitFor();
      expect(await back.getAttribute("href")).toBe("/level-2/workflows");
      expect(await page.getByRole("link", { name: "All articles" }).count()).toBe(0);
      // In already: no code to ask for at the end, the way in instead.
      expect(await page.getByRole("link", { name: "Continue to Level 2" }).getAttribute("href")).toBe("/level-2");
      expect(await page.getByRole("button", { name: "Get the toolkit" }).count()).toBe(0);
    });

    it("ends with a newsletter signup that stores the address", async () => {
      await visitor({ width: 360 });
      await page.goto(`${suite.stack.url}/blog/${post.slug}`);
      await hydrated(page);
      const email = `post-reader-${Date.now()}@company.example`;
      const signup = page.getByRole("complementary", { name: "The briefing and the toolkit" });
      await signup.getByLabel("Get the Executive Briefing in your inbox").fill(email);
      await signup.getByRole("button", { name: "Subscribe" }).click();
      await page.getByTestId("toast").filter({ hasText: newsletterMessages.success.description }).waitFor();
      const stored = (await scanTable(suite.stack, "newsletterSignups")).filter((row) => row.email === email);
      expect(stored).toHaveLength(1);
      expect(warnings).toEqual([]);
    });

    it("ends with Get the toolkit, which opens the access-code request", async () => {
      await visitor();
      await page.goto(`${suite.stack.url}/blog/${post.slug}`);
      await hydrated(page);
      await page.getByRole("button", { name: "Get the toolkit" }).click();
      const dialog = page.getByRole("dialog", { name: "Request an access code" });
      await dialog.getByLabel("Why would you like access?").waitFor();
    });
  });

  describe("the site's header and footer", () => {
    it.each(publicPages)("%s lets a visitor without a code go home, to the blog, and ask for a code", async (path) => {
      await visitor({ width: 360 });
      const response = await page.goto(suite.stack.url + path);
      expect(response!.status()).toBe(path === "/no-such-page" ? 404 : 200);
      const header = page.locator("header.site-header");
      expect(await header.getByRole("link", { name: "AI for Leaders" }).getAttribute("href")).toBe("/");
      expect(await header.getByRole("link", { name: "Blog", exact: true }).getAttribute("href")).toBe("/blog");
      const footer = page.locator("footer.site-footer");
      expect(await footer.getByRole("link", { name: "Blog", exact: true }).getAttribute("href")).toBe("/blog");
      expect(await footer.getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
      expect(await footer.getByRole("button", { name: "Contact" }).isVisible()).toBe(true);

      await hydrated(page);
      await header.getByRole("button", { name: "Request an access code" }).click();
      const dialog = page.getByRole("dialog", { name: "Request an access code" });
      await dialog.getByLabel("Why would you like access?").waitFor();
      // The browser notes the 404 page's own status; nothing else may warn.
      const missingPage = path === "/no-such-page" ? /status of 404/ : /^$/;
      expect(warnings.filter((warning) => !missingPage.test(warning))).toEqual([]);
    });
  });

  describe("accessibility", () => {
    it.each(["/blog", `/blog/${post.slug}`, "/blog/no-such-post", "/privacy", "/no-such-page"])(
      "%s has no axe violations at 1280 and 360 px",
      async (path) => {
        await visitor();
        await page.goto(suite.stack.url + path);
        await hydrated(page);
        await page
          .locator('[role="status"]')
          .filter({ hasText: /Loading/ })
          .waitFor({ state: "detached" });
        expect(await axeViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 360, height: 740 });
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      },
    );
  });
});
