// Password recovery and concurrent refreshes in Chromium: "Forgot password?" mails a link, the
// link's page checks it, sets a new password that ends every session, and signs nobody in; two
// tabs refreshing at once both stay signed in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { CaughtMail, LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";

const password = "Launch2026Now";
const newPassword = "Renewed2027Now";

describe.skipIf(!hasChromium)("password recovery in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;
  let page: Page;
  const email = `forgetful-${Date.now()}@company.example`;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    visitor = await contextWithAccess(browser, stack);
    page = await visitor.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const dialog = () => page.getByRole("dialog");
  const resetMails = () => stack.mail!.messages().filter((mail) => mail.to.includes(email) && mail.subject === "Reset your password");
  const newest = (mails: CaughtMail[]) => [...mails].sort((a, b) => b.received_at.localeCompare(a.received_at))[0]!;
  const linkIn = (mail: CaughtMail) => /href="([^"]*\/link\/reset-password#token=[^"]+)"/.exec(mail.html ?? "")?.[1] ?? "";

  async function askForLink(count: number) {
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    await dialog().getByRole("button", { name: "Forgot password?" }).click();
    await page.getByRole("dialog", { name: "Reset your password" }).waitFor();
    await dialog().getByLabel("Email").fill(email);
    await dialog().getByRole("button", { name: "Email me a link" }).click();
    await dialog().getByRole("status").getByText("If an account uses that address").waitFor();
    return linkIn(newest(await eventually(() => (resetMails().length >= count ? resetMails() : undefined))));
  }

  it("resets the password through the mailed link, ending every session and signing nobody in", async () => {
    await postJson(`${stack.url}/api/auth/signup`, { email, password, full_name: "Sara Blakely" });
    const elsewhere = await postJson(`${stack.url}/api/auth/signin`, { email, password });
    const elsewhereRefresh = /refresh_token=([^;]+)/.exec(elsewhere.headers.get("set-cookie") ?? "")?.[1];

    const link = await askForLink(1);
    expect(link.startsWith(`${stack.url}/link/reset-password#token=`)).toBe(true);

    const pageResponse = await page.goto(link);
    expect(pageResponse?.headers()["referrer-policy"]).toBe("no-referrer");
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

    await page.getByLabel("New password", { exact: true }).fill("weakpass");
    await page.getByLabel("New password again").fill("weakpass");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Password must contain at least one uppercase letter, one lowercase letter, and one number").waitFor();

    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("New password again").fill(`${newPassword}x`);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("The two passwords don't match").waitFor();

    await page.getByLabel("New password again").fill(newPassword);
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Your password has been changed. Log in with it.").waitFor();
    expect((await visitor.cookies()).find((cookie) => cookie.name === "refresh_token")).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem("ai-leaders.auth"))).toBeNull();

    expect((await postJson(`${stack.url}/api/auth/refresh`, {}, { headers: { "content-type": "application/json", cookie: `refresh_token=${elsewhereRefresh}` } })).status).toBe(401);
    expect((await postJson(`${stack.url}/api/auth/signin`, { email, password })).status).toBe(401);
    await eventually(() => stack.mail!.messages().find((mail) => mail.to.includes(email) && mail.subject === "Your password was changed"));

    await page.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().getByLabel("Email").fill(email);
    await dialog().getByLabel("Password", { exact: true }).fill(newPassword);
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().waitFor({ state: "hidden" });
    await page.locator(".account-menu").getByText("Sara Blakely").waitFor();

    // The link, spent, now says so and offers a new one.
    await page.reload();
    await page.getByText("This link has already been used. Ask for a new one below.").waitFor();
    await page.getByRole("button", { name: "Email me a link" }).waitFor();
    await page.locator(".account-menu").getByRole("button", { name: "Log out" }).click();
    await page.locator(".account-menu").getByText("Sara Blakely").waitFor({ state: "detached" });
  });

  it("spends nothing on a GET of the link's page or its check, and passes axe at 1280 and 360 px", async () => {
    const link = await askForLink(2);
    const opened = await fetch(link.split("#")[0]!);
    expect(opened.status).toBe(200);
    const [stored] = (await scanTable(stack, "oneTimeLinks")).filter((row) => row.subject === email && row.purpose === "reset-password" && !row.used_at);
    expect(stored).toBeDefined();

    await page.goto(`${stack.url}/`);
    await page.goto(link);
    await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }
    const stillUnspent = (await scanTable(stack, "oneTimeLinks")).find((row) => row.token_hash === stored!.token_hash);
    expect(stillUnspent?.used_at).toBeUndefined();
  });

  it("says an unknown link isn't valid and offers to send a new one", async () => {
    await page.goto(`${stack.url}/link/reset-password#token=made-up`);
    await page.getByText("This link isn't valid.", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Email me a link" }).waitFor();
  });

  it("keeps two tabs signed in when both refresh an expired access token at once", async () => {
    const context = await contextWithAccess(browser, stack);
    const first = await context.newPage();
    await first.goto(`${stack.url}/level-3-build-website`);
    await first.getByRole("button", { name: "Log in" }).click();
    await first.getByRole("dialog").getByLabel("Email").fill(email);
    await first.getByRole("dialog").getByLabel("Password", { exact: true }).fill(newPassword);
    await first.getByRole("dialog").getByRole("button", { name: "Log in", exact: true }).click();
    await first.locator(".account-menu").getByText("Sara Blakely").waitFor();
    const second = await context.newPage();
    await second.goto(`${stack.url}/level-3-build-website`);
    await second.locator(".account-menu").getByText("Sara Blakely").waitFor();

    const session = JSON.parse((await first.evaluate(() => localStorage.getItem("ai-leaders.auth")))!);
    await first.evaluate((expired) => localStorage.setItem("ai-leaders.auth", JSON.stringify(expired)), { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 });
    await Promise.all([first.reload(), second.reload()]);
    for (const tab of [first, second]) await tab.locator(".account-menu").getByText("Sara Blakely").waitFor();
    await Promise.all([first.reload(), second.reload()]);
    for (const tab of [first, second]) {
      await tab.locator(".account-menu").getByText("Sara Blakely").waitFor();
      const kept = JSON.parse((await tab.evaluate(() => localStorage.getItem("ai-leaders.auth")))!);
      expect(kept.expires_at).toBeGreaterThan(Date.now() / 1000);
      const me = await fetch(`${stack.url}/api/auth/user`, { headers: { authorization: `Bearer ${kept.access_token}` } });
      expect(me.status).toBe(200);
    }
    await context.close();
  });
});
