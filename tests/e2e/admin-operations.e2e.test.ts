// The console's operations in Chromium (issue 18): a signup whose webhook refuses it ends failed and
// is listed in Deliveries with its error; once the automation is back, "Send again" delivers it
// once under the same idempotency key and it leaves the list. An AI job is listed in AI jobs with
// what it cost, and its details open its result.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { idempotencyKey } from "@ai-leaders/core/relay";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { samplePageAnswer, startOpenAiStandIn, type OpenAiStandIn } from "../support/openai-stand-in.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";

const adminEmail = "operator@site.example";
const newPassword = "Console2026Ready";
const signup = "late.reader@company.example";

describe.skipIf(!hasChromium)("the console's AI jobs and deliveries in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let page: Page;
  let receiver: WebhookReceiver;
  let model: OpenAiStandIn;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let oneTimePassword: string;

  beforeAll(async () => {
    // The automation is down (every attempt answered 500) until a test brings it back.
    receiver = await startWebhookReceiver();
    receiver.status = 500;
    site = await startFixtureSite();
    model = await startOpenAiStandIn(() => ({ content: samplePageAnswer("Invoicing for freelancers"), usage: { prompt: 1200, completion: 340 } }));
    stack = await startTestStack({
      rateLimits: { ...rateLimits, workflow: { limit: 10_000, windowSeconds: 600 } },
      settings: {
        ADMIN_EMAILS: adminEmail,
        NEWSLETTER_WEBHOOK_URL: receiver.url,
        ANALYZER_ALLOW_PRIVATE_HOSTS: "1",
        AI_PROVIDER: "openai",
        AI_BASE_URL: model.baseUrl,
        AI_MODEL: "stand-in-1",
      },
    });
    oneTimePassword = await addConsoleAdmin(stack, adminEmail);
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await receiver?.close();
    await model?.close();
    await site?.close();
  });

  async function expectNoAxeViolations(width: number) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }

  async function openSection(name: string) {
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name }).click();
    await page.getByRole("heading", { name, level: 1 }).waitFor();
  }

  const deliveriesOf = (email: string) => receiver.received.filter((request) => JSON.parse(request.body).email === email);

  it("signs the admin in", async () => {
    await signInToConsoleFirstTime(page, stack.url, { email: adminEmail, oneTimePassword: oneTimePassword, newPassword });
  });

  it("says there is nothing to resend while every delivery has arrived", async () => {
    await openSection("Deliveries");
    await page.getByText("Nothing to resend: no delivery has failed after its retries.").waitFor();
    expect(await page.getByRole("button", { name: "Send all again…" }).count()).toBe(0);
  });

  it("lists a signup the automation refused with its last error, and sends it again once when asked", async () => {
    expect((await postJson(`${stack.url}/api/newsletter`, { email: signup })).status).toBe(201);
    await eventually(async () => {
      const row = (await scanTable(stack, "newsletterSignups")).find((item) => item.email === signup);
      return row?.relay_status === "failed" ? true : undefined;
    });
    const refused = deliveriesOf(signup);
    expect(refused).toHaveLength(5);

    await page.getByRole("button", { name: "Refresh" }).click();
    const row = page.getByRole("list", { name: "Failed deliveries" }).getByRole("listitem").filter({ hasText: signup });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain("Newsletter signup");
    expect(text).toContain("after 5 attempts");
    expect(text).toContain("Webhook answered 500");
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);

    // The automation is back; the record is sent again from the keyboard.
    receiver.status = 200;
    await page.getByRole("button", { name: `Send again: ${signup}` }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: `Queued ${signup} for delivery.` }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Queued");

    const delivered = await eventually(() => (deliveriesOf(signup).length > refused.length ? deliveriesOf(signup).slice(refused.length) : undefined));
    const stored = await eventually(async () => {
      const row = (await scanTable(stack, "newsletterSignups")).find((item) => item.email === signup);
      return row?.relay_status === "delivered" ? row : undefined;
    });
    const key = idempotencyKey({ kind: "newsletter", id: signup }, { created_at: stored.created_at });
    expect([...refused, ...delivered].map((request) => request.headers["idempotency-key"])).toEqual(Array(refused.length + 1).fill(key));

    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByText("Nothing to resend: no delivery has failed after its retries.").waitFor();
    // Once: a later signup arrives, and nothing more came for this one.
    expect((await postJson(`${stack.url}/api/newsletter`, { email: "marker@company.example" })).status).toBe(201);
    await eventually(() => (deliveriesOf("marker@company.example").length > 0 ? true : undefined));
    expect(deliveriesOf(signup)).toHaveLength(refused.length + 1);
  });

  it("sends every failed delivery again after a confirmation", async () => {
    receiver.status = 500;
    for (const email of ["first.failed@company.example", "second.failed@company.example"]) {
      expect((await postJson(`${stack.url}/api/newsletter`, { email })).status).toBe(201);
    }
    await eventually(async () => {
      const rows = (await scanTable(stack, "newsletterSignups")).filter((item) => item.email.endsWith(".failed@company.example"));
      return rows.length === 2 && rows.every((item) => item.relay_status === "failed") ? true : undefined;
    });
    receiver.status = 200;

    await page.getByRole("button", { name: "Refresh" }).click();
    await page.getByRole("button", { name: "Send again: second.failed@company.example" }).waitFor();
    await page.getByRole("button", { name: "Send all again…" }).click();
    const confirm = page.getByRole("group", { name: "Send all again" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send all again");
    await expectNoAxeViolations(360);
    await confirm.getByRole("button", { name: "Send all again" }).click();
    await page.getByRole("status").filter({ hasText: "Queued 2 deliveries again." }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status");
    await page.getByText("Nothing to resend: no delivery has failed after its retries.").waitFor();
    await eventually(() => (deliveriesOf("second.failed@company.example").length === 6 && deliveriesOf("first.failed@company.example").length === 6 ? true : undefined));
  });

  it("lists a message stored while its webhook was not set as waiting, and sends it now from the keyboard", async () => {
    // CONTACT_WEBHOOK_URL is not set on this stack: the message is stored, not sent.
    expect((await postJson(`${stack.url}/api/contact`, { email: "early.writer@company.example", subject: "Workshop", message: "Do you run workshops?" })).status).toBe(201);
    await eventually(async () => ((await scanTable(stack, "contactMessages"))[0]?.relay_status === "skipped" ? true : undefined));

    await page.getByRole("button", { name: "Refresh" }).click();
    const waiting = page.getByRole("list", { name: "Records waiting for a webhook" });
    const row = waiting.getByRole("listitem").filter({ hasText: "early.writer@company.example: Workshop" });
    await row.waitFor();
    expect(await row.innerText()).toContain("Contact message, stored");
    expect(await row.innerText()).toContain("CONTACT_WEBHOOK_URL is not set");
    await page.getByText("Nothing to resend: no delivery has failed after its retries.").waitFor();
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole("button", { name: "Send now: early.writer@company.example: Workshop" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Queued early.writer@company.example: Workshop for delivery." }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Queued");
    // Still no webhook: it comes back to the list, saying so (the end-to-end delivery is in tests/integration/deliveries.test.ts).
    const stored = await eventually(async () => {
      const message = (await scanTable(stack, "contactMessages"))[0];
      return message?.relay_status === "skipped" && message.relay_resent_by === adminEmail ? message : undefined;
    });
    expect(stored.relay_error).toBe("CONTACT_WEBHOOK_URL is not set");
    expect((await scanTable(stack, "auditLog")).some((entry) => entry.action === "delivery.send_now")).toBe(true);
  });

  it("lists an AI job with its engine, tokens and duration, and opens its result", async () => {
    const { token } = await requestAccessGrant(stack);
    const started = await postJson(`${stack.url}/api/workflows/website-roast`, { url: site.url("strong") }, { headers: { "content-type": "application/json", "x-access-token": token } });
    expect(started.status).toBe(201);
    const sessionId = started.json.session_id as string;
    const job = await eventually(async () => {
      const stored = await stack.services.jobs.get(sessionId);
      return stored?.status === "completed" ? stored : undefined;
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await openSection("AI jobs");
    const row = page.locator(".admin-job").filter({ hasText: site.url("strong") });
    await row.waitFor();
    const summary = await row.innerText();
    for (const expected of ["Website roast", "Completed", "Model: openai, stand-in-1", "1,200 in / 340 out"]) expect(summary).toContain(expected);
    expect(summary).toMatch(/\d+(\.\d)? (ms|s)/);

    // The filters read the list again: no failed job yet, then the completed one.
    await page.getByLabel("Status").selectOption("failed");
    await page.getByText("No jobs match these filters.").waitFor();
    await page.getByLabel("Status").selectOption("completed");
    await page.getByLabel("Kind").selectOption("website-roast");
    await row.waitFor();

    const details = row.getByRole("button", { name: `Details of the website roast of ${site.url("strong")}` });
    await details.click();
    expect(await details.getAttribute("aria-expanded")).toBe("true");
    const result = row.getByRole("link", { name: "Open the result" });
    await result.waitFor();
    const panel = await row.locator(".admin-job-panel").innerText();
    expect(panel).toContain(sessionId);
    expect(panel).toContain("Model attempts");
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);

    expect(await result.getAttribute("href")).toBe(`/r/${job.result_id}`);
    await result.click();
    await page.locator(".report-view").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Report for ${site.url("strong")}`);
  });
});
