// Double opt-in and unsubscribe as a person meets them: the landing page's form, the mailed link
// opened in Chromium (which spends nothing), the button that confirms, and the one-click unsubscribe page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { unsubscribeToken } from "@ai-leaders/core/newsletter";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { requestAccessGrant } from "../support/access.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";

const adminEmail = "operator@site.example";

describe.skipIf(!hasChromium)("a newsletter signup its owner confirms, in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const signupOf = async (email: string) => (await scanTable(stack, "newsletterSignups")).find((item) => item.email === email);

  it("confirms only when the button is pressed, and says so when the link is used again", async () => {
    page = await browser.newPage();
    await page.goto(stack.url);
    await page.getByLabel("Get the Executive Briefing in your inbox").fill("reader@company.example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByTestId("toast").filter({ hasText: "You've been subscribed to our newsletter." }).waitFor();

    const mail = await eventually(() => stack.mail!.messages().find((caught) => caught.to.includes("reader@company.example")));
    expect(mail.subject).toBe("Confirm your subscription");
    const link = /(https?:\/\/\S+\/link\/confirm-newsletter#token=[\w-]+)/.exec(mail.text)![1]!;
    expect(new URL(link).origin).toBe(stack.url);

    // Opening the link, as a mail scanner would, shows the button and confirms nothing.
    await page.goto(link);
    const button = page.getByRole("button", { name: "Confirm my subscription" });
    await button.waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    expect((await signupOf("reader@company.example"))!.confirmed_at).toBeUndefined();

    await button.click();
    await page.getByRole("status").filter({ hasText: "You're subscribed. Thank you for confirming." }).waitFor();
    await expect.poll(async () => (await signupOf("reader@company.example"))?.confirmed_at).toEqual(expect.any(String));

    await page.goto(`${stack.url}/`);
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.getByRole("alert").filter({ hasText: "This link has already been used." }).waitFor();
    await page.close();
  });

  it("unsubscribes with one click from the mail's footer link, and refuses a damaged link plainly", async () => {
    page = await browser.newPage();
    const token = unsubscribeToken("reader@company.example", stack.config.tokenSecret, new Date());
    await page.goto(`${stack.url}/link/unsubscribe#token=${token}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("status").filter({ hasText: "You're unsubscribed. No more mail will be sent to this address." }).waitFor();
    await expect.poll(async () => (await signupOf("reader@company.example"))?.unsubscribed_at).toEqual(expect.any(String));

    await page.goto(`${stack.url}/`);
    await page.goto(`${stack.url}/link/unsubscribe#token=${token.slice(0, -4)}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("alert").filter({ hasText: "This unsubscribe link is not valid." }).waitFor();
    await page.close();
  });

  it("shows the operator each signup's state, and how many watchers a shipped suggestion mailed", async () => {
    const now = new Date();
    await stack.services.newsletter.subscribe("watcher@company.example", now);
    await stack.services.newsletter.confirm("watcher@company.example", now);
    const visitor = { headers: { "content-type": "application/json", "x-access-token": (await requestAccessGrant(stack)).token } };
    const { id } = (await postJson(`${stack.url}/api/suggestions`, { title: "Board decisions by mail" }, visitor)).json.suggestion;
    expect((await postJson(`${stack.url}/api/suggestions/${id}/notify-me`, { email: "watcher@company.example", consent: true }, visitor)).status).toBe(200);

    page = await browser.newPage();
    await signInToConsoleFirstTime(page, stack.url, { email: adminEmail, oneTimePassword: await addConsoleAdmin(stack, adminEmail), newPassword: "Console2026Ready" });
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Audience" }).click();
    const signups = page.getByRole("region", { name: "Newsletter signups" });
    await signups.getByRole("listitem").filter({ hasText: "reader@company.example" }).filter({ hasText: "Unsubscribed" }).waitFor();
    await signups.getByRole("listitem").filter({ hasText: "watcher@company.example" }).filter({ hasText: "Confirmed" }).waitFor();

    await page.getByRole("link", { name: "Board" }).click();
    await page.getByRole("button", { name: "Set status of “Board decisions by mail”…" }).click();
    await page.getByRole("form", { name: "Status of Board decisions by mail" }).getByLabel("Status", { exact: true }).selectOption("done");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByRole("status").filter({ hasText: "Status of “Board decisions by mail” set to Done. Notified 1 person." }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "Board decisions by mail" }).getByText("Notified 1 person").waitFor();
    const notice = await eventually(() => stack.mail!.messages().find((mail) => mail.subject === "Shipped: Board decisions by mail"));
    expect(notice.to).toEqual(["watcher@company.example"]);
    await page.close();
  });
});
