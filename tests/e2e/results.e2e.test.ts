// Kept results in Chromium: the permalink beside a result, opened in a fresh browser; "Your
// results" across sign-out and another browser; this device's list across a reload; "Roast
// again" on a page that changed; a deleted result's link; and "Watch this page" (issue 27,
// Deliver 6): a confirmed leader watches the page of their kept report, finds it under "Watched
// pages" in Your results (the account menu's and the page's), pauses it and removes it; the
// operator's console lists it; a reader of the shared link sees no watch. (Was results and watches.)
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";
import { createAccount, createAccountInDialog } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";

const generous = { limit: 10_000, windowSeconds: 600 };
const limits = { ...rateLimits, workflow: generous, signUp: generous, signInPerIp: generous, signInPerEmail: generous };
const password = "Bumble2026Ok";
const adminEmail = "operator@site.example";

const before = `<!doctype html><html><head><title>Home</title></head><body><h1>Welcome</h1><p>We do things.</p><form><input name="a"><button>Submit</button></form></body></html>`;
const after = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Ledgerly: invoicing for freelancers</title>
<meta name="description" content="Send invoices in two minutes and get paid on time."><link rel="stylesheet" href="/s.css"></head>
<body><h1>Invoicing for freelancers who hate chasing payments</h1><p>Send a clear invoice in two minutes. Ledgerly reminds your clients for you.</p>
<a class="btn" href="/signup">Start free trial</a><p>Trusted by 4,200 freelancers. Rated 4.8 out of 5 from 310 reviews.</p></body></html>`;

async function roastWebsite(page: Page, base: string, url: string) {
  await page.goto(`${base}/level-3-roast-website`);
  await page.getByLabel("Website URL *").fill(url);
  await page.getByRole("button", { name: "Submit URL" }).click();
  await page.locator(".report-view:not([aria-busy])").waitFor();
}

const permalinkOf = async (page: Page) => page.getByRole("group", { name: "Permanent link" }).getByRole("link").innerText();

describe.skipIf(!hasChromium)("kept results in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let site: Server;
  let siteUrl: string;
  let html = before;
  let releaseSlowPage!: () => void;
  const slowPage = new Promise<void>((resolve) => (releaseSlowPage = resolve));

  beforeAll(async () => {
    browser = await launchChromium();
    site = createServer((request, response) => {
      const answer = () => response.writeHead(200, { "content-type": "text/html" }).end(html);
      // /slow answers once a test lets it: a roast of it stays in progress until then.
      if (request.url === "/slow") void slowPage.then(answer);
      else answer();
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as { port: number }).port}/`;
    stack = await startTestStack({ rateLimits: limits, settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", ADMIN_EMAILS: adminEmail } });
  });
  afterAll(async () => {
    await stack?.stop();
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it("shows a /r/{id} link beside the result that opens, with no code or storage, on the same report, noindex", async () => {
    html = before;
    const visitor = await contextWithAccess(browser, stack);
    const page = await visitor.newPage();
    await roastWebsite(page, stack.url, siteUrl);
    const link = await permalinkOf(page);
    expect(link).toMatch(new RegExp(`^${stack.url}/r/[A-Za-z0-9_-]{22}$`));
    const verdict = await page.locator(".report-verdict").innerText();

    const stranger = await browser.newContext();
    const fresh = await stranger.newPage();
    const response = await fresh.goto(link);
    expect(response!.headers()["x-robots-tag"]).toBe("noindex");
    await fresh.locator(".report-view").waitFor();
    expect(await fresh.locator(".report-verdict").innerText()).toBe(verdict);
    expect(await fresh.getByRole("heading", { level: 1 }).innerText()).toBe(`Report for ${siteUrl}`);
    expect(await fresh.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await fresh.title()).toContain(`Report for ${siteUrl}`);
    expect(await fresh.getByRole("button", { name: "Delete this result" }).count()).toBe(0);
    // A reader of someone else's report is invited to roast their own page; its maker is not.
    const invite = fresh.getByRole("complementary", { name: "Roast your own page" });
    expect(await invite.getByRole("link", { name: "Roast my page" }).getAttribute("href")).toBe("/level-3-roast-website");
    const own = await visitor.newPage();
    await own.goto(link);
    await own.locator(".report-view").waitFor();
    expect(await own.getByRole("complementary", { name: "Roast your own page" }).count()).toBe(0);
    await own.close();
    await stranger.close();

    // The device that made it lists it, after a reload too.
    await page.reload();
    const list = page.getByRole("region", { name: "Results on this device" });
    await list.waitFor();
    expect(await list.innerText()).toContain(siteUrl);
    await visitor.close();
  });

  it("lists a signed-in user's roasts under Your results, after signing out and in again elsewhere", async () => {
    html = before;
    const email = `leader-${Date.now()}@company.example`;
    const first = await contextWithAccess(browser, stack);
    const page = await first.newPage();
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    await createAccountInDialog(page, { email, password, full_name: "Whitney Wolfe" });
    const box = page.locator("section.guides-roast");
    await box.getByLabel("Landing page URL").fill(siteUrl);
    await box.getByRole("button", { name: "Roast It" }).click();
    await box.locator(".report-view:not([aria-busy])").waitFor();
    const link = await permalinkOf(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await first.close();

    const second = await contextWithAccess(browser, stack);
    const elsewhere = await second.newPage();
    await elsewhere.goto(`${stack.url}/level-3-build-website`);
    await elsewhere.getByRole("button", { name: "Log in" }).click();
    const signIn = elsewhere.getByRole("dialog");
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill(password);
    await signIn.getByRole("button", { name: "Log in" }).click();
    await signIn.waitFor({ state: "hidden" });
    const yours = elsewhere.getByRole("region", { name: "Your results" });
    await yours.getByRole("link").first().waitFor();
    expect(await yours.innerText()).toContain(siteUrl);
    expect(await yours.getByRole("link").first().getAttribute("href")).toBe(new URL(link).pathname);
    await second.close();
  });

  it("roasts a changed page again and shows the score change and the fixes now done", async () => {
    html = before;
    const visitor = await contextWithAccess(browser, stack);
    const page = await visitor.newPage();
    await roastWebsite(page, stack.url, siteUrl);
    const firstLink = await permalinkOf(page);
    html = after;
    await page.getByRole("button", { name: "Roast again" }).click();
    await page.locator(".report-view:not([aria-busy])", { hasText: "Since your last report" }).waitFor();
    const progress = page.locator(".report-view");
    const text = await progress.innerText();
    expect(text).toMatch(/\+\d+/);
    expect(await progress.getByText("Fixed", { exact: true }).count()).toBeGreaterThanOrEqual(1);
    expect(await permalinkOf(page)).not.toBe(firstLink);
    await visitor.close();
  });

  it("compares a new roast of a page roasted before on this device with the latest one, without Roast again", async () => {
    html = before;
    const visitor = await contextWithAccess(browser, stack);
    const page = await visitor.newPage();
    await roastWebsite(page, stack.url, siteUrl);
    expect(await page.locator(".report-view").innerText()).not.toContain("Since your last report");
    html = after;
    // Another day, the form again: the same address.
    await roastWebsite(page, stack.url, siteUrl);
    await page.locator(".report-view:not([aria-busy])", { hasText: "Since your last report" }).waitFor();
    const kept = await permalinkOf(page);
    // The device's list draws the page's score over its roasts.
    const trend = page.getByRole("img", { name: /^Score over 2 roasts of / });
    await trend.waitFor();
    expect(await trend.getAttribute("aria-label")).toMatch(/: \d+, \d+ \(up \d+\)\.$/);
    await page
      .locator(".results-list-section")
      .screenshot({ path: "/tmp/trend-list.png" })
      .catch(() => undefined);
    // The comparison is kept with the report.
    const reader = await (await browser.newContext()).newPage();
    await reader.goto(kept);
    await reader.getByText("Since your last report").waitFor();
    await reader.context().close();
    await visitor.close();
  });

  it("lists a roast still in progress under Your results, on this device and the account's others, and its page picks it up again", async () => {
    html = before;
    const email = `waiting-${Date.now()}@company.example`;
    const visitor = await contextWithAccess(browser, stack);
    const page = await visitor.newPage();
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    await createAccountInDialog(page, { email, password, full_name: "Ada Waiting" });
    await page.goto(`${stack.url}/level-3-roast-website`);
    await page.getByLabel("Website URL *").fill(`${siteUrl}slow`);
    await page.getByRole("button", { name: "Submit URL" }).click();
    await page.getByRole("heading", { name: "Roasting Your Website" }).waitFor();

    // Elsewhere on the site, Your results says it is still going, with the way back.
    await page.goto(`${stack.url}/level-3-build-website`);
    const yours = page.getByRole("region", { name: "Your results" });
    const inProgress = yours.getByRole("link", { name: /in progress/ });
    await inProgress.waitFor();
    expect(await inProgress.innerText()).toContain(`${siteUrl}slow`);

    // The same account on another device: the roast is in progress there too, and its page waits on it.
    const otherDevice = await contextWithAccess(browser, stack);
    const other = await otherDevice.newPage();
    await other.goto(`${stack.url}/level-3-build-website`);
    await other.getByRole("button", { name: "Log in" }).click();
    const signIn = other.getByRole("dialog");
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill(password);
    await signIn.getByRole("button", { name: "Log in" }).click();
    await signIn.waitFor({ state: "hidden" });
    const inProgressThere = other.getByRole("region", { name: "Your results" }).getByRole("link", { name: /in progress/ });
    await inProgressThere.waitFor();
    expect(await inProgressThere.innerText()).toContain(`${siteUrl}slow`);
    await inProgressThere.click();
    await other.getByRole("heading", { name: "Roasting Your Website" }).waitFor();
    releaseSlowPage();
    await other.locator(".report-view:not([aria-busy])").waitFor();
    await otherDevice.close();

    await inProgress.click();
    await page.locator(".report-view:not([aria-busy])").waitFor();
    // Finished and seen: no longer in progress.
    await page.goto(`${stack.url}/level-3-build-website`);
    await page
      .getByRole("region", { name: "Your results" })
      .getByRole("link", { name: /Open|slow/ })
      .first()
      .waitFor();
    expect(await page.getByRole("link", { name: /in progress/ }).count()).toBe(0);
    await visitor.close();
  });

  it("deletes a result from its page; its link then answers 404", async () => {
    html = before;
    const visitor = await contextWithAccess(browser, stack);
    const page = await visitor.newPage();
    await roastWebsite(page, stack.url, siteUrl);
    const link = await permalinkOf(page);
    await page.goto(link);
    await page.getByRole("button", { name: "Delete this result" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete result" }).click();
    await page.getByText("This result was deleted.").waitFor();
    const id = new URL(link).pathname.split("/").pop();
    expect((await stack.request(`/api/results/${id}`)).status).toBe(404);
    await page.reload();
    await page.getByRole("heading", { name: "Result not found" }).waitFor();
    await visitor.close();
  });

  it("watches the page from its kept report, lists it in Your results, pauses it and removes it", async () => {
    html = before;
    const email = `watcher-${Date.now()}@company.example`;
    const url = `${siteUrl}strong`;
    const { session } = await createAccount(stack, { email, password, full_name: "Sara Blakely", confirmed: true });
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
    await page.goto(await permalinkOf(page));
    await page.locator(".report-view").waitFor();

    const control = page.getByRole("region", { name: "Watch this page" });
    await control.getByRole("button", { name: "Watch this page" }).click();
    await control.getByText(/^Watching · next check \S.*\d{4}$/).waitFor();
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
    await signInToConsoleFirstTime(operator, stack.url, {
      email: adminEmail,
      oneTimePassword: await addConsoleAdmin(stack, adminEmail),
      newPassword: "Console2026Ready",
    });
    await operator.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Watches" }).click();
    const consoleRow = operator.getByRole("table", { name: "Watched pages, newest first" }).getByRole("row").filter({ hasText: email });
    expect(await consoleRow.innerText()).toMatch(
      new RegExp(`${new URL(url).host}/strong[\\s\\S]*Not checked yet[\\s\\S]*Paused[\\s\\S]*0`),
    );
    await operator.close();

    await row.getByRole("button", { name: /^Remove/ }).click();
    await watched.waitFor({ state: "detached" });
    const listed = await (await stack.request(`/api/watches`, { headers: { authorization: `Bearer ${session.access_token}` } })).json();
    expect(listed).toEqual({ watches: [], limit: 10 });
    await context.close();
  });
});
