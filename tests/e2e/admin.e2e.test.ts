// The console in Chromium: the admin made by `npm run admin` signs in, changes the one-time
// password, finds a visitor's signup, exports it, erases it, and reads the audit log.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { addConsoleAdmin, setUpAuthenticatorInConsole } from "../support/admin-console.ts";
import { createAccount } from "../support/accounts.ts";

const adminEmail = "operator@site.example";
const newPassword = "Console2026Ready";

describe.skipIf(!hasChromium)("the console at /admin in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let page: Page;
  let oneTimePassword: string;

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
    oneTimePassword = await addConsoleAdmin(stack, adminEmail);
    browser = await launchChromium();
    page = await browser.newPage({ acceptDownloads: true });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** The export button is disabled, and described by the reason shown beside it. */
  async function expectExportWithheld(list: Locator, label: string, reason: string) {
    const button = list.getByRole("button", { name: label });
    await list.getByText(reason).waitFor();
    expect(await button.isDisabled()).toBe(true);
    const describedBy = await button.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toBe(reason);
  }

  async function expectNoAxeViolations(width: number) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }

  it("is served the app shell with noindex", async () => {
    for (const path of ["/admin", "/admin/audience"]) {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
    }
  });

  it("signs in with the one-time password, then must choose a new one and set up a second factor", async () => {
    await page.goto(`${stack.url}/admin`);
    await page.getByRole("heading", { name: "Console sign-in" }).waitFor();
    await expectNoAxeViolations(360);
    await page.getByLabel("Email").fill(adminEmail);
    await page.getByLabel("Password").fill("Wrong2026Guess");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").filter({ hasText: "Invalid email or password" }).waitFor();
    await page.getByLabel("Password").fill(oneTimePassword);
    await page.getByRole("button", { name: "Sign in" }).press("Enter");

    await page.getByRole("heading", { name: "Choose your password" }).waitFor();
    await expectNoAxeViolations(1280);
    await page.getByLabel("One-time password").fill(oneTimePassword);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("New password again").fill("Console2026Typo");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByText("The two new passwords do not match.").waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-invalid"))).toBe("true");
    await page.getByLabel("New password again").fill(newPassword);
    // A session elsewhere (another device) ends with the change; this one stays.
    const elsewhere = await postJson(`${stack.url}/api/auth/signin`, { email: adminEmail, password: oneTimePassword });
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByText("Signed out of 1 other session.").waitFor();
    expect((await fetch(`${stack.url}/api/auth/user`, { headers: { authorization: `Bearer ${elsewhere.json.session.access_token}` } })).status).toBe(401);
    await page.getByRole("heading", { name: "Set up a second factor" }).waitFor();
    await expectNoAxeViolations(360);
    await setUpAuthenticatorInConsole(page);
    // The console opens on its Overview.
    await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/overview");
  });

  it("shows a signup made on the landing page, exports it as CSV, and erases it", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(stack.url);
    await visitor.getByLabel("Get the Executive Briefing in your inbox").fill("Visitor.One@Company.example");
    await visitor.getByRole("button", { name: "Subscribe" }).click();
    await visitor.getByTestId("toast").filter({ hasText: "Success!" }).waitFor();
    await visitor.close();

    await page.goto(`${stack.url}/admin/audience`);
    const signups = page.getByRole("region", { name: "Newsletter signups" });
    await signups.getByRole("listitem").filter({ hasText: "visitor.one@company.example" }).waitFor();
    // No one has written yet: that export is not offered, and the button says why.
    await expectExportWithheld(page.getByRole("region", { name: "Contact messages" }), "Export messages (CSV)", "No messages to export yet.");
    await signups.getByLabel("Search by email").fill("VISITOR.ONE");
    await signups.getByRole("button", { name: "Search" }).click();
    await eventually(async () => ((await signups.getByRole("listitem").count()) === 1 ? true : undefined));

    const [download] = await Promise.all([page.waitForEvent("download"), signups.getByRole("button", { name: "Export signups (CSV)" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^signups-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("email,signed_up_at,confirmed_at,unsubscribed_at,delivery,delivery_error,mail_suppressed");
    expect(csv).toContain("visitor.one@company.example,");

    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);

    // Keyboard only: open the confirmation, which takes focus, and confirm.
    await signups.getByRole("button", { name: "Erase visitor.one@company.example…" }).focus();
    await page.keyboard.press("Enter");
    await eventually(async () => ((await page.evaluate(() => document.activeElement?.textContent)) === "Erase" ? true : undefined));
    await page.keyboard.press("Enter");
    // The signup and its double opt-in (the mail, the unused link) go together.
    await page.getByRole("status").filter({ hasText: "Erased visitor.one@company.example: 1 newsletter signup, 1 mail, 1 unused link." }).waitFor();
    await signups.getByText('No signups match "VISITOR.ONE".').waitFor();
    expect((await scanTable(stack, "newsletterSignups")).map((row) => row.email)).not.toContain("visitor.one@company.example");

    await signups.getByLabel("Search by email").fill("");
    await signups.getByRole("button", { name: "Search" }).click();
    await expectExportWithheld(signups, "Export signups (CSV)", "No signups to export yet.");
  });

  it("erases by address a person who is in neither list: an account holder", async () => {
    await createAccount(stack, { email: "reader.only@company.example", password: "Reader2026Ready", full_name: "Reader Only", confirmed: true });
    await page.getByLabel("Erase a person by email address").fill("reader.only@company.example");
    await page.getByRole("button", { name: "Erase reader.only@company.example…" }).click();
    await page.getByRole("group", { name: "Erase reader.only@company.example" }).getByRole("button", { name: "Erase", exact: true }).click();
    await page.getByRole("status").filter({ hasText: /^Erased reader\.only@company\.example: .*the account with 1 session/ }).waitFor();
    expect(await page.getByLabel("Erase a person by email address").inputValue()).toBe("");
    expect((await scanTable(stack, "users")).map((user) => user.email)).not.toContain("reader.only@company.example");
  });

  it("lists the admin's actions in the audit log, newest first", async () => {
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    const entries = page.locator(".admin-audit-row .admin-row-title");
    await entries.first().waitFor();
    expect(await entries.allInnerTexts()).toEqual([
      "Erased a person's data",
      "Erased a person's data",
      "Exported as CSV",
      "Changed their password",
      "Made an admin account",
    ]);
    const log = await page.locator(".admin-audit-row").allInnerTexts();
    expect(log.join("\n")).not.toMatch(/visitor\.one|reader\.only/);
    expect(await page.getByRole("link", { name: "Audit log" }).getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
  });

  it("says plainly that there is nothing to export when a searched list turns out empty", async () => {
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Audience" }).click();
    const contacts = page.getByRole("region", { name: "Contact messages" });
    await contacts.getByLabel("Search by email or subject").fill("pricing");
    await contacts.getByRole("button", { name: "Search" }).click();
    await contacts.getByText('No messages match "pricing".').waitFor();
    // A search hides whether the list itself is empty, so the export is offered, and finds nothing.
    await contacts.getByRole("button", { name: "Export messages (CSV)" }).click();
    await contacts.getByRole("status").filter({ hasText: "Nothing to export: the list is empty." }).waitFor();
  });

  it("refuses a signed-in account that is not an admin", async () => {
    const other = await browser.newPage();
    await other.goto(`${stack.url}/admin`);
    const signUp = await other.evaluate(async () => {
      const response = await fetch("/api/auth/signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "reader@company.example", password: "Reader2026Pass", full_name: "Ada Reader" }),
      });
      return response.status;
    });
    expect(signUp).toBe(202);
    await other.getByLabel("Email").fill("reader@company.example");
    await other.getByLabel("Password").fill("Reader2026Pass");
    await other.getByRole("button", { name: "Sign in" }).click();
    await other.getByRole("alert").filter({ hasText: "This account cannot open the console." }).waitFor();
    await other.close();
  });
});
