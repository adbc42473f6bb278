// The console at scale in Chromium: an export of more signups than one page holds is fetched page by
// page with its progress shown and saved as one file with every row; AI jobs shows the day's model
// tokens against the site's budget.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { exportPageLimits } from "@ai-leaders/core/audience";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { scanTable, startTestStack } from "../support/test-stack.ts";
import { seedSignups } from "../support/seed-signups.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";

const adminEmail = "scale@site.example";
const newPassword = "Console2026Scale";
// More than two pages' worth, so the file is joined from three answers (pages of 1,000 rows here:
// the joining is the same as with the product's 10,000; `npm run bench` exports 200,000).
const pageLimits = { ...exportPageLimits, rows: 1_000 };
const signupCount = 2 * pageLimits.rows + 500;

describe.skipIf(!hasChromium)("the console at scale in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let page: Page;

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail, AI_DAILY_BUDGET: "2000000" }, exportPageLimits: pageLimits });
    const oneTimePassword = await addConsoleAdmin(stack, adminEmail);
    browser = await launchChromium();
    page = await browser.newPage({ acceptDownloads: true });
    await signInToConsoleFirstTime(page, stack.url, { email: adminEmail, oneTimePassword, newPassword });
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Audience" }).click();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("exports more signups than a page holds as one downloaded file with every row, and says how many", async () => {
    const emails = Array.from({ length: signupCount }, (_, index) => `reader-${index}@scale.example`);
    const start = Date.parse("2026-05-01T00:00:00.000Z");
    await seedSignups(
      stack,
      emails.map((email, index) => ({ email, created_at: new Date(start + index).toISOString(), relay_status: "delivered" })),
    );

    await page.reload();
    const signups = page.getByRole("region", { name: "Newsletter signups" });
    await signups.getByRole("listitem").first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 120_000 }),
      signups.getByRole("button", { name: "Export signups (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^signups-\d{4}-\d\d-\d\d\.csv$/);
    const lines = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "").split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("email,signed_up_at,confirmed_at,unsubscribed_at,delivery,delivery_error,mail_suppressed");
    const exported = lines.slice(1, -1).map((line) => line.split(",")[0]);
    expect(exported).toHaveLength(signupCount);
    expect(new Set(exported)).toEqual(new Set(emails));
    await signups.getByRole("status").filter({ hasText: `Exported ${signupCount.toLocaleString("en-GB")} rows.` }).waitFor();

    const audit = (await scanTable(stack, "auditLog")).filter((entry) => entry.action === "audience.export");
    expect(audit).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
  }, 180_000);

  it("shows the day's model tokens against the budget in AI jobs", async () => {
    await stack.services.modelBudget.spend(412_000, new Date());
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "AI jobs" }).click();
    await page.getByRole("heading", { name: "AI jobs", level: 1 }).waitFor();
    await page.getByText("Model use: 412,000 of 2,000,000 tokens today.").waitFor();
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
