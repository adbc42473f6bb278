// The console reads the site (issue 30, Delivers 3 and 4; issue 28, Deliver 2): one visitor's
// scripted visit is counted with no cookie and shows in the Overview's funnel, drawn on its canvas;
// a browser asking for Do Not Track or Global Privacy Control sends nothing; the privacy page says
// so; an entry published from the console is read by a visitor in What's new. Axe clean throughout.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator } from "playwright-core";
import { utcDay, type AnalyticsOverview } from "@ai-leaders/core/analytics";
import { changelogMessages } from "@ai-leaders/core/messages";
import { hasChromium, hydrated } from "../support/browser.ts";
import { accessStorageKey, contextWithAccess, requestAccessGrant } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { openConsoleSection, useConsoleInChromium } from "../support/board-console.ts";
import { scanTable } from "../support/test-stack.ts";
import { paths } from "../../packages/web/src/config/paths.ts";

const adminEmail = "overview@site.example";
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** "21 Nov", as the page writes a UTC date. */
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const shots = process.env.OVERVIEW_SCREENSHOTS;

describe.skipIf(!hasChromium)("the console reads the site, in Chromium", () => {
  const suite = useConsoleInChromium(adminEmail);

  /** The overview as the API answers it to the signed-in operator. */
  const overviewFromApi = (days: number) =>
    suite.operator.evaluate(async (range) => {
      const { access_token } = JSON.parse(localStorage.getItem("ai-leaders.auth")!);
      const response = await fetch(`/api/admin/analytics?days=${range}`, { headers: { authorization: `Bearer ${access_token}` } });
      return (await response.json()) as AnalyticsOverview;
    }, days);

  /** What the day's counters hold for an item, summed over the shards. */
  async function count(item: string, attribute: string) {
    const today = utcDay(new Date());
    return (
      (await suite.stack.services.analytics.counters(today, today))
        .get(today)
        ?.get(item as never)
        ?.get(attribute) ?? 0
    );
  }
  const counterRows = async () =>
    JSON.stringify((await scanTable(suite.stack, "analytics")).filter((row) => String(row.pk).startsWith("counts#")));

  /** How many pixels of the bars' colour (#1d3566) the chart's canvas holds: 0 when nothing was drawn. */
  const barPixels = (chart: Locator) =>
    chart.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let bars = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === 0x1d && data[i + 1] === 0x35 && data[i + 2] === 0x66) bars++;
      return bars;
    });

  async function expectAxeClean(width: number) {
    await suite.operator.setViewportSize({ width, height: 900 });
    expect(await axeViolations(suite.operator), `axe at ${width} px`).toEqual([]);
  }

  /** A visitor's browser with a clipboard, no way out to the internet, and optionally a privacy signal. */
  async function visitorBrowser(privacy: "none" | "dnt" | "gpc" = "none", grant?: string): Promise<BrowserContext> {
    const { browser, stack } = suite;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (grant) await context.addInitScript(([key, value]) => window.sessionStorage.setItem(key!, value!), [accessStorageKey, grant]);
    if (privacy === "dnt") await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }));
    if (privacy === "gpc")
      await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.url });
    await context.route("https://claude.ai/**", (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "ok" }));
    return context;
  }

  /**
   * The scripted visit: the landing page from a campaign link (subscribing, and entering the code
   * when `enterCode`), a prompt copied and opened in Claude, a guide step done, then the site left.
   */
  async function browse(context: BrowserContext, { enterCode = false } = {}) {
    const { stack } = suite;
    const page = await context.newPage();
    await page.goto(`${stack.url}/?utm_source=LinkedIn&utm_medium=social&utm_campaign=launch`, {
      referer: "https://news.example.com/story/42",
    });
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The counting code loads after the page is running; a visitor who leaves before that is not counted.
    await page.waitForLoadState("networkidle");
    if (enterCode) {
      await page.getByLabel("Get the Executive Briefing in your inbox").fill("overview.visitor@company.example");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await page.getByTestId("toast").filter({ hasText: "Success!" }).waitFor();
      await page.locator("section.hero").getByRole("button", { name: "Sign In" }).click();
      const dialog = page.getByRole("dialog", { name: "Access Required" });
      await dialog.getByLabel("Access code").fill(stack.config.accessCodes[0]!);
      await dialog.getByRole("button", { name: "Access", exact: true }).click();
      await page.waitForURL(`${stack.url}/level-2`);
    }
    await page.goto(`${stack.url}/prompts/claude`);
    await page.getByRole("button", { name: "AI Strategy Tutor", exact: true }).click();
    await page.getByRole("button", { name: "Copy prompt template: AI Strategy Tutor" }).click();
    await page.getByTestId("toast").filter({ hasText: "Prompt copied to clipboard!" }).first().waitFor();
    const popup = context.waitForEvent("page");
    await page.getByRole("button", { name: "Open in Claude: AI Strategy Tutor (opens in a new tab)" }).click();
    await (await popup).close();
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: /^Mark as done\s*: step 1,/ }).click();
    await page.getByRole("button", { name: /^Done ✓\s*: step 1,/ }).waitFor();
    // The counting code loads with the first count (count-event.ts): leaving while it is still on its
    // way would lose the step, as it would a visitor's, so the visit waits until nothing is loading.
    await page.waitForLoadState("networkidle");
    // Leaving the site hides the page: what is queued goes in a beacon.
    await page.goto("about:blank");
    return page;
  }

  it("opens the console on the Overview, which says what the funnel will show before anyone has come", async () => {
    const { operator } = suite;
    expect(new URL(operator.url()).pathname).toBe("/admin/overview");
    await operator
      .getByRole("region", { name: "The funnel", exact: true })
      .getByText(/^No visitor has reached a step in the last 30 days\./)
      .waitFor();
    await expectAxeClean(1280);
  });

  it("counts one visitor's visit with no cookie, and the Overview draws it as the funnel", async () => {
    const { stack, operator } = suite;
    const visitorsBefore = await count("day", "visitors");
    const visitor = await visitorBrowser();
    const page = await browse(visitor, { enterCode: true });

    // The browser sends its events in batches (every few seconds, and as the page is left).
    await expect.poll(() => count("guide", "build-website")).toBe(1);
    expect(await count("route", "/")).toBe(1);
    expect(await count("route", "/prompts/claude")).toBe(1);
    expect(await count("route", "/level-3-build-website")).toBe(1);
    expect(await count("prompt", "copy:claude:ai-strategy-tutor")).toBe(1);
    expect(await count("prompt", "openIn:claude:ai-strategy-tutor")).toBe(1);
    expect(await count("ref#news.example.com", "visitors")).toBe(1);
    expect(await count("utm#linkedin|social|launch", "visitors")).toBe(1);
    expect((await count("day", "visitors")) - visitorsBefore).toBe(1);
    // No cookie, and nothing in the browser's storage names the visitor.
    expect(await visitor.cookies()).toEqual([]);
    await page.goto(`${stack.url}/privacy`);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/analytics|visitor/i);
    await visitor.close();

    await expect.poll(async () => (await overviewFromApi(7)).funnel.map((step) => step.count)).toEqual([1, 1, 1, 1, 0]);
    await expect.poll(async () => (await overviewFromApi(7)).topGuides.map((guide) => guide.stepsDone)).toEqual([1]);
    // The visitor's pages are counted; the operator's console, open all along, is not.
    const routes = (await overviewFromApi(7)).topRoutes.map((route) => route.route);
    expect(routes).toContain("/prompts/claude");
    expect(routes.filter((route) => route.startsWith("/admin"))).toEqual([]);

    await operator.reload();
    await operator.getByRole("radio", { name: "Last 7 days" }).check();
    await expect.poll(() => new URL(operator.url()).search).toBe("?days=7");
    const week = await overviewFromApi(7);
    await operator
      .getByRole("status")
      .filter({ hasText: `Showing ${day(week.from)} to ${day(week.to)}.` })
      .waitFor();
    const funnel = operator.getByRole("region", { name: "The funnel", exact: true });
    await funnel.getByText(/^1 visitor-day on the landing page; of them, subscribed: 1 \(100%\)/).waitFor();
    const chart = funnel.locator(".chart");
    expect(await chart.getAttribute("data-bars")).toBe("1,1,1,1,0");
    // Four bars of 1 drawn on the canvas (the roast's 0 has none).
    await expect.poll(() => barPixels(chart)).toBeGreaterThan(400);
    if (shots) await operator.screenshot({ path: `${shots}/overview-1280.png`, fullPage: true });
    await expectAxeClean(1280);
    await expectAxeClean(360);
    // The table view, in place of the chart.
    await funnel.getByRole("button", { name: "Table" }).click();
    await funnel.getByRole("table", { name: "The funnel" }).waitFor();
    await expectAxeClean(360);
    if (shots) await operator.screenshot({ path: `${shots}/overview-360.png`, fullPage: true });
    await operator.setViewportSize({ width: 1280, height: 900 });
  });

  it("sends nothing, and nothing is counted, when the browser asks for Do Not Track or Global Privacy Control", async () => {
    // Granted before the counters are read: a grant is itself counted.
    const grant = JSON.stringify(await requestAccessGrant(suite.stack));
    for (const privacy of ["dnt", "gpc"] as const) {
      const before = await counterRows();
      const context = await visitorBrowser(privacy, grant);
      // The test's navigator says DNT or GPC, but no header does: whatever the page sent, the server would count.
      await browse(context);
      // A beacon, had one gone as the last page was left, would have landed by the time another page has loaded and left.
      const page = await context.newPage();
      await page.goto(`${suite.stack.url}/privacy`);
      await page.goto("about:blank");
      expect(await counterRows()).toBe(before);
      await context.close();
    }
  });

  it("says on the privacy page exactly what is counted, and that DNT and GPC turn it off", async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${suite.stack.url}/privacy`);
    await page.getByRole("heading", { name: "What we count, and what we do not" }).waitFor();
    const text = await page.locator("main").innerText();
    for (const phrase of [
      "page views by page",
      "utm_source, utm_medium, utm_campaign",
      "by the code's label",
      "votes and suggestions",
      "no cookie",
      "Do Not Track",
      "Global Privacy Control",
      "changes every day at",
      "Neither your address nor your user agent is stored",
    ]) {
      expect(text).toContain(phrase);
    }
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }
    await context.close();
  });

  it("publishes an entry from the console that marks its suggestion done, and a visitor opens its prompt from What's new", async () => {
    const { browser, stack, operator } = suite;
    await stack.services.voting.addSuggestion({ title: "A prompt for competitor reviews", description: null }, new Date());
    await openConsoleSection(operator, "What's new");
    await operator.getByRole("button", { name: "New entry" }).click();
    const form = operator.getByRole("form", { name: "New entry" });
    await form.getByLabel("Title", { exact: true }).fill("Competitor Playbook for Claude");
    await form.getByLabel("What changed, in a sentence or two").fill("Map a rival's moves and your answer to each, in one sitting.");
    await form.getByLabel("Page to link").selectOption({ label: "Competitor Playbook (Claude Expert Prompts)" });
    await form.getByRole("button", { name: "Add link" }).click();
    await form.getByLabel("Find a suggestion by title").fill("competitor reviews");
    await form.getByRole("button", { name: "Find" }).click();
    await form.getByRole("button", { name: "Add A prompt for competitor reviews" }).click();
    expect(await axeViolations(operator)).toEqual([]);
    await form.getByRole("button", { name: "Save draft" }).click();
    const entries = operator.getByRole("list", { name: "Entries, newest first" });
    await entries.getByRole("button", { name: "Publish Competitor Playbook for Claude" }).click();
    await operator
      .getByRole("group", { name: "Publish Competitor Playbook for Claude" })
      .getByRole("button", { name: "Publish now" })
      .click();
    await operator
      .getByRole("status")
      .filter({ hasText: changelogMessages.publishedNotice(0) })
      .waitFor();
    await entries.getByText("Published").waitFor();
    await expectAxeClean(1280);
    await expectAxeClean(360);
    await operator.setViewportSize({ width: 1280, height: 900 });
    expect((await stack.services.voting.similar("competitor reviews"))[0]!.status).toBe("done");

    const visitor = await contextWithAccess(browser, stack, { viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    await page.goto(`${stack.url}${paths.workflows}`);
    await hydrated(page); // before it, a click is a full page load, where focus rightly stays put
    await page.getByRole("link", { name: "What's new" }).click();
    await page.getByRole("heading", { name: "What's new", level: 1 }).waitFor();
    const entry = page.getByRole("article", { name: "Competitor Playbook for Claude" });
    await entry.getByText("A prompt for competitor reviews").waitFor();
    // Focus moves to the page's heading once the page is drawn: on a loaded machine, a moment after.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), { timeout: 15_000 }).toBe("What's new");
    await page.getByRole("button", { name: "Log in" }).waitFor();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `nothing wider than ${width} px`).toBe(
        true,
      );
      if (shots) await page.screenshot({ path: `${shots}/whats-new-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await entry.getByRole("link", { name: "Competitor Playbook (Claude Expert Prompts)" }).click();
    await page.waitForURL(`${stack.url}/prompts/claude#competitor-playbook`);
    await page.getByRole("heading", { name: "Claude Expert Prompts", level: 1 }).waitFor();
    await visitor.close();
  });
});
