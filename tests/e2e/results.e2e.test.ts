// Kept results in Chromium: the permalink beside a result, opened in a fresh browser; "Your
// results" across sign-out and another browser; this device's list across a reload; "Roast
// again" on a page that changed; a deleted result's link; and "Watch this page" (issue 27,
// Deliver 6): a confirmed leader watches the page of their kept report, finds it under "Watched
// pages" in Your results (the account menu's and the page's), pauses it and removes it; the
// operator's console lists it; a reader of the shared link sees no watch. (Was results and watches.)
import { describe, expect, it } from "vitest";
import type { BrowserContextOptions, Page } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { createAccount, createAccountInDialog } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { openConsoleAsNewAdmin } from "../support/admin-console.ts";
import { useBrowserJourney } from "../support/journey.ts";
import { pageAfter, pageBefore, startChangingPage } from "../support/changing-page.ts";

const generous = { limit: 10_000, windowSeconds: 600 };
const limits = { ...rateLimits, workflow: generous, signUp: generous, signInPerIp: generous, signInPerEmail: generous };
const password = "Bumble2026Ok";
const adminEmail = "operator@site.example";

async function roastWebsite(page: Page, base: string, url: string) {
  await page.goto(`${base}/level-3-roast-website`);
  await page.getByLabel("Website URL *").fill(url);
  await page.getByRole("button", { name: "Submit URL" }).click();
  await page.locator(".report-view:not([aria-busy])").waitFor();
}

const permalinkOf = async (page: Page) => page.getByRole("group", { name: "Permanent link" }).getByRole("link").innerText();

describe.skipIf(!hasChromium)("kept results in Chromium", () => {
  const suite = useBrowserJourney({
    beside: async () => ({ site: await startChangingPage() }),
    stack: { rateLimits: limits, settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", ADMIN_EMAILS: adminEmail } },
    visitor: false,
  });

  /** A visitor of their own (a context with an access token) and a first page of theirs. */
  async function newVisitor(options?: BrowserContextOptions) {
    const visitor = await contextWithAccess(suite.browser, suite.stack, options);
    return { visitor, page: await visitor.newPage() };
  }
  /** A new visitor roasts the site as it starts (`pageBefore`) from the roast page: the visitor, and the page with the report. */
  async function newVisitorRoasts() {
    suite.site.html = pageBefore;
    const { visitor, page } = await newVisitor();
    await roastWebsite(page, suite.stack.url, suite.site.url);
    return { visitor, page };
  }
  /** Opens the account menu's dialog on the build-website guide, where a leader signs up or logs in. */
  async function openLogIn(page: Page) {
    await page.goto(`${suite.stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
  }
  async function logIn(page: Page, email: string) {
    await openLogIn(page);
    const signIn = page.getByRole("dialog");
    await signIn.getByLabel("Email").fill(email);
    await signIn.getByLabel("Password", { exact: true }).fill(password);
    await signIn.getByRole("button", { name: "Log in" }).click();
    await signIn.waitFor({ state: "hidden" });
  }
  /** Roasts `url` from the build-website guide's box and waits for the finished report. */
  async function roastFromGuide(page: Page, url: string) {
    const box = page.locator("section.guides-roast");
    await box.getByLabel("Landing page URL").fill(url);
    await box.getByRole("button", { name: "Roast It" }).click();
    await box.locator(".report-view:not([aria-busy])").waitFor();
  }

  it("shows a /r/{id} link beside the result that opens, with no code or storage, on the same report, noindex", async () => {
    const { visitor, page } = await newVisitorRoasts();
    const link = await permalinkOf(page);
    expect(link).toMatch(new RegExp(`^${suite.stack.url}/r/[A-Za-z0-9_-]{22}$`));
    const verdict = await page.locator(".report-verdict").innerText();

    const stranger = await suite.browser.newContext();
    const fresh = await stranger.newPage();
    const response = await fresh.goto(link);
    expect(response!.headers()["x-robots-tag"]).toBe("noindex");
    await fresh.locator(".report-view").waitFor();
    expect(await fresh.locator(".report-verdict").innerText()).toBe(verdict);
    expect(await fresh.getByRole("heading", { level: 1 }).innerText()).toBe(`Report for ${suite.site.url}`);
    expect(await fresh.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await fresh.title()).toContain(`Report for ${suite.site.url}`);
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
    expect(await list.innerText()).toContain(suite.site.url);
    await visitor.close();
  });

  it("lists a signed-in user's roasts under Your results, after signing out and in again elsewhere", async () => {
    suite.site.html = pageBefore;
    const email = `leader-${Date.now()}@company.example`;
    const { visitor: first, page } = await newVisitor();
    await openLogIn(page);
    await createAccountInDialog(page, { email, password, full_name: "Whitney Wolfe" });
    await roastFromGuide(page, suite.site.url);
    const link = await permalinkOf(page);
    await page.getByRole("button", { name: "Log out" }).click();
    await first.close();

    const { visitor: second, page: elsewhere } = await newVisitor();
    await logIn(elsewhere, email);
    const yours = elsewhere.getByRole("region", { name: "Your results" });
    await yours.getByRole("link").first().waitFor();
    expect(await yours.innerText()).toContain(suite.site.url);
    expect(await yours.getByRole("link").first().getAttribute("href")).toBe(new URL(link).pathname);
    await second.close();
  });

  it("roasts a changed page again and shows the score change and the fixes now done", async () => {
    const { visitor, page } = await newVisitorRoasts();
    const firstLink = await permalinkOf(page);
    suite.site.html = pageAfter;
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
    const { visitor, page } = await newVisitorRoasts();
    expect(await page.locator(".report-view").innerText()).not.toContain("Since your last report");
    suite.site.html = pageAfter;
    // Another day, the form again: the same address.
    await roastWebsite(page, suite.stack.url, suite.site.url);
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
    const reader = await (await suite.browser.newContext()).newPage();
    await reader.goto(kept);
    await reader.getByText("Since your last report").waitFor();
    await reader.context().close();
    await visitor.close();
  });

  it("lists a roast still in progress under Your results, on this device and the account's others, and its page picks it up again", async () => {
    suite.site.html = pageBefore;
    const email = `waiting-${Date.now()}@company.example`;
    const { visitor, page } = await newVisitor();
    await openLogIn(page);
    await createAccountInDialog(page, { email, password, full_name: "Ada Waiting" });
    await page.goto(`${suite.stack.url}/level-3-roast-website`);
    await page.getByLabel("Website URL *").fill(`${suite.site.url}slow`);
    await page.getByRole("button", { name: "Submit URL" }).click();
    await page.getByRole("heading", { name: "Roasting Your Website" }).waitFor();

    // Elsewhere on the site, Your results says it is still going, with the way back.
    await page.goto(`${suite.stack.url}/level-3-build-website`);
    const yours = page.getByRole("region", { name: "Your results" });
    const inProgress = yours.getByRole("link", { name: /in progress/ });
    await inProgress.waitFor();
    expect(await inProgress.innerText()).toContain(`${suite.site.url}slow`);

    // The same account on another device: the roast is in progress there too, and its page waits on it.
    const { visitor: otherDevice, page: other } = await newVisitor();
    await logIn(other, email);
    const inProgressThere = other.getByRole("region", { name: "Your results" }).getByRole("link", { name: /in progress/ });
    await inProgressThere.waitFor();
    expect(await inProgressThere.innerText()).toContain(`${suite.site.url}slow`);
    await inProgressThere.click();
    await other.getByRole("heading", { name: "Roasting Your Website" }).waitFor();
    suite.site.releaseSlow();
    await other.locator(".report-view:not([aria-busy])").waitFor();
    await otherDevice.close();

    await inProgress.click();
    await page.locator(".report-view:not([aria-busy])").waitFor();
    // Finished and seen: no longer in progress.
    await page.goto(`${suite.stack.url}/level-3-build-website`);
    await page
      .getByRole("region", { name: "Your results" })
      .getByRole("link", { name: /Open|slow/ })
      .first()
      .waitFor();
    expect(await page.getByRole("link", { name: /in progress/ }).count()).toBe(0);
    await visitor.close();
  });

  it("deletes a result from its page; its link then answers 404", async () => {
    const { visitor, page } = await newVisitorRoasts();
    const link = await permalinkOf(page);
    await page.goto(link);
    await page.getByRole("button", { name: "Delete this result" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete result" }).click();
    await page.getByText("This result was deleted.").waitFor();
    const id = new URL(link).pathname.split("/").pop();
    expect((await suite.stack.request(`/api/results/${id}`)).status).toBe(404);
    await page.reload();
    await page.getByRole("heading", { name: "Result not found" }).waitFor();
    await visitor.close();
  });

  it("watches the page from its kept report, lists it in Your results, pauses it and removes it", async () => {
    suite.site.html = pageBefore;
    const email = `watcher-${Date.now()}@company.example`;
    const url = `${suite.site.url}strong`;
    const { session } = await createAccount(suite.stack, { email, password, full_name: "Sara Blakely", confirmed: true });
    const { visitor: context, page } = await newVisitor({ viewport: { width: 1280, height: 900 } });
    await logIn(page, email);
    await roastFromGuide(page, url);
    await page.goto(await permalinkOf(page));
    await page.locator(".report-view").waitFor();

    const control = page.getByRole("region", { name: "Watch this page" });
    await control.getByRole("button", { name: "Watch this page" }).click();
    await control.getByText(/^Watching · next check \S.*\d{4}$/).waitFor();
    expect(await axeViolations(page), "axe on the report with its watch").toEqual([]);
    const reportUrl = page.url();

    // Anyone else the link was shared with sees no watch.
    const stranger = await suite.browser.newPage();
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

    await page.goto(`${suite.stack.url}/level-3-build-website`);
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
    const operator = await suite.browser.newPage();
    await openConsoleAsNewAdmin(operator, suite.stack, adminEmail, "Watches");
    const consoleRow = operator.getByRole("table", { name: "Watched pages, newest first" }).getByRole("row").filter({ hasText: email });
    expect(await consoleRow.innerText()).toMatch(
      new RegExp(`${new URL(url).host}/strong[\\s\\S]*Not checked yet[\\s\\S]*Paused[\\s\\S]*0`),
    );
    await operator.close();

    await row.getByRole("button", { name: /^Remove/ }).click();
    await watched.waitFor({ state: "detached" });
    const listed = await (
      await suite.stack.request(`/api/watches`, { headers: { authorization: `Bearer ${session.access_token}` } })
    ).json();
    expect(listed).toEqual({ watches: [], limit: 10 });
    await context.close();
  });
});
