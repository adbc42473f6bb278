// Changing the account's address in Chromium: asked from the Security dialog with the password,
// confirmed from the new inbox's link page (opening it changes nothing, its button does), then the
// old address no longer logs in and the new one does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { emailChangeMessages } from "@ai-leaders/core/messages";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, scanTable, startTestStack } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";

const password = "Relocate2026Now";

describe.skipIf(!hasChromium)("changing the account's email address in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  const from = `before-${Date.now()}@company.example`;
  const to = `after-${Date.now()}@company.example`;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function logIn(page: Page, email: string) {
    await page.goto(`${stack.url}/level-3-build-website`);
    await page.getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
  }

  it("asks with the password, moves the account from the new inbox's link, and logs in with the new address only", async () => {
    await createAccount(stack, { email: from, password, full_name: "Rosa Relocate", confirmed: true });
    const page = await (await contextWithAccess(browser, stack)).newPage();
    await logIn(page, from);

    await page.getByRole("button", { name: "Security" }).click();
    const security = page.getByRole("dialog", { name: "Security" });
    await security.getByLabel("New email address").fill(to);
    await security.getByLabel("Current password").fill("Not-the-password-1");
    await security.getByRole("button", { name: "Change email address" }).click();
    await security.getByRole("alert").getByText(emailChangeMessages.wrongPassword).waitFor();
    await security.getByLabel("Current password").fill(password);
    await security.getByRole("button", { name: "Change email address" }).click();
    await security.getByRole("status").getByText(emailChangeMessages.checkNewInbox).waitFor();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }

    const mail = await eventually(() => stack.mail!.messages().find((caught) => caught.to.includes(to) && caught.subject === "Confirm your new email address"));
    const link = /href="([^"]*\/link\/change-email#token=[^"]+)"/.exec(mail.html ?? "")![1]!;
    const inbox = await (await browser.newContext()).newPage();
    await inbox.goto(link);
    await inbox.getByRole("heading", { name: emailChangeMessages.confirmTitle }).waitFor();
    // Opened, not yet confirmed: nothing moved.
    expect((await scanTable(stack, "users")).map((user) => user.email)).toContain(from);
    await inbox.getByRole("button", { name: emailChangeMessages.confirmButton }).click();
    await inbox.getByRole("status").getByText(emailChangeMessages.changed).waitFor();

    // The first browser's session ended with the move.
    await page.reload();
    await page.getByRole("navigation", { name: "Account" }).getByRole("button", { name: "Log in" }).waitFor();
    await logIn(page, to);
    await page.getByRole("navigation", { name: "Account" }).getByText(to).waitFor();
  });
});
