// Mail in Chromium (issue 26): the admin clicks "Send a test email" in the console's Deliveries;
// the page says where it was queued to, and the mail shows in the local catcher's viewer at /_mail,
// its HTML in a sandboxed frame and its text beside it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, startTestStack } from "../support/test-stack.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";

const adminEmail = "postmaster@site.example";
const newPassword = "MailSetUp2026Ready";

describe.skipIf(!hasChromium)("the console's test email in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let page: Page;
  let oneTimePassword: string;

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
    oneTimePassword = await addConsoleAdmin(stack, adminEmail);
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("signs the admin in and opens Deliveries", async () => {
    await signInToConsoleFirstTime(page, stack.url, { email: adminEmail, oneTimePassword: oneTimePassword, newPassword });
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Deliveries" }).click();
    await page.getByRole("heading", { name: "Deliveries", level: 1 }).waitFor();
  });

  it("queues a test email to the signed-in admin and says so", async () => {
    await page.getByRole("button", { name: "Send a test email" }).click();
    await page.getByRole("status").getByText(`Test email queued to ${adminEmail}.`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("shows the mail in the catcher's viewer, its HTML in a sandboxed frame and its text", async () => {
    const caught = await eventually(() => stack.mail!.messages().find((mail) => mail.to.includes(adminEmail)));
    await page.goto(stack.mail!.url);
    await page.getByRole("link", { name: caught.subject }).click();
    await page.getByRole("heading", { name: caught.subject, level: 1 }).waitFor();
    const frame = page.frameLocator("iframe[title=\"The mail's HTML\"]");
    await frame.getByText(stack.url).first().waitFor();
    expect(await page.locator("pre").textContent()).toContain(adminEmail);
  });
});
