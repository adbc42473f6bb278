// "Watch this page" in Chromium (issue 27, Deliver 6): a confirmed leader watches the page of their
// kept report, finds it under "Watched pages" in Your results (the account menu's and the page's),
// pauses it and removes it; the operator's console lists it; a reader of the shared link sees no
// watch; an unconfirmed address is told why not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { watchMessages } from "@ai-leaders/core/messages";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { createAccount } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { startTestStack } from "../support/test-stack.ts";

const generous = { limit: 10_000, windowSeconds: 600 };
const limits = { ...rateLimits, workflow: generous, signUp: generous, signInPerIp: generous, signInPerEmail: generous };
const password = "Watchful2026Ok";
const adminEmail = "operator@site.example";

describe.skipIf(!hasChromium)("watching a page in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startFixtureSite();
    stack = await startTestStack({ rateLimits: limits, settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", ADMIN_EMAILS: adminEmail } });
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.close();
    await browser?.close();
  });

  /** A signed-in leader's browser on the kept report of their roast of `url`, and their access token. */
  async function leaderOnKeptReport(email: string, confirmed: boolean, url: string): Promise<{ page: Page; accessToken: string }> {
    const { session } = await createAccount(stack, { email, password, full_name: "Sara Blakely", confirmed });
    const context = await contextWithAccess(browser, stack, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    const signIn = page.getByRole("dialog");
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill(password);
    await signIn.getByRole("button", { name: "Log in" }).click();
    await signIn.waitFor({ state: "hidden" });
    const box = page.locator("section.guides-roast");
    await box.getByLabel("Landing page URL").fill(url);
    await box.getByRole("button", { name: "Roast It" }).click();
    await box.locator(".report-view:not([aria-busy])").waitFor();
    const permalink = await page.getByRole("group", { name: "Permanent link" }).getByRole("link").innerText();
    await page.goto(permalink);
    await page.locator(".report-view").waitFor();
    return { page, accessToken: session.access_token };
  }

  it("watches the page from its kept report, lists it in Your results, pauses it and removes it", async () => {
    const email = `watcher-${Date.now()}@company.example`;
    const url = site.url("strong");
    const { page, accessToken } = await leaderOnKeptReport(email, true, url);

    const control = page.getByRole("region", { name: "Watch this page" });
    await control.getByText("We roast it again every week and email you if the score drops by 5 or more or a fixed issue comes back.").waitFor();
    await control.getByRole("button", { name: "Watch this page" }).click();
    await control.getByText(/^Watching · next check \S.*\d{4}$/).waitFor();
    expect(await control.getByRole("button", { name: "Pause" }).isVisible()).toBe(true);
    expect(await axeViolations(page), "axe on the report with its watch").toEqual([]);
    const reportUrl = page.url();

    // Anyone else the link was shared with sees no watch.
    const stranger = await browser.newPage();
    await stranger.goto(reportUrl);
    await stranger.getByRole("group", { name: "Permanent link" }).waitFor();
    expect(await stranger.getByRole("region", { name: "Watch this page" }).count()).toBe(0);
    await stranger.close();

    // Coming back, the report still says so.
    await page.reload();
    await control.getByText(/^Watching · next check/).waitFor();

    // The account menu's short list has the page too.
    await page.getByRole("button", { name: "Your results", expanded: false }).click();
    const menuWatches = page.getByRole("region", { name: "Watched pages" });
    await menuWatches.getByText("1 of 10 pages watched").waitFor();
    expect(await menuWatches.innerText()).toContain(new URL(url).host + "/strong");
    expect(await axeViolations(page), "axe with the account menu open").toEqual([]);
    await page.keyboard.press("Escape");

    await page.goto(`${stack.url}/level-3-build-website`);
    const watched = page.getByRole("region", { name: "Your results" }).getByRole("region", { name: "Watched pages" });
    await watched.getByText("1 of 10 pages watched").waitFor();
    const row = watched.getByRole("listitem").filter({ hasText: "/strong" });
    expect(await row.innerText()).toMatch(/Not checked yet · Next check \S.*\d{4}/);
    expect(await row.getByRole("link", { name: /Latest report/ }).getAttribute("href")).toBe(new URL(reportUrl).pathname);

    await row.getByRole("button", { name: /^Pause/ }).click();
    await row.getByText("Not checked yet · Paused").waitFor();
    await row.getByRole("button", { name: /^Resume/ }).waitFor();
    expect(await axeViolations(page), "axe on Your results with a paused watch").toEqual([]);

    // The operator sees whose watch it is, paused, in the console.
    const operator = await browser.newPage();
    await signInToConsoleFirstTime(operator, stack.url, { email: adminEmail, oneTimePassword: await addConsoleAdmin(stack, adminEmail), newPassword: "Console2026Ready" });
    await operator.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Watches" }).click();
    const consoleRow = operator.getByRole("table", { name: "Watched pages, newest first" }).getByRole("row").filter({ hasText: email });
    expect(await consoleRow.innerText()).toMatch(new RegExp(`${new URL(url).host}/strong[\\s\\S]*Not checked yet[\\s\\S]*Paused[\\s\\S]*0`));
    await operator.close();

    await row.getByRole("button", { name: /^Remove/ }).click();
    await watched.waitFor({ state: "detached" });
    const listed = await (await fetch(`${stack.url}/api/watches`, { headers: { authorization: `Bearer ${accessToken}` } })).json();
    expect(listed).toEqual({ watches: [], limit: 10 });
  });

  it("tells a leader whose address is not confirmed yet why the page cannot be watched", async () => {
    const { page } = await leaderOnKeptReport(`unconfirmed-${Date.now()}@company.example`, false, site.url("weak"));
    const control = page.getByRole("region", { name: "Watch this page" });
    await control.getByRole("button", { name: "Watch this page" }).click();
    expect(await control.getByRole("alert").innerText()).toBe(watchMessages.confirmAddressFirst);
    expect(await control.getByRole("button", { name: "Watch this page" }).isEnabled()).toBe(true);
  });
});

