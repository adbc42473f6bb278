// Sessions you can see and end, in Chromium: two browsers signed in as the same reader; the first
// ends the second's session from the Sessions dialog, and the second finds itself signed out.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { startTestStack } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";

const password = "Launch2026Now";

describe.skipIf(!hasChromium)("sessions in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  const email = `two-browsers-${Date.now()}@company.example`;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function signedInPage(): Promise<Page> {
    const page = await (await contextWithAccess(browser, stack)).newPage();
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    return page;
  }

  it("the sessions list ends another browser's session", async () => {
    await createAccount(stack, { email, password, full_name: "Sara Blakely", confirmed: true });
    const first = await signedInPage();
    const second = await signedInPage();

    await first.getByRole("button", { name: "Sessions" }).click();
    const sessions = first.getByRole("dialog", { name: "Sessions" });
    const list = sessions.getByRole("list", { name: "Sessions" });
    await list.getByText("This device").waitFor();
    expect(await list.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    expect(await axeViolations(first)).toEqual([]);

    const other = sessions.getByRole("button", { name: /^Sign out: Chrome on / });
    await expect.poll(() => other.count()).toBe(1);
    // Signing another device out asks for the password first; a wrong one is said at the field.
    await other.click();
    await sessions.getByRole("alert").getByText("Enter your password to sign other devices out.").waitFor();
    await sessions.getByLabel("Your password").fill("not-the-password");
    await other.click();
    await sessions.getByRole("alert").getByText("That password is not right.").waitFor();
    await sessions.getByLabel("Your password").fill(password);
    await other.click();
    await sessions.getByRole("status").getByText("That session is signed out.").waitFor({ state: "attached" });
    await expect.poll(() => sessions.getByRole("button", { name: /^Sign out: Chrome on / }).count()).toBe(0);

    await second.reload();
    await second.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log in" }).waitFor();
    await first.reload();
    await first.getByRole("button", { name: "Sessions" }).waitFor();
  });
});
