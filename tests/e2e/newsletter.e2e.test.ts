// A visitor subscribes on the landing page; the automation receives the spec's payload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { webDistDir, type LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { eventually, startTestStack } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

describe.skipIf(!hasChromium)("the landing page newsletter signup in Chromium", () => {
  let browser: Browser;
  let receiver: WebhookReceiver;
  let stack: LocalStack;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(join(webDistDir, "index.html"))) throw new Error("Build the SPA first: npm run build");
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ settings: { NEWSLETTER_WEBHOOK_URL: receiver.url } });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await receiver?.close();
  });

  async function openLanding() {
    page = await browser.newPage();
    await page.goto(stack.url);
    await page.getByRole("heading", { name: "AI for Leaders" }).waitFor();
  }

  const toast = () => page.getByTestId("toast").last();

  it("shows the hero and the footer with this year", async () => {
    await openLanding();
    await expect(page.getByText("Make Smarter Decisions, Faster").isVisible()).resolves.toBe(true);
    const footer = await page.locator("footer").innerText();
    expect(footer).toContain(String(new Date().getFullYear()));
    expect(await page.title()).toContain("AI for Leaders");
    // The prerendered page names the origin it was built for; once hydrated, the page's own.
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${stack.url}/`);
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(structured["@type"]).toBe("WebSite");
    await page.close();
  });

  // The form's states (empty box, sending, network down) are component tests: NewsletterForm.test.tsx.
  it("subscribes: success, the box cleared, and the spec's payload delivered to the automation", async () => {
    await openLanding();
    await page.getByLabel("Get the Executive Briefing in your inbox").fill("Satya.N@Company.example");
    await page.getByRole("button", { name: "Subscribe" }).click();

    await page.getByTestId("toast").filter({ hasText: "Success!" }).waitFor();
    expect(await toast().innerText()).toContain("You've been subscribed to our newsletter.");
    expect(await page.getByLabel("Get the Executive Briefing in your inbox").inputValue()).toBe("");

    const delivered = await eventually(() => receiver.received[0]);
    expect(JSON.parse(delivered.body)).toEqual({
      email: "satya.n@company.example",
      timestamp: expect.stringMatching(/Z$/),
      source: "newsletter_signup",
      website: stack.config.publicUrl,
    });
    await page.close();
  });

  it("shows the 404 page for an unknown path, logs the path, and links home", async () => {
    page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => errors.push(message.text()));
    await page.goto(`${stack.url}/no-such-page`);
    await page.getByRole("heading", { name: "404" }).waitFor();
    expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
    // Logged once the app runs: the page itself arrives prerendered.
    await expect.poll(() => errors.some((text) => text.includes("/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.getByRole("heading", { name: "AI for Leaders" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.close();
  });
});
