// The operator's day in the console, in Chromium: the admin made by `npm run admin` signs in with
// the one-time password and chooses their own, finds a visitor's signup, exports and erases it,
// turns on the weekly digest, sends a failed delivery again (once, under its idempotency key),
// sends a test mail and reads it in the catcher, opens an AI job's result, and reads the audit log.
// What each section shows and says is in its component tests (features/admin/**/*.test.tsx).
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { digestMessages } from "@ai-leaders/core/digest";
import { idempotencyKey } from "@ai-leaders/core/relay";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { hasChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { samplePageAnswer, startOpenAiStandIn } from "../support/openai-stand-in.ts";
import { addConsoleAdmin, setUpAuthenticatorInConsole } from "../support/admin-console.ts";
import { useBrowserJourney } from "../support/journey.ts";

const adminEmail = "operator@site.example";
const newPassword = "Console2026Ready";
const visitorEmail = "visitor.one@company.example";
const lateReader = "late.reader@company.example";

describe.skipIf(!hasChromium)("the operator's day in the console, in Chromium", () => {
  const suite = useBrowserJourney({
    beside: async () => {
      const receiver = await startWebhookReceiver();
      const site = await startFixtureSite();
      const model = await startOpenAiStandIn(() => ({
        content: samplePageAnswer("Invoicing for freelancers"),
        usage: { prompt: 1200, completion: 340 },
      }));
      return { receiver, model, site };
    },
    stack: ({ receiver, model }) => ({
      rateLimits: { ...rateLimits, workflow: { limit: 10_000, windowSeconds: 600 } },
      settings: {
        ADMIN_EMAILS: adminEmail,
        NEWSLETTER_WEBHOOK_URL: receiver.url,
        ANALYZER_ALLOW_PRIVATE_HOSTS: "1",
        AI_PROVIDER: "openai",
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: "stand-in-1",
        AI_DAILY_BUDGET: "2000000",
      },
    }),
    visitor: false,
  });
  let page: Page;
  let oneTimePassword: string;

  beforeAll(async () => {
    oneTimePassword = await addConsoleAdmin(suite.stack, adminEmail);
    page = await suite.browser.newPage({ acceptDownloads: true });
  });

  async function expectNoAxeViolations(width: number) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }

  async function openSection(name: string) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
  }

  const deliveriesOf = (email: string) => suite.receiver.received.filter((request) => JSON.parse(request.body).email === email);

  it("is served the app shell with noindex", async () => {
    for (const path of ["/admin", "/admin/audience"]) {
      const response = await suite.stack.request(`${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
    }
  });

  it("signs in with the one-time password, chooses a new one (ending the session elsewhere) and sets up a second factor", async () => {
    await page.goto(`${suite.stack.url}/admin`);
    await page.getByRole("heading", { name: "Console sign-in" }).waitFor();
    await expectNoAxeViolations(360);
    await page.getByLabel("Email").fill(adminEmail);
    await page.getByLabel("Password").fill(oneTimePassword);
    await page.getByRole("button", { name: "Sign in" }).press("Enter");

    await page.getByRole("heading", { name: "Choose your password" }).waitFor();
    await expectNoAxeViolations(1280);
    // The one-time password just typed is not asked for again.
    expect(await page.getByLabel("One-time password").count()).toBe(0);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("New password again").fill(newPassword);
    // A session elsewhere (another device) ends with the change; this one stays.
    const elsewhere = await postJson(suite.stack.request, `/api/auth/signin`, { email: adminEmail, password: oneTimePassword });
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByText("Signed out of 1 other session.").waitFor();
    expect(
      (await suite.stack.request(`/api/auth/user`, { headers: { authorization: `Bearer ${elsewhere.json.session.access_token}` } })).status,
    ).toBe(401);
    await page.getByRole("heading", { name: "Set up a second factor" }).waitFor();
    await expectNoAxeViolations(360);
    await setUpAuthenticatorInConsole(page);
    await page.getByRole("heading", { name: "Overview", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/overview");
  });

  it("finds a signup made on the landing page, exports it as a CSV file, and erases it with its double opt-in", async () => {
    const visitor = await suite.browser.newPage();
    await visitor.goto(suite.stack.url);
    await visitor.getByLabel("Get the Executive Briefing in your inbox").fill("Visitor.One@Company.example");
    await visitor.getByRole("button", { name: "Subscribe" }).click();
    await visitor.getByTestId("toast").filter({ hasText: "Success!" }).waitFor();
    await visitor.close();

    await openSection("Audience");
    const signups = page.getByRole("region", { name: "Newsletter signups" });
    await signups.getByRole("listitem").filter({ hasText: visitorEmail }).waitFor();
    await signups.getByLabel("Search by email").fill("VISITOR.ONE");
    await signups.getByRole("button", { name: "Search" }).click();
    await eventually(async () => ((await signups.getByRole("listitem").count()) === 1 ? true : undefined));

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      signups.getByRole("button", { name: "Export signups (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^signups-\d{4}-\d\d-\d\d\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("email,signed_up_at,confirmed_at,unsubscribed_at,delivery,delivery_error,mail_suppressed");
    expect(csv).toContain(`${visitorEmail},`);
    await signups.getByRole("status").filter({ hasText: "Exported 1 row." }).waitFor();
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);

    await signups.getByRole("button", { name: `Erase ${visitorEmail}…` }).click();
    await page
      .getByRole("group", { name: `Erase ${visitorEmail}` })
      .getByRole("button", { name: "Erase", exact: true })
      .click();
    // The signup and its double opt-in (the mail, the unused link) go together.
    await page
      .getByRole("status")
      .filter({ hasText: `Erased ${visitorEmail}: 1 newsletter signup, 1 mail, 1 unused link.` })
      .waitFor();
    await signups.getByText('No signups match "VISITOR.ONE".').waitFor();
    expect((await scanTable(suite.stack, "newsletterSignups")).map((row) => row.email)).not.toContain(visitorEmail);
  });

  it("turns the weekly digest on, finds it still on after a reload, and gets this week's digest in the mail catcher", async () => {
    const digest = page.getByRole("region", { name: "Weekly digest" });
    const toggle = digest.getByRole("checkbox", { name: "Email me the weekly digest" });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    await toggle.check();
    await expect.poll(() => digest.getByRole("status").innerText()).toBe(digestMessages.turnedOn);

    await page.reload();
    await expect.poll(() => page.getByRole("checkbox", { name: "Email me the weekly digest" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Send me this week's digest now" }).click();
    await expect
      .poll(() => page.getByRole("region", { name: "Weekly digest" }).getByRole("status").innerText())
      .toBe(digestMessages.sentNow(adminEmail));
    await eventually(() =>
      suite.stack.mail!.messages().find((mail) => mail.to.includes(adminEmail) && mail.subject.startsWith("Your week at AI for Leaders")),
    );
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
  });

  it("sends a signup the automation refused again once it is back: delivered once, under the same idempotency key", async () => {
    suite.receiver.status = 500;
    expect((await postJson(suite.stack.request, `/api/newsletter`, { email: lateReader })).status).toBe(201);
    await eventually(async () =>
      (await scanTable(suite.stack, "newsletterSignups")).find((item) => item.email === lateReader)?.relay_status === "failed"
        ? true
        : undefined,
    );
    const refused = deliveriesOf(lateReader);
    expect(refused).toHaveLength(5);

    await openSection("Deliveries");
    const row = page.getByRole("list", { name: "Failed deliveries" }).getByRole("listitem").filter({ hasText: lateReader });
    expect(await row.innerText()).toContain("Webhook answered 500");
    await page.getByRole("button", { name: "Send all again…" }).click();
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
    await page.getByRole("group", { name: "Send all again" }).getByRole("button", { name: "Cancel" }).click();

    suite.receiver.status = 200;
    await page.getByRole("button", { name: `Send again: ${lateReader}` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Queued ${lateReader} for delivery.` })
      .waitFor();
    const delivered = await eventually(() =>
      deliveriesOf(lateReader).length > refused.length ? deliveriesOf(lateReader).slice(refused.length) : undefined,
    );
    const stored = await eventually(async () => {
      const signup = (await scanTable(suite.stack, "newsletterSignups")).find((item) => item.email === lateReader);
      return signup?.relay_status === "delivered" ? signup : undefined;
    });
    const key = idempotencyKey({ kind: "newsletter", id: lateReader }, { created_at: stored.created_at });
    expect([...refused, ...delivered].map((request) => request.headers["idempotency-key"])).toEqual(Array(refused.length + 1).fill(key));
    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByText("Nothing to resend: no delivery has failed after its retries.").waitFor();
    // Once: a later signup arrives, and nothing more came for this one.
    expect((await postJson(suite.stack.request, `/api/newsletter`, { email: "marker@company.example" })).status).toBe(201);
    await eventually(() => (deliveriesOf("marker@company.example").length > 0 ? true : undefined));
    expect(deliveriesOf(lateReader)).toHaveLength(refused.length + 1);
  });

  it("sends a test email and reads it in the catcher's viewer: its HTML in a sandboxed frame, its text beside it", async () => {
    await page.getByRole("button", { name: "Send a test email" }).click();
    await page.getByRole("status").getByText(`Test email queued to ${adminEmail}.`).waitFor();
    const caught = await eventually(() =>
      suite.stack.mail!.messages().find((mail) => mail.to.includes(adminEmail) && mail.subject === "Test email from AI for Leaders"),
    );
    const viewer = await suite.browser.newPage();
    await viewer.goto(suite.stack.mail!.url);
    await viewer.getByRole("link", { name: caught.subject }).click();
    await viewer.getByRole("heading", { name: caught.subject, level: 1 }).waitFor();
    await viewer.frameLocator('iframe[title="The mail\'s HTML"]').getByText(suite.stack.url).first().waitFor();
    expect(await viewer.locator("pre").textContent()).toContain(adminEmail);
    await viewer.close();
  });

  it("lists an AI job with what it cost against the day's budget, and opens its result", async () => {
    const { token } = await requestAccessGrant(suite.stack);
    const started = await postJson(
      suite.stack.request,
      `/api/workflows/website-roast`,
      { url: suite.site.url("strong") },
      { headers: { "content-type": "application/json", "x-access-token": token } },
    );
    expect(started.status).toBe(201);
    const job = await eventually(async () => {
      const stored = await suite.stack.services.jobs.get(started.json.session_id as string);
      return stored?.status === "completed" ? stored : undefined;
    });

    await openSection("AI jobs");
    await page.getByText(/^Model use: 1,540 of 2,000,000 tokens today\./).waitFor();
    const row = page.locator(".admin-job").filter({ hasText: suite.site.url("strong") });
    expect(await row.innerText()).toContain("1,200 in / 340 out");
    await row.getByRole("button", { name: `Details of the website roast of ${suite.site.url("strong")}` }).click();
    const result = row.getByRole("link", { name: "Open the result" });
    await result.waitFor();
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await result.getAttribute("href")).toBe(`/r/${job.result_id}`);
    await result.click();
    await page.locator(".report-view").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Report for ${suite.site.url("strong")}`);
  });

  it("lists the admin's actions in the audit log, newest first, naming no one erased", async () => {
    await page.goto(`${suite.stack.url}/admin/audit`);
    await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    const entries = page.locator(".admin-audit-row .admin-row-title");
    await entries.first().waitFor();
    expect(await entries.allInnerTexts()).toEqual([
      "Sent a test email",
      "Sent a failed delivery again",
      "Turned the weekly digest on",
      "Erased a person's data",
      "Exported as CSV",
      "Changed their password",
      "Made an admin account",
    ]);
    expect((await page.locator(".admin-audit-row").allInnerTexts()).join("\n")).not.toContain("visitor.one");
    expect(await page.getByRole("link", { name: "Audit log" }).getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
  });
});
