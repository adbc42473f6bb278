// axe-core on the pages and dialogs not covered by the content-pages suite: landing, dialogs,
// the Level 2 hub's four tabs, the 404 page, accounts and the AI workflow pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { startTestStack } from "../support/test-stack.ts";
import { startFixtureSite } from "../support/fixture-site.ts";

describe.skipIf(!hasChromium)("accessibility (axe-core, WCAG 2.2 AA)", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;

  beforeAll(async () => {
    site = await startFixtureSite();
    stack = await startTestStack({ settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1" } });
    browser = await launchChromium();
    visitor = await contextWithAccess(browser, stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await site?.close();
  });

  async function roastStrongPage(page: Page) {
    await page.getByLabel("Website URL *").fill(site.url("strong"));
    await page.getByRole("button", { name: "Submit URL" }).click();
    await page.locator(".report-view:not([aria-busy])").waitFor();
  }

  async function scan(path: string, prepare?: (page: Page) => Promise<void>) {
    const page = await visitor.newPage();
    await page.goto(`${stack.url}${path}`);
    await page.locator("h1").first().waitFor();
    await prepare?.(page);
    const desktop = await axeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const mobile = await axeViolations(page);
    await page.close();
    return [...desktop, ...mobile];
  }

  it.each([
    ["the landing page", "/", undefined],
    // This visitor holds a token, so the hero offers "Continue to Level 2": the gate's own link opens the dialog.
    ["the access dialog", "/?next=%2Flevel-2", (page: Page) => page.getByRole("dialog").waitFor()],
    ["the contact dialog", "/", (page: Page) => page.getByRole("button", { name: "Contact" }).click().then(() => page.getByRole("dialog").waitFor())],
    ["the Workflows tab", "/level-2/workflows", undefined],
    ["the Tools tab", "/level-2/tools", undefined],
    [
      "the Vote tab",
      "/level-2/workflows",
      async (page: Page) => {
        await page.getByRole("tab", { name: "Vote" }).click();
        await page.getByText("No suggestions yet. Be the first to suggest a workflow!").waitFor();
        await page.getByLabel("Title").fill("An idea");
        await page.locator(".comments-toggle").first().click();
        await page.getByText("No comments yet.").waitFor();
      },
    ],
    ["the Blog tab", "/level-2/workflows", (page: Page) => page.getByRole("tab", { name: "Blog" }).click().then(() => page.locator('a[href^="/blog/"]').first().waitFor())],
    ["the 404 page", "/no-such-page", undefined],
    [
      "the sign-up dialog with its messages",
      "/level-3-build-website",
      async (page: Page) => {
        await page.getByRole("button", { name: "Log in" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Create an account" }).click();
        await page.getByRole("dialog").getByRole("button", { name: "Create account" }).click();
        await page.getByText("Full name must be at least 2 characters").waitFor();
      },
    ],
    ["the founder profile page", "/level-3-founder-profile", undefined],
    ["the roast website page", "/level-3-roast-website", undefined],
    ["a finished report with its permanent link and this device's results", "/level-3-roast-website", roastStrongPage],
    [
      "a kept result's page",
      "/level-3-roast-website",
      async (page: Page) => {
        await roastStrongPage(page);
        await page.getByRole("group", { name: "Permanent link" }).getByRole("link").click();
        await page.getByRole("heading", { level: 1, name: /Report for/ }).waitFor();
        await page.locator(".report-view").waitFor();
      },
    ],
  ])("%s has no violations, at desktop width and at 360 px", async (_name, path, prepare) => {
    expect(await scan(path, prepare)).toEqual([]);
  });
});

describe.skipIf(!hasChromium)("accessibility of the landing page's sections and the privacy page (axe-core)", () => {
  let browser: Browser;
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A first-time visitor (no access token), at 1280 px and then at 360 px. */
  async function scanAsNewVisitor(path: string, ready: (page: Page) => Promise<void>) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${stack.url}${path}`);
    await ready(page);
    const desktop = await axeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    const mobile = await axeViolations(page);
    await page.close();
    return [...desktop, ...mobile];
  }

  it("the landing page with Sign In, what's inside, the briefing and how it works has no violations", async () => {
    const violations = await scanAsNewVisitor("/", async (page) => {
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      for (const section of ["What's inside", "The Executive Briefing", "How it works"]) {
        await page.getByRole("region", { name: section }).waitFor();
      }
    });
    expect(violations).toEqual([]);
  });

  it("the form opened by Request an access code has no violations", async () => {
    const violations = await scanAsNewVisitor("/", async (page) => {
      await page.getByRole("button", { name: "Request an access code" }).first().click();
      await page.getByRole("dialog", { name: "Request an access code" }).getByLabel("Why would you like access?").waitFor();
    });
    expect(violations).toEqual([]);
  });

  it("the privacy page has no violations", async () => {
    const violations = await scanAsNewVisitor("/privacy", (page) => page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor());
    expect(violations).toEqual([]);
  });
});
