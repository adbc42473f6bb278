// Issue 17: a prerendered page is painted by its HTML, then hydrated in place: no console warning
// (a hydration mismatch is one), no flash, and the largest element is the same node before and
// after the app's code runs.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { newsletterMessages } from "@ai-leaders/core/messages";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { startTestStack } from "../support/test-stack.ts";
import { openWithScriptsHeld } from "../support/held-scripts.ts";

describe.skipIf(!hasChromium)("prerendered pages hydrating in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let context: BrowserContext;
  let page: Page;
  let console: string[];

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** Opens a page with its scripts held back until `release` is called. */
  async function openHeld(path: string) {
    context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    page = await context.newPage();
    console = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") console.push(message.text());
    });
    page.on("pageerror", (error) => console.push(error.message));
    return openWithScriptsHeld(page, stack.url + path);
  }

  it.each(["/", "/blog", "/blog/model-context-protocol-mcp"])("%s reads in full before its code runs, then hydrates in place without a warning", async (path) => {
    const release = await openHeld(path);
    // Painted from the HTML alone.
    const heading = page.locator("h1").first();
    await heading.waitFor();
    const before = await heading.innerText();
    await page.evaluate(() => ((window as unknown as { heading: Element | null }).heading = document.querySelector("h1")));

    release();
    await page.waitForLoadState("networkidle");
    // Interactive now: React owns the page.
    await page.waitForFunction(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")));
    expect(await page.evaluate(() => document.querySelector("h1") === (window as unknown as { heading: Element | null }).heading)).toBe(true);
    expect(await heading.innerText()).toBe(before);
    expect(console).toEqual([]);
  });

  it("a Sign In pressed before the app has loaded opens the dialog, once, when it has", async () => {
    const release = await openHeld("/");
    await page.getByRole("button", { name: "Sign In" }).first().click();
    // Held: nothing can open a dialog yet.
    expect(await page.getByRole("dialog").count()).toBe(0);
    release();
    await page.getByRole("dialog", { name: "Access Required" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(1);
    expect(console).toEqual([]);
  });

  it("a newsletter signup sent before the app has loaded is sent once it has", async () => {
    const release = await openHeld("/");
    const signups: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/newsletter") && request.method() === "POST") signups.push(request.postData() ?? "");
    });
    const email = `early-${Date.now()}@company.example`;
    await page.getByRole("textbox", { name: "Get the Executive Briefing in your inbox" }).fill(email);
    await page.getByRole("textbox", { name: "Get the Executive Briefing in your inbox" }).press("Enter");
    // The browser's own form submission did not leave the page.
    expect(new URL(page.url()).pathname).toBe("/");
    release();
    await page.getByText(newsletterMessages.success.description).waitFor();
    expect(signups.map((body) => (JSON.parse(body) as { email: string }).email)).toEqual([email]);
    expect(console).toEqual([]);
  });

  it("sets the text in Inter once the page has painted", async () => {
    const release = await openHeld("/");
    release();
    const interLoaded = () => {
      let loaded = false;
      document.fonts.forEach((font) => (loaded ||= font.family.replace(/"/g, "") === "Inter" && font.status === "loaded"));
      return loaded;
    };
    await page.waitForFunction(interLoaded);
    // The heading is set in it.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector("h1")!).fontFamily)).toMatch(/^"?Inter"?,/);
    expect(console).toEqual([]);
  });

  it("the 404 page says so, with its own title, and logs the unknown path", async () => {
    const release = await openHeld("/no-such-page");
    release();
    await page.waitForFunction(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")));
    expect(await page.locator("h1").innerText()).toBe("404");
    await expect.poll(() => console.some((line) => line.includes("/no-such-page"))).toBe(true);
    expect(console.filter((line) => !line.includes("/no-such-page") && !line.includes("404"))).toEqual([]);
  });
});
