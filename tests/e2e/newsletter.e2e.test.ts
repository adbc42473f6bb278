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

  it("asks for an email when the box is empty and sends nothing", async () => {
    await openLanding();
    await page.getByRole("button", { name: "Subscribe" }).click();
    await toast().waitFor();
    expect(await toast().innerText()).toContain("Email required");
    expect(await toast().innerText()).toContain("Please enter your email address.");
    expect(await toast().getAttribute("role")).toBe("alert");
    expect(receiver.received).toHaveLength(0);
    await page.close();
  });

  // While submitting the controls are unavailable but never `disabled`, which would drop their focus (issue 28).
  it("subscribes: '...', button aria-disabled and input read-only while submitting, success, email cleared, payload delivered", async () => {
    await openLanding();
    const email = page.getByLabel("Get the Executive Briefing in your inbox");
    expect(await email.getAttribute("type")).toBe("email");
    await email.fill("Satya.N@Company.example");

    // Record every state the form passes through, so the short submitting state can be checked.
    await page.evaluate(() => {
      const form = document.querySelector("form.newsletter")!;
      const states: Array<{ label: string; buttonUnavailable: boolean; inputReadOnly: boolean }> = [];
      (window as unknown as { formStates: typeof states }).formStates = states;
      new MutationObserver(() => {
        const button = form.querySelector<HTMLButtonElement>("button[type=submit]")!;
        const input = form.querySelector<HTMLInputElement>("input")!;
        states.push({ label: button.textContent ?? "", buttonUnavailable: button.getAttribute("aria-disabled") === "true", inputReadOnly: input.readOnly });
      }).observe(form, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await page.getByRole("button", { name: "Subscribe" }).click();

    await page.getByTestId("toast").filter({ hasText: "Success!" }).waitFor({ timeout: 15_000 });
    expect(await toast().innerText()).toContain("You've been subscribed to our newsletter.");
    const submitButton = page.locator("form.newsletter button[type=submit]");
    expect(await email.inputValue()).toBe("");
    expect(await submitButton.innerText()).toBe("Subscribe");
    expect(await email.isEditable()).toBe(true);
    const states = await page.evaluate(() => (window as unknown as { formStates: unknown[] }).formStates);
    expect(states).toContainEqual({ label: "...", buttonUnavailable: true, inputReadOnly: true });

    const delivered = await eventually(() => receiver.received[0]);
    expect(JSON.parse(delivered.body)).toEqual({
      email: "satya.n@company.example",
      timestamp: expect.stringMatching(/Z$/),
      source: "newsletter_signup",
      website: stack.config.publicUrl,
    });
    await page.close();
  });

  it("says 'Error' when the API cannot be reached after trying again a few times, and still clears the email", async () => {
    await openLanding();
    await page.route("**/api/newsletter", (route) => route.abort("connectionrefused"));
    await page.getByLabel("Get the Executive Briefing in your inbox").fill("offline@company.example");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await page.getByTestId("toast").filter({ hasText: "Could not reach us, trying again in" }).first().waitFor();
    // Four waits of about 1, 2, 4 and 8 s between the five attempts.
    await eventually(async () => ((await toast().innerText()).includes("Error") ? true : undefined), 30_000);
    expect(await toast().innerText()).toContain("Something went wrong. Please try again.");
    expect(await page.getByLabel("Get the Executive Briefing in your inbox").inputValue()).toBe("");
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
