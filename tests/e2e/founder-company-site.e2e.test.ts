// The founder form in Chromium: a personal-mail address brings up the optional company website
// (a company address does not), a bad website is refused on the form, and a good one is the site
// the built-in analyzer reads, from a loopback page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";
import { startFixtureSite } from "../support/fixture-site.ts";

const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });

describe.skipIf(!hasChromium)("the founder form's company website", () => {
  let browser: Browser;
  let stack: LocalStack;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;

  beforeAll(async () => {
    browser = await launchChromium();
    site = await startFixtureSite();
    stack = await startTestStack({
      rateLimits: { ...rateLimits, workflow: { limit: 10_000, windowSeconds: 600 } },
      settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1" },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await site?.close();
  });

  it("is asked for with a gmail.com address, not with a company one, and is the site the profile reads", async () => {
    const visitor = await contextWithAccess(browser, stack);
    const page = await visitor.newPage();
    await page.goto(`${stack.url}/level-3-founder-profile`);
    await page.getByLabel("Full Name").fill("Sam Rivera");
    const email = page.getByLabel("Email");
    const website = page.getByRole("textbox", { name: "Company website (optional)" });

    await email.fill("sam.rivera@company.example");
    await expect(website.count()).resolves.toBe(0);
    await email.fill("sam.rivera@gmail.com");
    await website.waitFor();
    await expect(website.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).innerText())).resolves.toContain(
      "Add its website and we'll read that instead.",
    );
    await email.fill("sam.rivera@company.example");
    await website.waitFor({ state: "detached" });

    await email.fill("sam.rivera@gmail.com");
    await website.fill("not a website");
    await page.getByRole("button", { name: "Submit Profile" }).click();
    await toastWith(page, "Please enter a valid URL").waitFor();

    const homepage = new URL("/", site.url("strong"));
    await website.fill(`http://${homepage.host}/team`);
    await page.getByRole("button", { name: "Submit Profile" }).click();
    await toastWith(page, "Profile Submitted").waitFor();
    await page.getByRole("heading", { name: "Your founder brief" }).waitFor();
    const brief = await page.locator(".report-view").innerText();
    expect(brief).toContain(`You gave ${homepage.host} as your company website, so I read the homepage at ${homepage.href}`);
    await visitor.close();
  });
});
