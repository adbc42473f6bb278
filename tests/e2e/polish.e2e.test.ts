// Rough edges a new user met (issue 17): the hub's tabs at 360 px, toasts above dialogs, the 404
// page's title, one column edge for every page, "Log in" only where an account is needed. (What
// `npm start` prints per request and per failed job: operator-log.test, no browser needed.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";

const narrow = { width: 360, height: 740 };
const wide = { width: 1280, height: 900 };

describe.skipIf(!hasChromium)("polish, as a new user saw it", () => {
  let browser: Browser;
  let stack: LocalStack;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function gatedPage(viewport: { width: number; height: number }): Promise<Page> {
    return (await contextWithAccess(browser, stack, { viewport })).newPage();
  }

  it("shows all four hub tabs whole at 360 px", async () => {
    const page = await gatedPage(narrow);
    await page.goto(`${stack.url}/level-2/workflows`);
    const tabs = page.getByRole("tab");
    await tabs.first().waitFor();
    expect(await tabs.allInnerTexts()).toEqual(["Workflows", "Tools", "Vote", "Blog"]);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(narrow.width);
      const clipped = await tab.evaluate((element) => {
        const strip = element.parentElement!.getBoundingClientRect();
        const own = element.getBoundingClientRect();
        return element.scrollWidth > element.clientWidth || own.left < strip.left || own.right > strip.right;
      });
      expect(clipped).toBe(false);
    }
    await page.context().close();
  });

  it("draws a toast above an open dialog, where it can be read and dismissed", async () => {
    const page = await browser.newPage({ viewport: narrow });
    await page.goto(stack.url);
    await page.getByRole("button", { name: "Sign In" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Access Required" });
    await dialog.waitFor();
    await dialog.getByLabel("Access code").fill("not-a-code");
    await dialog.getByRole("button", { name: "Access", exact: true }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Invalid access code" });
    await toast.waitFor();

    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await toast.waitFor({ state: "detached" });
    expect(await dialog.isVisible()).toBe(true);
    await page.close();
  });

  it("gives the 404 page its own title and keeps its texts", async () => {
    const page = await browser.newPage();
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await page.goto(`${stack.url}/no-such-page`);
    await page.getByRole("heading", { name: "404" }).waitFor();
    expect(await page.title()).toBe("Page not found — AI for Leaders");
    expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    // Logged by the app, which starts once the prerendered page has painted.
    await expect.poll(() => logged.some((text) => text.includes("/no-such-page"))).toBe(true);
    await page.close();
  });

  describe("one column for every kind of page", () => {
    const pages = ["/level-2/workflows", "/level-3-build-website", "/prompts/claude", "/blog/why-ai-matters-for-leaders"];

    for (const viewport of [wide, narrow]) {
      it(`puts the hub's, a guide's, a library's and a post's title on one left edge at ${viewport.width} px`, async () => {
        const page = await gatedPage(viewport);
        const edges: number[] = [];
        for (const path of pages) {
          await page.goto(`${stack.url}${path}`);
          const heading = page.getByRole("heading", { level: 1 });
          await heading.waitFor();
          edges.push((await heading.boundingBox())!.x);
        }
        for (const edge of edges) expect(Math.abs(edge - edges[0]!)).toBeLessThanOrEqual(1);
        await page.context().close();
      });
    }
  });

  describe("the account on Level 3 pages", () => {
    it("is not offered where no account is needed, and nothing there is called Sign in", async () => {
      const page = await gatedPage(wide);
      await page.goto(`${stack.url}/level-3-research-report`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.locator(".account-menu:not([aria-busy])").waitFor({ state: "attached" });
      expect(await page.getByRole("button", { name: "Log in" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /sign in/i }).count()).toBe(0);
      await page.context().close();
    });

    it("is called Log in on the landing-page roast, never Sign in", async () => {
      const page = await gatedPage(wide);
      await page.goto(`${stack.url}/level-3-build-website`);
      await page.getByRole("button", { name: "Log in" }).click();
      const dialog = page.getByRole("dialog", { name: "Log in" });
      await dialog.waitFor();
      expect(await dialog.getByRole("button", { name: "Log in", exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: /sign in/i }).count()).toBe(0);
      await page.context().close();
    });
  });
});
