// A new account's address confirmed in Chromium: sign up in the dialog, and the account menu offers
// to resend the link once signed in; the caught mail's link opens a page that confirms nothing until its button is
// pressed; then the menu, told USER_UPDATED, stops asking.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { CaughtMail, LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, scanTable, startTestStack } from "../support/test-stack.ts";

describe.skipIf(!hasChromium)("confirming an account's address in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;
  let page: Page;
  const email = `newcomer-${Date.now()}@company.example`;

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

  const confirmationMails = () => stack.mail!.messages().filter((mail) => mail.to.includes(email) && mail.subject === "Confirm your email address");
  const linkIn = (mail: CaughtMail) => /href="([^"]*\/link\/confirm-account#token=[^"]+)"/.exec(mail.html ?? "")?.[1] ?? "";
  const verifiedAt = async () => (await scanTable(stack, "users")).find((user) => user.email === email)?.email_verified_at;

  it("signs up, and the account menu offers to send the link again", async () => {
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    await dialog.getByLabel("Full name").fill("Ada Lovelace");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill("Launch2026Now");
    await dialog.getByRole("button", { name: "Create account" }).click();
    // No session from sign-up: the dialog says to check the mail, and signing in is one press away.
    const checkEmail = page.getByRole("dialog", { name: "Check your email" });
    await checkEmail.getByText("If this address can be used, we've sent a link to confirm it. You can log in now.").waitFor();
    expect(await checkEmail.innerText()).toContain(email);
    await checkEmail.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    expect(await dialog.getByLabel("Email").inputValue()).toBe(email);
    await dialog.getByLabel("Password", { exact: true }).fill("Launch2026Now");
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    const menu = page.getByRole("navigation", { name: "Account" });
    await menu.getByText("Confirm your email address").waitFor();
    await menu.getByRole("button", { name: "Resend the link" }).click();
    await menu.getByRole("status").filter({ hasText: "A new link is on its way" }).waitFor();
    await eventually(() => (confirmationMails().length >= 2 ? true : undefined));
  });

  it("opens the link without confirming, confirms on the button, and the menu stops asking", async () => {
    const newest = [...confirmationMails()].sort((a, b) => b.received_at.localeCompare(a.received_at))[0]!;
    const link = linkIn(newest);
    expect(link).toContain(`${stack.url}/link/confirm-account#token=`);
    await page.goto(link);
    await page.getByRole("heading", { name: "Confirm your email address", level: 1 }).waitFor();
    expect(await verifiedAt()).toBeUndefined();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByRole("status").filter({ hasText: "Your email address is confirmed." }).waitFor();
    expect(await verifiedAt()).toEqual(expect.any(String));

    await page.getByRole("link", { name: "Continue to AI for Leaders" }).click();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log out" }).waitFor();
    expect(await page.getByRole("button", { name: "Resend the link" }).count()).toBe(0);

    // The same link again says it was used.
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.getByRole("alert").filter({ hasText: "already been used" }).waitFor();
  });
});
