// The four AI workflows in Chromium, as a leader runs them from their pages: with an automation
// that calls back, with WebSockets blocked (the polling fallback), and with the built-in analyzer
// reading a loopback page (also the company website a founder with a personal address gives).
// The forms' own states and messages are component tests beside the pages (features/guides).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";
import { createAccountInDialog } from "../support/accounts.ts";
import { startTestAutomation } from "../support/test-automation.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { useChromium, useBrowserJourney } from "../support/journey.ts";

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
  await createAccountInDialog(page, {
    email: `whitney-${Date.now()}-${Math.random()}@company.example`,
    password: "Bumble2026Ok",
    full_name: "Whitney Wolfe",
  });
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
  async founder(page: Page, base: string, { email, website }: { email: string; website?: string }) {
    await page.goto(`${base}/level-3-founder-profile`);
    await page.getByLabel("Full Name").fill("Ann Lee");
    await page.getByLabel("Email").fill(email);
    if (website) await page.getByRole("textbox", { name: "Company website (optional)" }).fill(website);
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
  const chromium = useChromium();

  describe("with an automation that calls back", () => {
    const suite = useBrowserJourney({
      beside: async () => ({ automation: await startTestAutomation() }),
      stack: ({ automation }) => ({
        rateLimits: limits,
        settings: {
          LANDING_ROAST_WEBHOOK_URL: automation.url("landing-roast"),
          LANDING_IMPROVE_WEBHOOK_URL: automation.url("landing-improve"),
          FOUNDER_PROFILE_WEBHOOK_URL: automation.url("founder-profile"),
          WEBSITE_ROAST_WEBHOOK_URL: automation.url("website-roast"),
        },
      }),
      page: false,
    });

    it("roasts a landing page once the visitor has made an account, with the automation's result", async () => {
      const page = await suite.visitor.newPage();
      await page.goto(`${suite.stack.url}/level-3-build-website`);
      const box = page.locator("section.guides-roast");
      await box.getByLabel("Landing page URL").fill("https://acme.example");
      await box.getByRole("button", { name: "Roast It" }).click();
      await toastWith(page, "Authentication Required").waitFor();
      await signUpOnPage(page);
      const roast = await workflows.landingRoast(page, suite.stack.url, "https://acme.example");
      expect(roast).toContain("Automation result for landing-roast");
      expect(roast).not.toContain("ROAST:");
      expect(roast).not.toBe("Analysis completed!");
      await page.close();
    });

    it("shows results by polling when WebSockets are blocked", async () => {
      const blocked = await contextWithAccess(chromium.browser, suite.stack);
      let socketAttempts = 0;
      await blocked.routeWebSocket(/\/ws/, (socket) => {
        socketAttempts += 1;
        socket.close();
      });
      const page = await blocked.newPage();
      expect(await workflows.websiteRoast(page, suite.stack.url, "https://polled.example")).toContain(
        "Automation result for website-roast",
      );
      const brief = await workflows.founder(page, suite.stack.url, { email: "polled@lee.example" });
      expect(brief).toContain("Automation result for founder-profile");
      expect(brief, "the automation's line breaks kept").toContain("\n");
      expect(await workflows.improve(page, suite.stack.url, "polled.example")).toContain("Automation result for landing-improve");
      await page.goto(`${suite.stack.url}/level-3-build-website`);
      await page.getByRole("button", { name: "Log in" }).click();
      await signUpOnPage(page);
      expect(await workflows.landingRoast(page, suite.stack.url, "https://polled.example")).toContain(
        "Automation result for landing-roast",
      );
      // Each wait tried the socket, and once more after it dropped.
      expect(socketAttempts).toBeGreaterThanOrEqual(8);
      expect(new Set(suite.automation.received.map((request) => request.kind))).toEqual(
        new Set(["landing-roast", "website-roast", "founder-profile", "landing-improve"]),
      );
      await blocked.close();
    });
  });

  describe("with the built-in analyzer", () => {
    it("answers all four workflows from a page on loopback", async () => {
      const site = await startFixtureSite();
      const stack = await startTestStack({ rateLimits: limits, settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1" } });
      try {
        const visitor = await contextWithAccess(chromium.browser, stack);
        const page = await visitor.newPage();
        const roast = await workflows.websiteRoast(page, stack.url, site.url("strong"));
        expect(roast).toContain("Built-in analysis (rule-based, not AI)");
        expect(roast).toMatch(/\d+\/100/);
        expect(roast).toContain("Top fixes");
        const improve = await workflows.improve(page, stack.url, site.url("weak").replace("http://", ""));
        expect(improve).toContain("Top fixes");
        const founder = await workflows.founder(page, stack.url, { email: "ann.lee@gmail.com" });
        expect(founder).toContain("Ann Lee");
        // A personal address: the company website given instead is the site the brief reads.
        const homepage = new URL("/", site.url("strong"));
        const withWebsite = await workflows.founder(page, stack.url, {
          email: "ann.lee@gmail.com",
          website: `http://${homepage.host}/team`,
        });
        expect(withWebsite).toContain(`You gave ${homepage.host} as your company website, so I read the homepage at ${homepage.href}`);
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
