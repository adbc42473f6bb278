// Accounts in Chromium: sign up, stay signed in across a reload, sign out, sign in, wrong password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";

describe.skipIf(!hasChromium)("accounts in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;
  let page: Page;
  const email = `founder-${Date.now()}@company.example`;
  const password = "Launch2026Now";

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
  const accountMenu = () => page.locator(".account-menu");

  // The validators' messages, aria-invalid and Show password are component tests: AuthDialog.test.tsx.
  it("creates an account", async () => {
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    await dialog().getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("dialog", { name: "Create your account" }).waitFor();
    const passwordField = dialog().getByLabel("Password", { exact: true });

    await dialog().getByLabel("Full name").fill("Sara Blakely");
    await dialog().getByLabel("Email").fill(email);
    await passwordField.fill(password);
    await dialog().getByRole("button", { name: "Create account" }).click();
    // Sign-up gives no session and says nothing of whether the address had an account: check the mail, then sign in.
    const checkEmail = page.getByRole("dialog", { name: "Check your email" });
    await checkEmail.getByText("If this address can be used, we've sent a link to confirm it. You can log in now.").waitFor();
    expect(await checkEmail.innerText()).toContain(email);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("If this address can be used");
    await checkEmail.getByRole("button", { name: "Log in", exact: true }).click();
    await page.getByRole("dialog", { name: "Log in" }).waitFor();
    expect(await dialog().getByLabel("Email").inputValue()).toBe(email);
    await dialog().getByLabel("Password", { exact: true }).fill(password);
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().waitFor({ state: "hidden" });
    await accountMenu().getByText("Sara Blakely").waitFor();
    expect(await accountMenu().innerText()).toContain(email);
  });

  it("stays signed in after a reload", async () => {
    await page.reload();
    await accountMenu().getByText("Sara Blakely").waitFor();
    const stored = await page.evaluate(() => localStorage.getItem("ai-leaders.auth") ?? "");
    expect(stored).not.toContain(password);
  });

  it("refreshes an expired access token on load, rotating the refresh token in its HttpOnly cookie", async () => {
    const refreshCookie = async () => (await page.context().cookies()).find((cookie) => cookie.name === "refresh_token");
    const cookieBefore = await refreshCookie();
    expect(cookieBefore).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/auth" });
    expect(await page.evaluate(() => document.cookie)).not.toContain("refresh_token");
    const before = JSON.parse((await page.evaluate(() => localStorage.getItem("ai-leaders.auth")))!);
    expect(before.refresh_token).toBeUndefined();
    await page.evaluate((session) => localStorage.setItem("ai-leaders.auth", JSON.stringify(session)), {
      ...before,
      expires_at: Math.floor(Date.now() / 1000) - 10,
    });
    await page.reload();
    await accountMenu().getByText("Sara Blakely").waitFor();
    const after = JSON.parse((await page.evaluate(() => localStorage.getItem("ai-leaders.auth")))!);
    expect(after.access_token).not.toBe(before.access_token);
    expect((await refreshCookie())?.value).not.toBe(cookieBefore!.value);
    expect(after.expires_at).toBeGreaterThan(Date.now() / 1000);
  });

  it("signs out", async () => {
    await accountMenu().getByRole("button", { name: "Log out" }).click();
    await accountMenu().getByRole("button", { name: "Log in" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("ai-leaders.auth"))).toBeNull();
    await page.reload();
    await accountMenu().getByRole("button", { name: "Log in" }).waitFor();
  });

  it("says so when the password is wrong, then signs in", async () => {
    await accountMenu().getByRole("button", { name: "Log in" }).click();
    await dialog().getByLabel("Email").fill(email);
    await dialog().getByLabel("Password", { exact: true }).fill("Wrong2026Pass");
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().getByRole("alert").waitFor();
    expect(await dialog().getByRole("alert").innerText()).toBe("Invalid email or password");

    await dialog().getByLabel("Password", { exact: true }).fill(password);
    await dialog().getByRole("button", { name: "Log in", exact: true }).click();
    await dialog().waitFor({ state: "hidden" });
    await accountMenu().getByText("Sara Blakely").waitFor();
  });
});
