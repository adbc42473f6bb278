// The four AI workflows in Chromium: with an automation that calls back, with the built-in
// analyzer reading a loopback page, and with WebSockets blocked (the polling fallback).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";
import { createAccountInDialog } from "../support/accounts.ts";
import { startTestAutomation, type TestAutomation } from "../support/test-automation.ts";
import { startFixtureSite } from "../support/fixture-site.ts";

const generous = { limit: 10_000, windowSeconds: 600 };
const limits = { ...rateLimits, workflow: generous, signUp: generous, signInPerIp: generous };
const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

/** Notes each toast's title as it is shown: one shows at a time, so a quick "Complete" replaces "Started". */
async function noteToastTitles(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { toastTitles: string[] }).toastTitles = []);
    new MutationObserver(() => {
      for (const title of Array.from(document.querySelectorAll('[data-testid="toast"] .toast-title'))) {
        if (seen.at(-1) !== title.textContent) seen.push(title.textContent ?? "");
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}
const toastTitlesSeen = (page: Page) => page.evaluate(() => (window as unknown as { toastTitles: string[] }).toastTitles);

async function signUpOnPage(page: Page) {
  await createAccountInDialog(page, { email: `whitney-${Date.now()}-${Math.random()}@company.example`, password: "Bumble2026Ok", full_name: "Whitney Wolfe" });
}

/** Runs the four workflows on `page` and returns what each showed as its result. */
const workflows = {
  async landingRoast(page: Page, base: string, url: string) {
    await page.goto(`${base}/level-3-build-website`);
    const box = page.locator("section.guides-roast");
    await box.getByLabel("Landing page URL").fill(url);
    await noteToastTitles(page);
    await box.getByRole("button", { name: "Roast It" }).click();
    await toastWith(page, "Roast Complete").waitFor();
    expect(await toastTitlesSeen(page)).toContain("Roast Request Sent");
    return box.locator(".report-view").innerText();
  },
  async improve(page: Page, base: string, host: string) {
    await page.goto(`${base}/level-3-improve-landing-page`);
    await page.getByRole("button", { name: "Analyze my landing page" }).click();
    await page.getByLabel("Landing page URL").fill(host);
    await noteToastTitles(page);
    await page.getByRole("button", { name: "Go", exact: true }).click();
    await toastWith(page, "Analysis Complete").waitFor();
    expect(await toastTitlesSeen(page)).toContain("Analysis Started");
    return page.locator(".report-view").innerText();
  },
  async founder(page: Page, base: string, email: string) {
    await page.goto(`${base}/level-3-founder-profile`);
    await page.getByLabel("Full Name").fill("Ann Lee");
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Submit Profile" }).click();
    await toastWith(page, "Profile Submitted").waitFor();
    await page.getByRole("heading", { name: "Your founder brief" }).waitFor();
    return page.locator(".report-view").innerText();
  },
  async websiteRoast(page: Page, base: string, url: string) {
    await page.goto(`${base}/level-3-roast-website`);
    await page.getByLabel("Website URL *").fill(url);
    await page.getByRole("button", { name: "Submit URL" }).click();
    await toastWith(page, "URL Submitted").waitFor();
    await page.getByRole("heading", { name: "Your Website Roast" }).waitFor();
    await page.locator(".report-view:not([aria-busy])").waitFor();
    return page.locator(".report-view").innerText();
  },
};

describe.skipIf(!hasChromium)("the AI workflows in Chromium", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe("with an automation that calls back", () => {
    let automation: TestAutomation;
    let stack: LocalStack;
    let visitor: BrowserContext;

    beforeAll(async () => {
      automation = await startTestAutomation();
      stack = await startTestStack({
        rateLimits: limits,
        settings: {
          LANDING_ROAST_WEBHOOK_URL: automation.url("landing-roast"),
          LANDING_IMPROVE_WEBHOOK_URL: automation.url("landing-improve"),
          FOUNDER_PROFILE_WEBHOOK_URL: automation.url("founder-profile"),
          WEBSITE_ROAST_WEBHOOK_URL: automation.url("website-roast"),
        },
      });
      visitor = await contextWithAccess(browser, stack);
    });
    afterAll(async () => {
      await stack?.stop();
      await automation?.close();
    });

    it("landing roast: asks for an account first, then roasts and shows the result", async () => {
      const page = await visitor.newPage();
      await page.goto(`${stack.url}/level-3-build-website`);
      const box = page.locator("section.guides-roast");
      expect(await box.getByLabel("Landing page URL").inputValue()).toBe("https://");
      await box.getByLabel("Landing page URL").fill("not a url");
      await box.getByRole("button", { name: "Roast It" }).click();
      await toastWith(page, "Invalid URL").waitFor();

      await box.getByLabel("Landing page URL").fill("https://acme.example");
      await box.getByRole("button", { name: "Roast It" }).click();
      await toastWith(page, "Authentication Required").waitFor();
      expect(await toastWith(page, "Authentication Required").innerText()).toContain("Please sign in to analyze landing pages");
      await signUpOnPage(page);

      const result = await workflows.landingRoast(page, stack.url, "https://acme.example");
      expect(result).toContain("Automation result for landing-roast");
      expect(result).not.toContain("ROAST:");
      expect(result).not.toBe("Analysis completed!");
      await page.close();
    });

    it("landing roast: 'Roasting...' with Cancel, which stops the wait", async () => {
      automation.delayMs = 20_000;
      try {
        const page = await visitor.newPage();
        await page.goto(`${stack.url}/level-3-build-website`);
        const box = page.locator("section.guides-roast");
        await box.getByLabel("Landing page URL").fill("https://slow.example");
        await box.getByRole("button", { name: "Roast It" }).click();
        await box.getByRole("button", { name: "Roasting..." }).waitFor();
        expect(await box.getByRole("button", { name: "Roasting..." }).isDisabled()).toBe(true);
        await box.getByRole("button", { name: "Cancel" }).click();
        await toastWith(page, "Roast Cancelled").waitFor();
        expect(await toastWith(page, "Roast Cancelled").innerText()).toContain("The roast analysis has been stopped.");
        expect(await box.getByRole("region", { name: "Roast results" }).innerText()).toBe("Roast cancelled by user.");
        expect(await box.getByRole("button", { name: "Roast It" }).isEnabled()).toBe(true);
        await page.close();
      } finally {
        automation.delayMs = 300;
      }
    });

    it("improve: Go disabled while empty, status words while waiting, the result in step 2", async () => {
      automation.delayMs = 3_000;
      try {
        const page = await visitor.newPage();
        await page.goto(`${stack.url}/level-3-improve-landing-page`);
        await page.getByRole("button", { name: "Analyze my landing page" }).click();
        expect(await page.getByRole("button", { name: "Go", exact: true }).isDisabled()).toBe(true);
        await page.getByLabel("Landing page URL").fill("acme.example/pricing");
        await page.getByRole("button", { name: "Go", exact: true }).click();
        await toastWith(page, "Analyzing: https://acme.example/pricing - Results will appear in step 2.").waitFor();
        const words = page.locator(".guides-status-words span[aria-hidden]");
        const first = await words.innerText();
        await page.waitForTimeout(2_700);
        expect(await words.innerText()).not.toBe(first);
        await toastWith(page, "Analysis Complete").waitFor();
        expect(await page.locator(".report-view").innerText()).toContain("Automation result for landing-improve");
        await page.close();
      } finally {
        automation.delayMs = 300;
      }
    });

    it("improve: takes a result handed to the page's global callbacks", async () => {
      automation.delayMs = 20_000;
      try {
        const page = await visitor.newPage();
        await page.goto(`${stack.url}/level-3-improve-landing-page`);
        await page.getByRole("button", { name: "Analyze my landing page" }).click();
        await page.getByLabel("Landing page URL").fill("acme.example");
        await page.getByRole("button", { name: "Go", exact: true }).click();
        await page.locator(".guides-status-words").waitFor();
        await page.evaluate(() => (window as unknown as { displayResults: (text: string) => void }).displayResults("Delivered by the page callback"));
        await toastWith(page, "Analysis Complete").waitFor();
        expect(await page.locator(".report-view").innerText()).toContain("Delivered by the page callback");
        expect(await page.evaluate(() => typeof (window as unknown as { handleWebhookResponse?: unknown }).handleWebhookResponse)).toBe("function");
        await page.close();
      } finally {
        automation.delayMs = 300;
      }
    });

    it("founder profile: required fields, submitted, waiting card, result card", async () => {
      const page = await visitor.newPage();
      await page.goto(`${stack.url}/level-3-founder-profile`);
      await page.getByRole("button", { name: "Submit Profile" }).click();
      await toastWith(page, "Required Fields").waitFor();
      expect(await toastWith(page, "Required Fields").innerText()).toContain("Please fill in at least your name and email.");
      expect(await page.getByLabel("Email").getAttribute("type")).toBe("email");
      const result = await workflows.founder(page, stack.url, "ann@lee.example");
      expect(result).toContain("Automation result for founder-profile");
      expect(result).toContain("\n");
      await page.close();
    });

    it("roast website: the spec's labels, states and empty message, then the result", async () => {
      const page = await visitor.newPage();
      await page.goto(`${stack.url}/level-3-roast-website`);
      await page.getByRole("heading", { name: "Roast Website", level: 1 }).waitFor();
      expect(await page.getByText("Enter your website URL to get an AI-powered roast").isVisible()).toBe(true);
      expect(await page.getByText("Submit your website URL for a comprehensive AI analysis.").isVisible()).toBe(true);
      const field = page.getByLabel("Website URL *");
      expect(await field.getAttribute("type")).toBe("text");
      expect(await field.getAttribute("required")).not.toBeNull();
      expect(await field.getAttribute("placeholder")).toBe("yourcompany.com");
      expect(await page.getByText("Submit a URL above to get started").isVisible()).toBe(true);
      expect(await page.getByText("No roast yet. Enter a URL above and click Submit to get started.").isVisible()).toBe(true);

      await field.fill("   ");
      await page.getByRole("button", { name: "Submit URL" }).click();
      await toastWith(page, "Required Field").waitFor();
      await field.fill("bad host name");
      await page.getByRole("button", { name: "Submit URL" }).click();
      await toastWith(page, "Please enter a valid URL.").waitFor();

      automation.delayMs = 2_000;
      try {
        await field.fill("acme.example");
        await page.getByRole("button", { name: "Submit URL" }).click();
        await page.getByRole("heading", { name: "Roasting Your Website" }).waitFor();
        expect(await page.getByText("Please wait while we analyze your website...").isVisible()).toBe(true);
        expect(await page.getByRole("button", { name: "Roasting..." }).isDisabled()).toBe(true);
        await page.locator(".report-view").waitFor();
        expect(await page.locator(".report-view").innerText()).toContain("Automation result for website-roast");
        expect(automation.received.some((request) => request.kind === "website-roast")).toBe(true);
      } finally {
        automation.delayMs = 300;
      }
      await page.close();
    });

    it("shows results by polling when WebSockets are blocked", async () => {
      const blocked = await contextWithAccess(browser, stack);
      let socketAttempts = 0;
      await blocked.routeWebSocket(/\/ws/, (socket) => {
        socketAttempts += 1;
        socket.close();
      });
      const page = await blocked.newPage();
      expect(await workflows.websiteRoast(page, stack.url, "https://polled.example")).toContain("Automation result for website-roast");
      expect(await workflows.founder(page, stack.url, "polled@lee.example")).toContain("Automation result for founder-profile");
      expect(await workflows.improve(page, stack.url, "polled.example")).toContain("Automation result for landing-improve");
      await page.goto(`${stack.url}/level-3-build-website`);
      await page.getByRole("button", { name: "Log in" }).click();
      await signUpOnPage(page);
      expect(await workflows.landingRoast(page, stack.url, "https://polled.example")).toContain("Automation result for landing-roast");
      // Each wait tried the socket, and once more after it dropped.
      expect(socketAttempts).toBeGreaterThanOrEqual(8);
      await blocked.close();
    });
  });

  describe("with the built-in analyzer", () => {
    it("answers all four workflows from a page on loopback", async () => {
      const site = await startFixtureSite();
      const stack = await startTestStack({ rateLimits: limits, settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1" } });
      try {
        const visitor = await contextWithAccess(browser, stack);
        const page = await visitor.newPage();
        const roast = await workflows.websiteRoast(page, stack.url, site.url("strong"));
        expect(roast).toContain("Built-in analysis (rule-based, not AI)");
        expect(roast).toMatch(/\d+\/100/);
        expect(roast).toContain("Top fixes");
        const improve = await workflows.improve(page, stack.url, site.url("weak").replace("http://", ""));
        expect(improve).toContain("Top fixes");
        const founder = await workflows.founder(page, stack.url, "ann.lee@gmail.com");
        expect(founder).toContain("Ann Lee");
        await page.goto(`${stack.url}/level-3-build-website`);
        await page.getByRole("button", { name: "Log in" }).click();
        await signUpOnPage(page);
        const landing = await workflows.landingRoast(page, stack.url, site.url("bakery"));
        expect(landing).toContain("Built-in analysis (rule-based, not AI)");
        await visitor.close();
      } finally {
        await stack.stop();
        await site.close();
      }
    });
  });
});
