// The content pages in Chromium: blog posts, the Level 3 guides and the prompt libraries.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Locator, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { articleSummaries } from "../../packages/web/src/content/articles/catalog.ts";
import { guides as guideContents, promptLibraries, toolIds, type LargePromptLibrary, type SmallPromptLibrary } from "@ai-leaders/core/content";
import { accessStorageKey, requestAccessGrant } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { eventually, startTestStack } from "../support/test-stack.ts";

const claudeLibrary = promptLibraries.claude as LargePromptLibrary;
const lovableLibrary = promptLibraries.lovable as LargePromptLibrary;
const n8nLibrary = promptLibraries.n8n as SmallPromptLibrary;
const marketDecisionSteps = guideContents["market-decision"].steps;
const researchCards = guideContents["research-report"].cards;

const productSuffix = " — AI for Leaders";

const guides = [
  {
    path: "/level-3-build-website",
    name: "Build a Website in Minutes",
    cards: ["Know what you want", "Build & Launch", "Roast Landing Page"],
  },
  {
    path: "/level-3-improve-landing-page",
    name: "Improve a Landing Page",
    cards: ["Get Feedback", "Turn Good into Better", "Optimisation tools"],
  },
  {
    path: "/level-3-research-report",
    name: "McKinsey Style Research Report",
    cards: ["Market Entry Analysis", "Competitive Analysis", "Investment Due Diligence", "Customer Segment Market Analysis"],
  },
  {
    path: "/level-3-expert-panel",
    name: "Expert & User Panel",
    cards: ["Customer Focus Group", "Expert Panel", "Policy Roundtable", "Board Simulation"],
  },
  {
    path: "/level-3-market-decision",
    name: "Pick a Target Market",
    cards: marketDecisionSteps.map((step) => `Step ${step.step} ${step.title}`),
  },
];

describe.skipIf(!hasChromium)("the content pages in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let page: Page;
  let accessGrant: string;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    stack = await startTestStack();
    browser = await launchChromium();
    // One grant for the whole file: the access endpoint rate-limits repeated code entries.
    accessGrant = JSON.stringify(await requestAccessGrant(stack));
  });
  afterEach(async () => {
    await page?.close();
    // An uncaught error in the page (one that unmounts the app, say) fails the test that caused it.
    const errors = pageErrors;
    pageErrors = [];
    expect(errors.join("\n")).toBe("");
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function newPage() {
    const created = await browser.newPage();
    created.on("pageerror", (error) => pageErrors.push(error.message));
    return created;
  }

  /** A new page whose session storage holds the access token, as after the "Access Required" dialog. */
  async function newPageWithAccess() {
    const accessPage = await newPage();
    await accessPage.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [accessStorageKey, accessGrant]);
    return accessPage;
  }

  /** Opens a page of the site; gated pages get an access token first. */
  async function open(path: string, { access = true } = {}) {
    page = access ? await newPageWithAccess() : await newPage();
    await page.goto(stack.url + path);
    return page;
  }

  async function allowClipboard() {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.url });
  }

  const toastWith = (text: string) => page.getByTestId("toast").filter({ hasText: text });
  /** This checks Next's navigation: the click waits for the app to have taken over the prerendered link. */
  const nextLinkHydrated = () =>
    page.waitForFunction(() => {
      const next = Array.from(document.querySelectorAll("a")).find((link) => link.textContent?.trim() === "Next");
      return next !== undefined && Object.keys(next).some((key) => key.startsWith("__reactProps"));
    });
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute("href");
  const metaDescription = () => page.locator('meta[name="description"]').getAttribute("content");
  const pathname = () => new URL(page.url()).pathname;

  /** A real mouse click at the centre of an element, whatever element is on top there. */
  async function clickOn(target: Locator) {
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  async function headFor(title: string) {
    await eventually(async () => ((await page.title()) === title + productSuffix ? true : undefined));
  }

  /** The page fits a 360 px wide screen without sideways scrolling. */
  async function expectFitsNarrowScreen() {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  describe("blog posts", () => {
    it("load publicly, each with its title, description, canonical link, Article data and body", async () => {
      for (const [index, summary] of articleSummaries.entries()) {
        await open(`/blog/${summary.slug}`, { access: false });
        await page.getByRole("heading", { level: 1, name: summary.title }).waitFor();
        await page.locator(".blog-article-body h2").first().waitFor();
        await headFor(summary.title);
        expect(await metaDescription()).toBe(summary.description);
        // The prerendered page names the origin it was built for; once hydrated, the page's own.
        await expect.poll(canonical).toBe(`${stack.url}/blog/${summary.slug}`);
        const data = JSON.parse((await page.locator('script[type="application/ld+json"][data-head]').textContent()) ?? "{}");
        expect(data).toMatchObject({ "@type": "Article", headline: summary.title, description: summary.description });
        expect(await page.getByText(`${summary.readingMinutes} min read`).isVisible()).toBe(true);
        // Without a code the hub is closed: the way back is the public index (with one: Back to Blog, below).
        expect(await page.getByRole("link", { name: "All articles" }).getAttribute("href")).toBe("/blog");
        const next = articleSummaries[(index + 1) % articleSummaries.length]!;
        expect(await page.getByRole("link", { name: "Next", exact: true }).getAttribute("href")).toBe(`/blog/${next.slug}`);
        await page.close();
      }
    });

    it("Next goes to the following post and wraps from the last to the first", async () => {
      const [first, second] = articleSummaries;
      const last = articleSummaries.at(-1)!;
      await open(`/blog/${first!.slug}`, { access: false });
      await page.locator(".blog-article-body h2").first().waitFor();
      await nextLinkHydrated();
      await page.getByRole("link", { name: "Next", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: second!.title }).waitFor();
      expect(pathname()).toBe(`/blog/${second!.slug}`);

      await page.goto(`${stack.url}/blog/${last.slug}`);
      await page.getByRole("heading", { level: 1, name: last.title }).waitFor();
      await page.locator(".blog-article-body h2").first().waitFor();
      await nextLinkHydrated();
      await page.getByRole("link", { name: "Next", exact: true }).click();
      await page.getByRole("heading", { level: 1, name: first!.title }).waitFor();
      expect(pathname()).toBe(`/blog/${first!.slug}`);
      await page.locator(".blog-article-body h2").first().waitFor();
      await headFor(first!.title);
    });

    it("says an unknown slug was not found, keeps the way back and offers no Next", async () => {
      await open("/blog/no-such-post", { access: false });
      await page.getByRole("heading", { level: 1, name: "Blog Post Not Found" }).waitFor();
      expect(await page.getByText("The requested blog post could not be found.").isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Next", exact: true }).count()).toBe(0);
      expect(await page.getByRole("link", { name: "All articles" }).isVisible()).toBe(true);
    });

    it("Back to Blog leads a visitor with a code to /level-2/workflows", async () => {
      await open(`/blog/${articleSummaries[2]!.slug}`);
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await eventually(() => (pathname() === "/level-2/workflows" ? true : undefined));
      await page.getByRole("tab", { name: "Workflows" }).waitFor();
    });

    it("fits a 360 px wide screen", async () => {
      await open(`/blog/${articleSummaries[5]!.slug}`, { access: false });
      await page.locator(".blog-article-body h2").first().waitFor();
      await expectFitsNarrowScreen();
    });
  });

  describe("Level 3 guides", () => {
    it("render their cards under one h1, with their title, description, canonical link and Back to Workflows", async () => {
      for (const guide of guides) {
        await open(guide.path);
        await page.getByRole("heading", { level: 1, name: guide.name }).waitFor();
        await headFor(guide.name);
        expect(await canonical(), guide.path).toBe(stack.url + guide.path);
        expect((await metaDescription())?.length, guide.path).toBeGreaterThan(50);
        expect(await page.locator("h1").count(), guide.path).toBe(1);
        // The cards come from the API after the page's own title.
        await page.getByRole("heading", { level: 2, name: guide.cards[0]!, exact: true }).waitFor();
        for (const card of guide.cards) {
          expect(await page.getByRole("heading", { level: 2, name: card, exact: true }).count(), card).toBe(1);
        }
        const back = page.getByRole("link", { name: "Back to Workflows" });
        expect(await back.getAttribute("href"), guide.path).toBe("/level-2/workflows");
        await expectFitsNarrowScreen();
        await page.close();
      }
    });

    it("Back to Workflows leads to /level-2/workflows", async () => {
      await open("/level-3-expert-panel");
      await page.getByRole("link", { name: "Back to Workflows" }).click();
      await eventually(() => (pathname() === "/level-2/workflows" ? true : undefined));
    });

    it("show each simulation's size", async () => {
      await open("/level-3-expert-panel");
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.locator(".guides-badge").first().waitFor();
      const sizes = await page.locator(".guides-badge").allInnerTexts();
      expect(sizes).toEqual(["6 people", "5 people", "6 people", "6 members"]);
    });

    it("market-decision steps start collapsed and expand and collapse independently, by mouse or keyboard", async () => {
      await open("/level-3-market-decision");
      const toggles = page.locator("button[aria-expanded]");
      await toggles.first().waitFor();
      expect(await toggles.count()).toBe(6);
      const expandedStates = () => toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-expanded")));
      expect(await expandedStates()).toEqual(Array(6).fill("false"));
      expect(await page.getByRole("heading", { name: "How to generate it" }).count()).toBe(0);

      const step = (n: number) => page.getByRole("button", { name: `Step ${n} ${marketDecisionSteps[n - 1]!.title}` });
      await step(1).click();
      await step(3).click();
      expect(await expandedStates()).toEqual(["true", "false", "true", "false", "false", "false"]);
      expect(await page.getByRole("heading", { name: "How to generate it" }).count()).toBe(2);
      await step(1).click();
      expect(await expandedStates()).toEqual(["false", "false", "true", "false", "false", "false"]);

      // Step 6 has a template link that opens in a new tab without a referrer.
      await step(6).focus();
      await page.keyboard.press("Enter");
      expect(await step(6).getAttribute("aria-expanded")).toBe("true");
      const template = page.getByRole("link", { name: /opens in a new tab/ });
      expect(await template.getAttribute("target")).toBe("_blank");
      expect(await template.getAttribute("rel")).toBe("noopener noreferrer");
      await page.keyboard.press("Space");
      expect(await step(6).getAttribute("aria-expanded")).toBe("false");
    });

    it("a guide's Copy writes the prompt and says so", async () => {
      await open("/level-3-research-report");
      await allowClipboard();
      const card = researchCards[0]!;
      await page.getByRole("button", { name: `Copy prompt: ${card.title}` }).click();
      const toast = toastWith("Copied to clipboard");
      await toast.waitFor();
      expect(await toast.innerText()).toContain("The prompt has been copied to your clipboard.");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(card.prompt);
    });

    it("a failing copy says so", async () => {
      page = await newPageWithAccess();
      await page.addInitScript(() => {
        Object.defineProperty(navigator.clipboard, "writeText", {
          value: () => Promise.reject(new DOMException("Write permission denied.", "NotAllowedError")),
        });
      });
      await page.goto(`${stack.url}/level-3-build-website`);
      await page.getByRole("button", { name: "Copy prompt: Know what you want" }).click();
      const toast = toastWith("Failed to copy prompt");
      await toast.waitFor();
      expect(await toast.getAttribute("role")).toBe("alert");
    });

    it("the roast box starts at https://, validates the URL and shows a labelled read-only result", async () => {
      await open("/level-3-build-website");
      const url = page.getByLabel("Landing page URL");
      expect(await url.inputValue()).toBe("https://");
      const result = page.getByRole("region", { name: "Roast results" });
      expect(await result.innerText()).toBe("Your roast will appear here.");
      expect(await result.locator("input, textarea, [contenteditable]").count()).toBe(0);

      await page.getByRole("button", { name: "Roast It" }).click();
      let toast = toastWith("Invalid URL");
      await toast.waitFor();
      expect(await toast.innerText()).toContain("Please enter a valid URL");
      expect(await toast.getAttribute("role")).toBe("alert");
      await page.getByRole("button", { name: "Dismiss notification" }).click();

      await url.fill("ftp://files.company.test");
      await page.getByRole("button", { name: "Roast It" }).click();
      toast = toastWith("URL must use http or https protocol");
      await toast.waitFor();
    });

    it("the improve page opens an https:// URL field with Go (disabled while empty) and Cancel, and links three tools", async () => {
      await open("/level-3-improve-landing-page");
      await page.getByRole("button", { name: "Analyze my landing page" }).click();
      const field = page.getByLabel("Landing page URL");
      await field.waitFor();
      expect(await page.locator(".guides-input-prefix").innerText()).toBe("https://");
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      const go = page.getByRole("button", { name: "Go", exact: true });
      expect(await go.isDisabled()).toBe(true);

      await field.fill("[not-a-host");
      expect(await go.isDisabled()).toBe(false);
      await go.click();
      const toast = toastWith("Invalid URL");
      await toast.waitFor();
      expect(await toast.innerText()).toContain("Please enter a valid URL (e.g., ");

      await page.getByRole("button", { name: "Cancel" }).click();
      expect(await field.count()).toBe(0);
      await eventually(async () =>
        (await page.getByRole("button", { name: "Analyze my landing page" }).evaluate((b) => b === document.activeElement))
          ? true
          : undefined,
      );

      const links = page.locator(".guides-tools-list a");
      expect(await links.count()).toBe(3);
      for (const link of await links.all()) {
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      }
      // Issue 29: what the three descriptions state about features and price, each with its source.
      const sources = page.getByRole("region", { name: "Sources: Optimisation tools" });
      expect(await sources.locator("li").count()).toBe(3);
      expect(await sources.innerText()).toMatch(/Clarity is free.*checked \w+ \d{4}/s);
    });
  });

  describe("prompt libraries", () => {
    const claudeCard = (title: string) =>
      page.locator("article").filter({ has: page.getByRole("button", { name: title, exact: true }) });

    it("each library loads with its title, canonical link and Back to Tools", async () => {
      for (const tool of toolIds) {
        await open(`/prompts/${tool}`);
        const heading = page.getByRole("heading", { level: 1 });
        await heading.waitFor();
        const title = await heading.innerText();
        expect(title, tool).toMatch(/ (Expert|Hacker) Prompts$/);
        await headFor(title);
        expect(await canonical()).toBe(`${stack.url}/prompts/${tool}`);
        expect(await page.getByRole("link", { name: "Back to Tools" }).getAttribute("href")).toBe("/level-2/tools");
        // The header is public and drawn at once; the cards arrive with the gated content.
        await page.locator("article button[aria-expanded]").first().waitFor();
        expect(await page.locator("button[aria-expanded]").count(), tool).toBe(title.includes("Expert") ? 10 : 4);
        await page.close();
      }
    });

    it("a large library shows 10 cards in two columns, one under 768 px, and fits 360 px", async () => {
      await open("/prompts/claude");
      await page.getByRole("heading", { level: 1, name: "Claude Expert Prompts" }).waitFor();
      await page.getByText("Showing 10 prompts").waitFor();
      const columns = () =>
        page.locator(".library-grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      // The library's stylesheet is its own chunk: on a busy machine it may land after the cards.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(columns).toBe(2);
      await page.setViewportSize({ width: 700, height: 800 });
      await expect.poll(columns).toBe(1);
      for (const card of claudeLibrary.prompts) {
        const shown = await claudeCard(card.title).innerText();
        expect(shown).toContain(card.description);
        expect(shown).toContain(card.category);
        expect(shown).toContain(card.timeEstimate);
      }
      await expectFitsNarrowScreen();
    });

    it("cards expand independently from their header, with the chevron rotated", async () => {
      await open("/prompts/claude");
      const [first, second, third] = claudeLibrary.prompts;
      const toggle = (title: string) => page.getByRole("button", { name: title, exact: true });
      await toggle(first!.title).waitFor();
      expect(await page.locator('button[aria-expanded="true"]').count()).toBe(0);

      // A click anywhere on the header, here on its description or its time estimate, toggles the card.
      await clickOn(claudeCard(first!.title).getByText(first!.description));
      await clickOn(claudeCard(third!.title).locator(".library-time"));
      expect(await toggle(first!.title).getAttribute("aria-expanded")).toBe("true");
      expect(await toggle(second!.title).getAttribute("aria-expanded")).toBe("false");
      expect(await toggle(third!.title).getAttribute("aria-expanded")).toBe("true");
      const panel = claudeCard(first!.title).locator(".library-card-panel");
      expect(await panel.getByRole("heading", { name: "Prompt Template" }).isVisible()).toBe(true);
      expect(await panel.locator("pre.library-prompt").innerText()).toBe(first!.prompt);
      expect(await claudeCard(second!.title).locator(".library-card-panel").isVisible()).toBe(false);

      const chevronTransform = (title: string) =>
        toggle(title).locator("svg").evaluate((svg) => getComputedStyle(svg).transform);
      await eventually(async () => ((await chevronTransform(first!.title)) !== "none" ? true : undefined));
      expect(await chevronTransform(second!.title)).toBe("none");

      await toggle(first!.title).click();
      expect(await toggle(first!.title).getAttribute("aria-expanded")).toBe("false");
      expect(await toggle(third!.title).getAttribute("aria-expanded")).toBe("true");

      await toggle(second!.title).focus();
      await page.keyboard.press("Enter");
      expect(await toggle(second!.title).getAttribute("aria-expanded")).toBe("true");
    });

    it("Copy on a card header (shown on hover) and in its panel writes the prompt without toggling", async () => {
      await open("/prompts/lovable");
      await allowClipboard();
      const card = lovableLibrary.prompts[1]!;
      const headerCopy = page.getByRole("button", { name: `Copy prompt: ${card.title}` });
      await headerCopy.waitFor({ state: "attached" });
      const opacity = () => headerCopy.evaluate((button) => getComputedStyle(button).opacity);
      expect(await opacity()).toBe("0");
      await page.getByRole("button", { name: card.title, exact: true }).hover();
      await eventually(async () => ((await opacity()) === "1" ? true : undefined));

      await headerCopy.click();
      await toastWith("Prompt copied to clipboard!").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(card.prompt);
      expect(await page.getByRole("button", { name: card.title, exact: true }).getAttribute("aria-expanded")).toBe("false");

      await page.evaluate(() => navigator.clipboard.writeText(""));
      await page.getByRole("button", { name: card.title, exact: true }).click();
      await page.getByRole("button", { name: `Copy prompt template: ${card.title}` }).click();
      await eventually(async () => ((await page.evaluate(() => navigator.clipboard.readText())) === card.prompt ? true : undefined));
      expect(await page.getByRole("button", { name: card.title, exact: true }).getAttribute("aria-expanded")).toBe("true");
    });

    it("a small library shows four prompts with a 5min badge each, expandable and copyable", async () => {
      await open("/prompts/n8n");
      await allowClipboard();
      await page.getByRole("heading", { level: 1, name: "N8n Hacker Prompts" }).waitFor();
      // The header is drawn at once; the cards come with the gated content.
      await page.getByText("5min", { exact: true }).first().waitFor();
      expect(await page.getByText("5min", { exact: true }).count()).toBe(4);
      const [first, second] = n8nLibrary.prompts;
      const toggle = (title: string) => page.getByRole("button", { name: title, exact: true });
      expect(await page.getByText(first!.prompt).isVisible()).toBe(false);
      await toggle(first!.title).click();
      expect(await page.getByText(first!.prompt).isVisible()).toBe(true);
      expect(await toggle(second!.title).getAttribute("aria-expanded")).toBe("false");

      await page.getByRole("button", { name: `Copy prompt: ${second!.title}` }).click();
      await toastWith("Prompt copied to clipboard!").waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second!.prompt);
      expect(await toggle(second!.title).getAttribute("aria-expanded")).toBe("false");
      await expectFitsNarrowScreen();
    });

    it("an unknown tool shows the 404 page", async () => {
      await open("/prompts/unknown");
      await page.getByRole("heading", { name: "404" }).waitFor();
      expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
    });

    it("the landing page downloads none of the libraries, which come from the API only with their own page", async () => {
      const libraryRequest = new RegExp(`/api/content/prompts/(${toolIds.join("|")})$`);
      const openings = [lovableLibrary, claudeLibrary, n8nLibrary].map((library) => library.prompts[0]!.prompt.slice(0, 80));

      page = await newPage();
      const requested: string[] = [];
      const scripts: Array<Promise<string>> = [];
      page.on("request", (request) => requested.push(request.url()));
      page.on("response", (response) => {
        if (response.url().endsWith(".js")) scripts.push(response.text());
      });
      await page.goto(stack.url, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "AI for Leaders" }).waitFor();
      expect(requested.filter((url) => libraryRequest.test(url))).toEqual([]);
      for (const script of await Promise.all(scripts)) {
        for (const opening of openings) expect(script.includes(opening)).toBe(false);
      }
      await page.close();

      page = await newPageWithAccess();
      const lovableRequested: string[] = [];
      page.on("request", (request) => lovableRequested.push(request.url()));
      await page.goto(`${stack.url}/prompts/lovable`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Lovable Expert Prompts" }).waitFor();
      const libraries = lovableRequested.filter((url) => libraryRequest.test(url));
      expect(libraries.length).toBeGreaterThan(0);
      expect(libraries.every((url) => url.endsWith("/api/content/prompts/lovable"))).toBe(true);
    });
  });

  describe("accessibility", () => {
    const scanned = [
      `/blog/${articleSummaries[0]!.slug}`,
      "/blog/no-such-post",
      ...guides.map((guide) => guide.path),
      "/prompts/lovable",
      "/prompts/zapier",
    ];

    it.each(scanned)("%s has no axe violations, collapsed and expanded", async (path) => {
      await open(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.locator('[role="status"]').filter({ hasText: /Loading/ }).waitFor({ state: "detached" });
      expect(await axeViolations(page)).toEqual([]);

      const toggles = await page.locator("button[aria-expanded]").all();
      for (const toggle of toggles.slice(0, 2)) await toggle.click();
      if (path === "/level-3-improve-landing-page") await page.getByRole("button", { name: "Analyze my landing page" }).click();
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});
