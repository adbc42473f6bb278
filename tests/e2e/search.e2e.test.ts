// The search over every prompt and guide step in Chromium (issue 15): from the hub and from a
// library page, a result opens the prompt where it lives; favourites stay on the device.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { guides } from "@ai-leaders/core/content";
import { accessStorageKey, requestAccessGrant } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { startTestStack } from "../support/test-stack.ts";

describe.skipIf(!hasChromium)("the content search in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let accessGrant: string;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    stack = await startTestStack();
    browser = await launchChromium();
    accessGrant = JSON.stringify(await requestAccessGrant(stack));
  });
  afterEach(async () => {
    await context?.close();
    const errors = pageErrors;
    pageErrors = [];
    expect(errors.join("\n")).toBe("");
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openAsVisitor(path: string, viewport = { width: 1280, height: 800 }) {
    context = await browser.newContext({ viewport });
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [accessStorageKey, accessGrant]);
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(stack.url + path);
  }

  const searchBox = () => page.getByRole("searchbox", { name: "Search prompts and guides" });
  const results = () => page.locator(".content-search-result");

  // Issue 31: a keystroke paints the first screen of results; the rest of the list follows.
  it("lists the first 30 of a broad query's results, the best first, however fast the keys come", async () => {
    await openAsVisitor("/level-2/workflows");
    await searchBox().focus();
    await searchBox().pressSequentially("plan", { delay: 5 });
    await page.getByText(/^\d+ results, showing the first 30$/).waitFor();
    await expect.poll(() => results().count()).toBe(30);
    // textContent: results below the first screen are not laid out until scrolled near
    // (content-visibility), and innerText reads only what is laid out.
    const titles = await page.locator(".content-search-result-link").allTextContents();
    expect(new Set(titles).size).toBe(30);
    expect(titles[0]!.toLowerCase()).toContain("plan");
  });

  it("paints a screenful of results per key, and marks the query's words once typing pauses", async () => {
    await openAsVisitor("/level-2/workflows", { width: 360, height: 740 });
    await searchBox().focus();
    // The first focus loads the search: its categories fill the dropdown.
    await expect.poll(() => page.getByRole("combobox", { name: "Category" }).locator("option").count()).toBeGreaterThan(1);
    // One keystroke's render, read before any timer can run: what the key paints.
    const atOnce = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>(".content-search-query input")!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "plan");
      input.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
      return {
        rows: Array.from(document.querySelectorAll(".content-search-result")).map((row) => row.getBoundingClientRect().top < window.innerHeight),
        // The highlight registry is a map of names to sets of ranges.
        marked: (CSS.highlights as unknown as Map<string, Set<AbstractRange>>).has("search-match"),
      };
    });
    // A 360 x 740 screen has room for one result below the search box, and part of a second.
    expect(atOnce.rows.length).toBeGreaterThanOrEqual(2);
    expect(atOnce.rows.length).toBeLessThan(6);
    expect(atOnce.rows[0]).toBe(true);
    expect(atOnce.marked).toBe(false);

    await expect.poll(() => results().count()).toBe(30);
    const marked = () =>
      page.evaluate(() =>
        Array.from((CSS.highlights as unknown as Map<string, Set<AbstractRange>>).get("search-match") ?? []).map((range) => range.startContainer.textContent!.slice(range.startOffset, range.endOffset).toLowerCase()),
      );
    await expect.poll(async () => (await marked()).length).toBeGreaterThanOrEqual(30);
    expect(new Set(await marked())).toEqual(new Set(["plan"]));
    // The first result's title carries the mark where the word is.
    const title = await page.locator(".content-search-result-link").first().evaluate((link) => {
      const ranges = Array.from((CSS.highlights as unknown as Map<string, Set<AbstractRange>>).get("search-match") ?? []);
      return ranges.some((range) => range.startContainer.parentElement === link);
    });
    expect(title).toBe(true);
  });

  it("finds a Multi-Agent prompt by a word of its text from the hub, and opens it expanded", async () => {
    await openAsVisitor("/level-2/workflows", { width: 360, height: 740 });
    // "Lindqvist" is in the prompt's text only, not in its title or description.
    await searchBox().pressSequentially("lindqvist");
    await page.getByText("1 result", { exact: true }).waitFor();
    const result = page.getByRole("link", { name: "Investor Due Diligence Expert Panel" });
    expect(await results().first().innerText()).toMatch(/Multi-Agent/i);
    expect(await axeViolations(page)).toEqual([]);
    await result.click();

    await page.waitForURL(/\/prompts\/multi-agent#investor-due-diligence-expert-panel$/);
    const toggle = page.getByRole("button", { name: "Investor Due Diligence Expert Panel", exact: true });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const card = page.locator("#investor-due-diligence-expert-panel");
    expect(await card.locator(".library-prompt").innerText()).toContain("Lindqvist");
    expect(await card.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    // The page fits a 360 px screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("finds a ChatGPT prompt from the Claude library page, and filters by category", async () => {
    await openAsVisitor("/prompts/claude");
    await page.getByRole("button", { name: "AI Strategy Tutor", exact: true }).waitFor();
    await searchBox().fill("investor update writer");
    const result = page.getByRole("link", { name: "Investor Update Writer" });
    await result.waitFor();
    expect(await results().first().innerText()).toMatch(/ChatGPT/);

    const category = page.getByRole("combobox", { name: "Category" });
    const categories = await category.locator("option").allInnerTexts();
    expect(categories.length).toBeGreaterThan(2);
    await searchBox().fill("");
    await category.selectOption(categories[1]!);
    const count = await page.locator(".content-search-count").innerText();
    expect(count).toMatch(/^\d+ results?/);
    for (const where of await page.locator(".content-search-result-where").allTextContents()) expect(where).toContain(categories[1]!);

    await result.waitFor({ state: "detached" });
    await category.selectOption("");
    await searchBox().fill("investor update writer");
    await result.click();
    await page.waitForURL(/\/prompts\/chatgpt#investor-update-writer$/);
    expect(await page.getByRole("button", { name: "Investor Update Writer", exact: true }).getAttribute("aria-expanded")).toBe("true");
  });

  it("lists a prompt starred on its card under Favourites after a reload", async () => {
    await openAsVisitor("/prompts/zapier");
    const star = page.getByRole("button", { name: /^Favourite: / }).first();
    await star.waitFor();
    const title = (await star.getAttribute("aria-label"))!.replace("Favourite: ", "");
    await star.click();
    expect(await star.getAttribute("aria-pressed")).toBe("true");

    await page.reload();
    await page.getByRole("button", { name: `Favourite: ${title}` }).waitFor();
    expect(await page.getByRole("button", { name: `Favourite: ${title}` }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("checkbox", { name: "Favourites" }).check();
    await page.getByText("1 result", { exact: true }).waitFor();
    expect(await page.locator(".content-search-result-link").allInnerTexts()).toEqual([title]);
    // The box filters the page's own cards too (issue 29, Deliver 7): only the starred one is left.
    expect(await page.locator("article.library-card h2, article.library-card h3").first().innerText()).toContain(title);
    expect(await page.locator("article.library-card").count()).toBe(1);
    // The star on the result is the same favourite: unstarring it empties the list and the cards.
    await page.locator(".content-search-result").getByRole("button", { name: `Favourite: ${title}` }).click();
    await page.getByText("0 results", { exact: true }).waitFor();
    await page.getByText("None of this library's prompts is in your favourites yet. Star one to keep it here.").waitFor();
    await page.getByRole("checkbox", { name: "Favourites" }).uncheck();
    await page.locator("article.library-card").nth(3).waitFor();
  });

  it("links a guide step to its place on the guide page", async () => {
    const step = guides["build-website"].steps[1]!;
    await openAsVisitor("/level-2/tools");
    await searchBox().fill(step.title);
    const result = page.getByRole("link", { name: step.title, exact: true }).first();
    expect(await result.getAttribute("href")).toBe("/level-3-build-website#step-2");
    await result.click();
    await page.waitForURL(/\/level-3-build-website#step-2$/);
    // The step arrives with the guide's content, after the navigation, and is scrolled to.
    const section = page.locator("#step-2");
    await section.waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById("step-2")!.getBoundingClientRect().top;
      return top >= -1 && top < 100;
    });
    expect(await section.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
