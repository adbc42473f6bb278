// The console's Overview (issue 30, Deliver 4): after one visitor's scripted visit (landing →
// subscribe → access → copy a prompt → finish a guide step) the funnel shows each step once and
// the roast step 0; the funnel chart is drawn, its table view and its CSV file hold the same
// counts, the range is kept in the address, and the page is axe clean at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { settingsCodeLabel, type AnalyticsOverview } from "@ai-leaders/core/analytics";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";
import { axeViolations } from "../support/axe.ts";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { startTestStack } from "../support/test-stack.ts";

const adminEmail = "overview@site.example";
const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
/** "21 Nov", as the page writes a UTC date. */
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const shots = process.env.OVERVIEW_SCREENSHOTS;

describe.skipIf(!hasChromium)("the console's Overview in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let operatorContext: BrowserContext;
  let operator: Page;

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
    browser = await launchChromium();
    operatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    operator = await operatorContext.newPage();
    await signInToConsoleFirstTime(operator, stack.url, { email: adminEmail, oneTimePassword: await addConsoleAdmin(stack, adminEmail), newPassword: "Console2026Ready" });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const panel = (title: string) => operator.getByRole("region", { name: title, exact: true });

  /** The overview as the API answers it to the signed-in operator. */
  const overviewFromApi = (days: number) =>
    operator.evaluate(async (range) => {
      const { access_token } = JSON.parse(localStorage.getItem("ai-leaders.auth")!);
      const response = await fetch(`/api/admin/analytics?days=${range}`, { headers: { authorization: `Bearer ${access_token}` } });
      return (await response.json()) as AnalyticsOverview;
    }, days);

  /** How many pixels of the bars' colour (#1d3566) the chart's canvas holds: 0 when nothing was drawn. */
  const barPixels = (chart: Locator) =>
    chart.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext("2d")!.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === 0x1d && data[i + 1] === 0x35 && data[i + 2] === 0x66) count++;
      return count;
    });

  async function expectAxeClean(width: number) {
    await operator.setViewportSize({ width, height: 900 });
    expect(await axeViolations(operator), `axe at ${width} px`).toEqual([]);
  }

  it("opens the console on the Overview, which says what the funnel will show before anyone has come", async () => {
    expect(new URL(operator.url()).pathname).toBe("/admin/overview");
    await operator.getByRole("radio", { name: "Last 30 days" }).waitFor();
    expect(await operator.getByRole("radio", { name: "Last 30 days" }).isChecked()).toBe(true);
    await panel("The funnel").getByText("No visitor has reached a step in the last 30 days. Each step counts a visitor once a day, as they reach it.").waitFor();
    expect(await panel("The funnel").getByRole("button", { name: "Download CSV" }).count()).toBe(0);
    await expectAxeClean(1280);
  });

  it("counts one visitor's landing, signup, access, prompt copy and guide step once each, and draws the funnel", async () => {
    // The visitor: a browser of their own, with a clipboard for the copy.
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await visitor.grantPermissions(["clipboard-read", "clipboard-write"], { origin: stack.url });
    const page = await visitor.newPage();
    await page.goto(stack.url);
    await page.getByRole("heading", { name: "AI for Leaders" }).waitFor();
    await page.getByLabel("Get the Executive Briefing in your inbox").fill("overview.visitor@company.example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByTestId("toast").filter({ hasText: "Success!" }).waitFor();

    await page.locator("section.hero").getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Access Required" });
    await dialog.getByLabel("Access code").fill(stack.config.accessCodes[0]!);
    await dialog.getByRole("button", { name: "Access", exact: true }).click();
    await page.waitForURL(`${stack.url}/level-2`);

    await page.goto(`${stack.url}/prompts/claude`);
    await page.getByRole("button", { name: "AI Strategy Tutor", exact: true }).click();
    await page.getByRole("button", { name: "Copy prompt template: AI Strategy Tutor" }).click();
    await page.getByTestId("toast").filter({ hasText: "Prompt copied to clipboard!" }).first().waitFor();

    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: /^Mark as done\s*: step 1,/ }).click();
    await page.getByRole("button", { name: /^Done ✓\s*: step 1,/ }).waitFor();

    // The browser sends its events in batches (every few seconds, and as the page is left).
    await expect.poll(async () => (await overviewFromApi(7)).funnel.map((step) => step.count)).toEqual([1, 1, 1, 1, 0]);
    await expect.poll(async () => (await overviewFromApi(7)).topGuides.map((guide) => guide.stepsDone)).toEqual([1]);
    // The visitor's pages are counted; the operator's console, open all along, is not.
    const routes = (await overviewFromApi(7)).topRoutes.map((route) => route.route);
    expect(routes).toContain("/prompts/claude");
    expect(routes.filter((route) => route.startsWith("/admin"))).toEqual([]);
    await visitor.close();

    // The range is chosen in the page and kept in the address.
    await operator.reload();
    await operator.getByRole("radio", { name: "Last 7 days" }).check();
    await expect.poll(() => new URL(operator.url()).search).toBe("?days=7");
    const week = await overviewFromApi(7);
    await operator.getByRole("status").filter({ hasText: `Showing ${day(week.from)} to ${day(week.to)}.` }).waitFor();

    const funnel = panel("The funnel");
    await funnel
      .getByText("1 visitor-day on the landing page; of them, subscribed: 1 (100%), got access: 1 (100%), used a prompt or guide: 1 (100%), ran a roast: 0 (0%).")
      .waitFor();
    const chart = funnel.locator(".overview-chart");
    expect(await chart.getAttribute("data-bars")).toBe("1,1,1,1,0");
    // Four bars of 1 drawn on the canvas (the roast's 0 has none).
    await expect.poll(() => barPixels(chart)).toBeGreaterThan(400);
    if (shots) await operator.screenshot({ path: `${shots}/overview-1280.png`, fullPage: true });
    await expectAxeClean(1280);
    await expectAxeClean(360);
    if (shots) await operator.screenshot({ path: `${shots}/overview-360.png`, fullPage: true });
    await operator.setViewportSize({ width: 1280, height: 900 });

    // The table view: the same counts, in a real table.
    const tableToggle = funnel.getByRole("button", { name: "Table" });
    await tableToggle.click();
    expect(await tableToggle.getAttribute("aria-pressed")).toBe("true");
    const rows = funnel.getByRole("table", { name: "The funnel" }).getByRole("row");
    await rows.first().waitFor();
    const cells = await rows.evaluateAll((all) => all.map((row) => Array.from(row.querySelectorAll("th, td"), (cell) => cell.textContent)));
    expect(cells).toEqual([
      ["Step", "Visitor-days", "% of the first step"],
      ["Visited the landing page", "1", "100%"],
      ["Subscribed", "1", "100%"],
      ["Got access", "1", "100%"],
      ["Used a prompt or guide", "1", "100%"],
      ["Ran a roast", "0", "0%"],
    ]);
    expect(await funnel.locator("canvas").count()).toBe(0);
    await expectAxeClean(360);
    await operator.setViewportSize({ width: 1280, height: 900 });

    // The CSV file: the same rows.
    const [download] = await Promise.all([operator.waitForEvent("download"), funnel.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^overview-funnel-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    expect(readFileSync((await download.path())!, "utf8")).toBe(
      "\uFEFFStep,Visitor-days,% of the first step\r\n" +
        "Visited the landing page,1,100%\r\nSubscribed,1,100%\r\nGot access,1,100%\r\nUsed a prompt or guide,1,100%\r\nRan a roast,0,0%\r\n",
    );

    // What was used, and through which code.
    await panel("Top prompts").getByText("AI Strategy Tutor leads, with 1 use in the last 7 days, the only one.").waitFor();
    await panel("Top guides").getByText(/^Build a Website in Minutes leads, with 1 step done in the last 7 days/).waitFor();
    await panel("Access codes by use").getByText(`${settingsCodeLabel} leads, with 1 grant in the last 7 days, the only one.`).waitFor();
  });

  it("opens the range the address names, and the default range for one it does not offer", async () => {
    await operator.goto(`${stack.url}/admin/overview?days=12`);
    await operator.getByRole("radio", { name: "Last 30 days" }).waitFor();
    expect(await operator.getByRole("radio", { name: "Last 30 days" }).isChecked()).toBe(true);
    const month = await overviewFromApi(30);
    await operator.getByRole("status").filter({ hasText: `Showing ${day(month.from)} to ${day(month.to)}.` }).waitFor();

    await operator.goto(`${stack.url}/admin/overview?days=90`);
    await operator.getByRole("radio", { name: "Last 90 days" }).waitFor();
    expect(await operator.getByRole("radio", { name: "Last 90 days" }).isChecked()).toBe(true);
    const quarter = await overviewFromApi(90);
    expect(quarter.daily).toHaveLength(90);
    await operator.getByRole("status").filter({ hasText: `Showing ${day(quarter.from)} to ${day(quarter.to)}.` }).waitFor();
    await panel("The funnel").getByText(/^1 visitor-day on the landing page;/).waitFor();
  });
});
