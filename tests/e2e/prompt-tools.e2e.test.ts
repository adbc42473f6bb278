// The reading area in Chromium, as a visitor with a code goes through it: from the hub's Tools tab
// to a library, the business context filling a prompt that is copied and opened in Claude, "Did
// this work for you?" read in the operator's console, the search from the hub to a prompt and a
// guide step, and every guide and library axe-clean at 1280 and 360 px. What each page shows and
// does on its own is in the component tests (PromptLibraryPage, GuidePages, ContentSearch).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import {
  guides as guideContents,
  promptLibraries,
  toolIds,
  type LargePromptLibrary,
  type SmallPromptLibrary,
} from "@ai-leaders/core/content";
import { feedbackMessages } from "@ai-leaders/core/messages";
import { accessStorageKey, requestAccessGrant } from "../support/access.ts";
import { openConsoleAsNewAdmin } from "../support/admin-console.ts";
import { axeViolations } from "../support/axe.ts";
import { hasChromium } from "../support/browser.ts";
import { eventually } from "../support/test-stack.ts";
import { useBrowserJourney } from "../support/journey.ts";

const claudeLibrary = promptLibraries.claude as LargePromptLibrary;
const lovableLibrary = promptLibraries.lovable as LargePromptLibrary;
const n8nLibrary = promptLibraries.n8n as SmallPromptLibrary;
const marketDecisionSteps = guideContents["market-decision"].steps;
const adminEmail = "operator@feedback.example";
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

describe.skipIf(!hasChromium)("the reading area in Chromium", () => {
  let accessGrant: string;
  let context: BrowserContext;
  let page: Page;
  let pageErrors: string[] = [];

  const suite = useBrowserJourney({ built: "index.html", stack: { settings: { ADMIN_EMAILS: adminEmail } }, visitor: false });
  beforeAll(async () => {
    // One grant for the whole file: the access endpoint rate-limits repeated code entries.
    accessGrant = JSON.stringify(await requestAccessGrant(suite.stack));
  });
  afterEach(async () => {
    await context?.close();
    // An uncaught error in the page (one that unmounts the app, say) fails the test that caused it.
    const errors = pageErrors;
    pageErrors = [];
    expect(errors.join("\n")).toBe("");
  });

  /** A visitor (a context of their own) with access, a clipboard, and no way out to the internet. */
  async function openAsVisitor(path: string, viewport = { width: 1280, height: 800 }) {
    context = await suite.browser.newContext({ viewport });
    await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [accessStorageKey, accessGrant]);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.stack.url });
    for (const site of ["https://claude.ai/**", "https://cursor.com/**"]) {
      await context.route(site, (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "ok" }));
    }
    page = await context.newPage();
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(suite.stack.url + path);
    return page;
  }

  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  const toastWith = (text: string) => page.getByTestId("toast").filter({ hasText: text });
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute("href");
  const metaDescription = () => page.locator('meta[name="description"]').getAttribute("content");
  const pathname = () => new URL(page.url()).pathname;

  async function headFor(title: string) {
    await eventually(async () => ((await page.title()) === title + productSuffix ? true : undefined));
  }

  /** A real mouse click at the centre of an element, whatever element is on top there. */
  async function clickOn(target: Locator) {
    await target.scrollIntoViewIfNeeded();
    const box = (await target.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** The page fits a 360 px wide screen without sideways scrolling. */
  async function expectFitsNarrowScreen() {
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }

  describe("from the Tools tab to a prompt", () => {
    it("opens a tool's library from anywhere on its card, and its site from 'Try'", async () => {
      await openAsVisitor("/level-2/tools");
      const card = page.locator("li.hub-card", { has: page.getByRole("link", { name: "Cursor", exact: true }) });
      await card.waitFor();

      // "Try Cursor" still opens the tool's own site, and leaves the hub where it is.
      const popupOpened = context.waitForEvent("page");
      await card.getByRole("link", { name: /^Try Cursor/ }).click();
      const popup = await popupOpened;
      await popup.waitForURL(/^https:\/\/cursor\.com/);
      expect(pathname()).toBe("/level-2/tools");

      // A click on the description (under the card's stretched link) opens the library.
      const description = await card.locator("p").last().boundingBox();
      expect(description).not.toBeNull();
      await page.mouse.click(description!.x + 10, description!.y + description!.height / 2);
      await page.waitForURL(/\/prompts\/cursor$/);
      // The header is public and drawn at once; the cards arrive with the gated content.
      await page.locator("article button[aria-expanded]").first().waitFor();
      await headFor("Cursor Hacker Prompts");
      expect(await canonical()).toBe(`${suite.stack.url}/prompts/cursor`);
    });

    it("lays a large library out in two columns, one under 768 px, and opens a card from anywhere on its header", async () => {
      await openAsVisitor("/prompts/claude");
      await page.getByText("Showing 10 prompts").waitFor();
      const columns = () => page.locator(".library-grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      // The library's stylesheet is its own chunk: on a busy machine it may land after the cards.
      await expect.poll(columns).toBe(2);
      await page.setViewportSize({ width: 700, height: 800 });
      await expect.poll(columns).toBe(1);
      await page.setViewportSize({ width: 1280, height: 800 });

      const [first, second, third] = claudeLibrary.prompts;
      const toggle = (title: string) => page.getByRole("button", { name: title, exact: true });
      const card = (title: string) => page.locator("article").filter({ has: toggle(title) });
      // A click anywhere on the header, here on its description or its time estimate, toggles the card.
      await clickOn(card(first!.title).getByText(first!.description));
      await clickOn(card(third!.title).locator(".library-time"));
      expect(await toggle(first!.title).getAttribute("aria-expanded")).toBe("true");
      expect(await toggle(second!.title).getAttribute("aria-expanded")).toBe("false");
      expect(await toggle(third!.title).getAttribute("aria-expanded")).toBe("true");
      const chevronTransform = (title: string) =>
        toggle(title)
          .locator("svg")
          .evaluate((svg) => getComputedStyle(svg).transform);
      await eventually(async () => ((await chevronTransform(first!.title)) !== "none" ? true : undefined));
      expect(await chevronTransform(second!.title)).toBe("none");

      // The header's Copy shows on hover, and writes the prompt to the real clipboard.
      const lovableCard = lovableLibrary.prompts[1]!;
      await page.goto(`${suite.stack.url}/prompts/lovable`);
      const headerCopy = page.getByRole("button", { name: `Copy prompt: ${lovableCard.title}` });
      await headerCopy.waitFor({ state: "attached" });
      const opacity = () => headerCopy.evaluate((button) => getComputedStyle(button).opacity);
      expect(await opacity()).toBe("0");
      await toggle(lovableCard.title).hover();
      await eventually(async () => ((await opacity()) === "1" ? true : undefined));
      await headerCopy.click();
      await toastWith("Prompt copied to clipboard!").waitFor();
      expect(await clipboard()).toBe(lovableCard.prompt);
      await expectFitsNarrowScreen();
    });

    it("saves the business context, then copies a Claude prompt filled from it and opens Claude with it", async () => {
      await openAsVisitor("/prompts/claude");
      await page.getByRole("button", { name: "My business context" }).click();
      const dialog = page.getByRole("dialog", { name: "My business context" });
      await dialog.getByLabel("Company", { exact: true }).fill("Northwind Freight");
      await dialog.getByLabel("Industry").fill("freight logistics");
      await dialog.getByLabel("Your role").fill("COO");
      await dialog.getByRole("button", { name: "Save" }).click();
      await toastWith("Business context saved").waitFor();

      await page.getByRole("button", { name: "AI Strategy Tutor", exact: true }).click();
      await page.getByRole("textbox", { name: "company size" }).fill("40-person");
      const popupOpened = context.waitForEvent("page");
      await page.getByRole("button", { name: "Open in Claude: AI Strategy Tutor (opens in a new tab)" }).click();
      const popup = await popupOpened;
      await popup.waitForURL(/^https:\/\/claude\.ai\/new\?q=/);
      const copied = await clipboard();
      expect(copied).toContain("Northwind Freight, a 40-person business in freight logistics");
      expect(copied).not.toMatch(/\[your role/i);
      expect(new URL(popup.url()).searchParams.get("q")).toBe(copied);
    });

    it("takes a yes and a note on a card, thanks the visitor, and lists it in the console", async () => {
      await openAsVisitor("/prompts/chatgpt#board-memo-prep", { width: 1280, height: 900 });
      const card = page.locator("article#board-memo-prep");
      await card.getByText("Reviewed Nov 2026").waitFor();
      const feedback = card.getByRole("form", { name: `${feedbackMessages.question} Board Memo Prep` });
      await feedback.getByRole("button", { name: "Yes" }).click();
      await feedback.getByRole("status").getByText(feedbackMessages.thanks).waitFor();
      await feedback.getByLabel(feedbackMessages.noteLabel).fill("Reached a clear recommendation for our board.");
      await feedback.getByRole("button", { name: feedbackMessages.sendNote }).click();
      await feedback.getByRole("status").getByText(feedbackMessages.noteSaved).waitFor();
      await axeAtBothWidths(page, "the card with its answer and note");

      const operator = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await openConsoleAsNewAdmin(operator, suite.stack, adminEmail, "Prompt feedback");
      const table = operator.getByRole("table", { name: "Prompt feedback, fewest yes first" });
      const row = table.getByRole("row").filter({ hasText: "Board Memo Prep" });
      await row.getByText("Reached a clear recommendation for our board.").waitFor();
      expect(await row.innerText()).toMatch(/Board Memo Prep[\s\S]*1[\s\S]*0[\s\S]*100%/);
      // The answered prompts come before the unanswered ones: the only answered prompt leads the list.
      expect(await table.getByRole("row").nth(1).innerText()).toContain("Board Memo Prep");
      await axeAtBothWidths(operator, "the console's Prompt feedback");
      await operator.close();
    });
  });

  async function axeAtBothWidths(target: Page, what: string) {
    for (const width of [1280, 360]) {
      await target.setViewportSize({ width, height: 900 });
      expect(await axeViolations(target), `axe on ${what} at ${width} px`).toEqual([]);
    }
    await target.setViewportSize({ width: 1280, height: 900 });
  }

  describe("the search", () => {
    const searchBox = () => page.getByRole("searchbox", { name: "Search prompts and guides" });
    const results = () => page.locator(".content-search-result");

    // Issue 31: a keystroke paints the first screen of results; the rest of the list follows.
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
          rows: Array.from(document.querySelectorAll(".content-search-result")).map(
            (row) => row.getBoundingClientRect().top < window.innerHeight,
          ),
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
          Array.from((CSS.highlights as unknown as Map<string, Set<AbstractRange>>).get("search-match") ?? []).map((range) =>
            range.startContainer.textContent!.slice(range.startOffset, range.endOffset).toLowerCase(),
          ),
        );
      await expect.poll(async () => (await marked()).length).toBeGreaterThanOrEqual(30);
      expect(new Set(await marked())).toEqual(new Set(["plan"]));
      // The first result's title carries the mark where the word is.
      const title = await page
        .locator(".content-search-result-link")
        .first()
        .evaluate((link) => {
          const ranges = Array.from((CSS.highlights as unknown as Map<string, Set<AbstractRange>>).get("search-match") ?? []);
          return ranges.some((range) => range.startContainer.parentElement === link);
        });
      expect(title).toBe(true);
    });

    it("finds a Multi-Agent prompt by a word of its text from the hub, and opens it expanded and in view", async () => {
      await openAsVisitor("/level-2/workflows", { width: 360, height: 740 });
      // "Lindqvist" is in the prompt's text only, not in its title or description.
      await searchBox().pressSequentially("lindqvist");
      await page.getByText("1 result", { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Investor Due Diligence Expert Panel" }).click();

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

    it("links a guide step to its place on the guide page, scrolled to and focused", async () => {
      const step = guideContents["build-website"].steps[1]!;
      await openAsVisitor("/level-2/tools");
      await searchBox().fill(step.title);
      await page.getByRole("link", { name: step.title, exact: true }).first().click();
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

  describe("the guides and libraries", () => {
    it("the landing page downloads none of the libraries, which come from the API only with their own page", async () => {
      const libraryRequest = new RegExp(`/api/content/prompts/(${toolIds.join("|")})$`);
      const openings = [lovableLibrary, claudeLibrary, n8nLibrary].map((library) => library.prompts[0]!.prompt.slice(0, 80));

      context = await suite.browser.newContext();
      page = await context.newPage();
      const requested: string[] = [];
      const scripts: Array<Promise<string>> = [];
      page.on("request", (request) => requested.push(request.url()));
      page.on("response", (response) => {
        if (response.url().endsWith(".js")) scripts.push(response.text());
      });
      await page.goto(suite.stack.url, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "AI for Leaders" }).waitFor();
      expect(requested.filter((url) => libraryRequest.test(url))).toEqual([]);
      for (const script of await Promise.all(scripts)) {
        for (const opening of openings) expect(script.includes(opening)).toBe(false);
      }
      await context.close();

      await openAsVisitor("/level-2/tools");
      const lovableRequested: string[] = [];
      page.on("request", (request) => lovableRequested.push(request.url()));
      await page.goto(`${suite.stack.url}/prompts/lovable`, { waitUntil: "networkidle" });
      await page.getByRole("heading", { level: 1, name: "Lovable Expert Prompts" }).waitFor();
      const libraries = lovableRequested.filter((url) => libraryRequest.test(url));
      expect(libraries.length).toBeGreaterThan(0);
      expect(libraries.every((url) => url.endsWith("/api/content/prompts/lovable"))).toBe(true);
    });

    it.each(guides)(
      "$path has its cards under one h1, its head tags and Back to Workflows, fits 360 px, and has no axe violations, collapsed and expanded",
      async (guide) => {
        await openAsVisitor(guide.path);
        await page.getByRole("heading", { level: 1, name: guide.name }).waitFor();
        await headFor(guide.name);
        expect(await canonical()).toBe(suite.stack.url + guide.path);
        expect((await metaDescription())?.length).toBeGreaterThan(50);
        expect(await page.locator("h1").count()).toBe(1);
        // The cards come from the API after the page's own title.
        await page.getByRole("heading", { level: 2, name: guide.cards[0]!, exact: true }).waitFor();
        for (const card of guide.cards)
          expect(await page.getByRole("heading", { level: 2, name: card, exact: true }).count(), card).toBe(1);
        expect(await page.getByRole("link", { name: "Back to Workflows" }).getAttribute("href")).toBe("/level-2/workflows");
        await expectAxeCleanCollapsedAndExpanded(guide.path);
        await expectFitsNarrowScreen();
      },
    );

    it.each(["/prompts/lovable", "/prompts/zapier", "/prompts/n8n"])(
      "%s has no axe violations, collapsed and expanded, and fits 360 px",
      async (path) => {
        await openAsVisitor(path);
        await page.getByRole("heading", { level: 1 }).waitFor();
        await expectAxeCleanCollapsedAndExpanded(path);
        await expectFitsNarrowScreen();
      },
    );

    async function expectAxeCleanCollapsedAndExpanded(path: string) {
      await page
        .locator('[role="status"]')
        .filter({ hasText: /Loading/ })
        .waitFor({ state: "detached" });
      expect(await axeViolations(page)).toEqual([]);
      const toggles = await page.locator("button[aria-expanded]").all();
      for (const toggle of toggles.slice(0, 2)) await toggle.click();
      if (path === "/level-3-improve-landing-page") await page.getByRole("button", { name: "Analyze my landing page" }).click();
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});
