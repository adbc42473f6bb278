// Accessibility, as a person with a screen reader or only a keyboard meets the site: axe-core
// (WCAG 2.2 AA) on every page and dialog not covered by the content-pages suite, at desktop width and
// at 360 px; and keyboard-only runs in Chromium (issue 28, "a visitor never loses their place") that
// keep focus on a visible element after a vote, a wrong access code, a dialog closed with × or Escape,
// and "Next" on a post; a client-side navigation lands on the new page's h1; toasts come one at a
// time, above any dialog, away from the button that raised them, and end with the page; the hub's
// active tab marker reaches 3:1.
import { describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { hasChromium, hydrated } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";

import { startFixtureSite } from "../support/fixture-site.ts";
import { articleSummaries } from "../../packages/web/src/content/articles/catalog.ts";
import { useBrowserJourney } from "../support/journey.ts";

const wide = { width: 1280, height: 900 };
const narrow = { width: 360, height: 740 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Not reached with ${maxPresses} presses of Tab`);
}

/** What has focus: never the page body, and something the visitor can see. */
async function focusedElement(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const box = focused?.getBoundingClientRect();
    return {
      onBody: focused === null || focused === document.body,
      visible: focused !== null && focused.checkVisibility() && box!.width > 0 && box!.height > 0,
      tag: focused?.tagName.toLowerCase(),
      id: focused?.id,
      text: (focused as HTMLElement | null)?.innerText.trim(),
      label: focused?.getAttribute("aria-label"),
    };
  });
}

async function expectFocusOnVisibleElement(page: Page) {
  const focused = await focusedElement(page);
  expect(focused.onBody).toBe(false);
  expect(focused.visible).toBe(true);
  return focused;
}

function relativeLuminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map(Number)
    .map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe.skipIf(!hasChromium)("accessibility, with axe-core and the keyboard", () => {
  const suite = useBrowserJourney({
    beside: async () => ({ site: await startFixtureSite() }),
    stack: { settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1" } },
    page: false,
  });

  describe("axe-core, WCAG 2.2 AA", () => {
    async function roastStrongPage(page: Page) {
      await page.getByLabel("Website URL *").fill(suite.site.url("strong"));
      await page.getByRole("button", { name: "Submit URL" }).click();
      await page.locator(".report-view:not([aria-busy])").waitFor();
    }

    async function scan(path: string, prepare?: (page: Page) => Promise<void>) {
      const page = await suite.visitor.newPage();
      await page.goto(`${suite.stack.url}${path}`);
      await page.locator("h1").first().waitFor();
      await prepare?.(page);
      const desktop = await axeViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      const mobile = await axeViolations(page);
      await page.close();
      return [...desktop, ...mobile];
    }

    it.each([
      ["the landing page", "/", undefined],
      // This visitor holds a token, so the hero offers "Continue to Level 2": the gate's own link opens the dialog.
      ["the access dialog", "/?next=%2Flevel-2", (page: Page) => page.getByRole("dialog").waitFor()],
      [
        "the contact dialog",
        "/",
        (page: Page) =>
          page
            .getByRole("button", { name: "Contact" })
            .click()
            .then(() => page.getByRole("dialog").waitFor()),
      ],
      ["the Workflows tab", "/level-2/workflows", undefined],
      ["the Tools tab", "/level-2/tools", undefined],
      [
        "the Vote tab",
        "/level-2/workflows",
        async (page: Page) => {
          await page.getByRole("tab", { name: "Vote" }).click();
          await page.getByText("No suggestions yet. Be the first to suggest a workflow!").waitFor();
          await page.getByLabel("Title").fill("An idea");
          await page.locator(".comments-toggle").first().click();
          await page.getByText("No comments yet.").waitFor();
        },
      ],
      [
        "the Blog tab",
        "/level-2/workflows",
        (page: Page) =>
          page
            .getByRole("tab", { name: "Blog" })
            .click()
            .then(() => page.locator('a[href^="/blog/"]').first().waitFor()),
      ],
      ["the 404 page", "/no-such-page", undefined],
      [
        "the sign-up dialog with its messages",
        "/level-3-build-website",
        async (page: Page) => {
          await page.getByRole("button", { name: "Log in" }).click();
          await page.getByRole("dialog").getByRole("button", { name: "Create an account" }).click();
          await page.getByRole("dialog").getByRole("button", { name: "Create account" }).click();
          await page.getByText("Full name must be at least 2 characters").waitFor();
        },
      ],
      ["the founder profile page", "/level-3-founder-profile", undefined],
      ["the roast website page", "/level-3-roast-website", undefined],
      ["a finished report with its permanent link and this device's results", "/level-3-roast-website", roastStrongPage],
      [
        "a kept result's page",
        "/level-3-roast-website",
        async (page: Page) => {
          await roastStrongPage(page);
          await page.getByRole("group", { name: "Permanent link" }).getByRole("link").click();
          await page.getByRole("heading", { level: 1, name: /Report for/ }).waitFor();
          await page.locator(".report-view").waitFor();
        },
      ],
    ])("%s has no violations, at desktop width and at 360 px", async (_name, path, prepare) => {
      expect(await scan(path, prepare)).toEqual([]);
    });
    /** A first-time visitor (no access token), at 1280 px and then at 360 px. */
    async function scanAsNewVisitor(path: string, ready: (page: Page) => Promise<void>) {
      const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${suite.stack.url}${path}`);
      await ready(page);
      const desktop = await axeViolations(page);
      await page.setViewportSize({ width: 360, height: 740 });
      const mobile = await axeViolations(page);
      await page.close();
      return [...desktop, ...mobile];
    }

    it("the landing page with Sign In, what's inside, the briefing and how it works has no violations", async () => {
      const violations = await scanAsNewVisitor("/", async (page) => {
        await page.getByRole("button", { name: "Sign In" }).waitFor();
        for (const section of ["What's inside", "The Executive Briefing", "How it works"]) {
          await page.getByRole("region", { name: section }).waitFor();
        }
      });
      expect(violations).toEqual([]);
    });

    it("the form opened by Request an access code has no violations", async () => {
      const violations = await scanAsNewVisitor("/", async (page) => {
        await page.getByRole("button", { name: "Request an access code" }).first().click();
        await page.getByRole("dialog", { name: "Request an access code" }).getByLabel("Why would you like access?").waitFor();
      });
      expect(violations).toEqual([]);
    });

    it("the privacy page has no violations", async () => {
      const violations = await scanAsNewVisitor("/privacy", (page) => page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor());
      expect(violations).toEqual([]);
    });
  });

  describe("focus and toasts, keyboard only", () => {
    async function landing(viewport = wide) {
      const page = await suite.browser.newPage({ viewport });
      await page.goto(suite.stack.url);
      await hydrated(page);
      return page;
    }

    async function voteTab(viewport: typeof wide) {
      const page = await (await contextWithAccess(suite.browser, suite.stack, { viewport })).newPage();
      await page.goto(`${suite.stack.url}/level-2/workflows`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      // Leftwards: Blog, then Vote, both switched in place (Tools would change the address).
      await tabTo(page, page.getByRole("tab", { name: "Workflows" }));
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await page.getByRole("heading", { name: "Vote for Next Tools" }).waitFor();
      await page.getByRole("list", { name: "Predefined tools" }).waitFor();
      return page;
    }

    for (const [viewport, tool] of [
      [wide, "Build a Website in Minutes"],
      [narrow, "Pick a Target Market"],
    ] as const) {
      it(`votes with Enter at ${viewport.width} px: focus stays on the vote button, the toast beside it, not over it`, async () => {
        const page = await voteTab(viewport);
        const voteButton = page.getByRole("button", { name: new RegExp(`^Vote for ${tool}, \\d+ votes?$`) });
        await tabTo(page, voteButton);
        await page.keyboard.press("Enter");
        const toast = page.getByTestId("toast").filter({ hasText: "Vote recorded" });
        await toast.waitFor();
        const voted = page.getByRole("button", { name: `Voted for ${tool}, 1 vote` });
        await voted.waitFor();

        const focused = await expectFocusOnVisibleElement(page);
        expect(focused.label).toBe(`Voted for ${tool}, 1 vote`);
        expect(await voted.getAttribute("aria-disabled")).toBe("true");
        expect(overlaps((await toast.boundingBox())!, (await voted.boundingBox())!)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);

        // A second press is ignored: nothing is sent, the button keeps its focus.
        const sent: string[] = [];
        page.on("request", (request) => sent.push(request.url()));
        await page.keyboard.press("Enter");
        expect((await focusedElement(page)).label).toBe(`Voted for ${tool}, 1 vote`);
        expect(sent.filter((url) => url.includes("/votes"))).toEqual([]);
        await page.context().close();
      });

      it(`keeps focus on Subscribe at ${viewport.width} px, one toast at a time, never over the button, gone on the next page`, async () => {
        const page = await landing(viewport);
        const subscribe = page.getByRole("button", { name: "Subscribe" });
        await tabTo(page, subscribe);
        await page.keyboard.press("Enter");
        const required = page.getByTestId("toast").filter({ hasText: "Email required" });
        await required.waitFor();
        expect((await focusedElement(page)).text).toBe("Subscribe");
        expect(overlaps((await required.boundingBox())!, (await subscribe.boundingBox())!)).toBe(false);

        await page.keyboard.press("Shift+Tab");
        await page.keyboard.type("reader@example.com");
        await page.keyboard.press("Enter");
        const subscribed = page.getByTestId("toast").filter({ hasText: "Success!" });
        await subscribed.waitFor();
        expect(await page.getByTestId("toast").count()).toBe(1);
        expect((await focusedElement(page)).id).toBe("newsletter-email");
        expect(overlaps((await subscribed.boundingBox())!, (await subscribe.boundingBox())!)).toBe(false);

        // A client-side navigation: the toast ends with the page, focus starts on the new page's h1.
        await tabTo(page, page.getByRole("link", { name: "Privacy" }).first());
        await page.keyboard.press("Enter");
        await page.waitForURL(`${suite.stack.url}/privacy`);
        await page.waitForFunction(() => document.activeElement?.tagName === "H1");
        await expectFocusOnVisibleElement(page);
        expect(await page.getByTestId("toast").count()).toBe(0);
        await page.close();
      });
    }

    it("keeps focus in the access code field after a wrong code, with its error in a toast above the dialog, and × or Escape return focus to Sign In", async () => {
      const page = await landing();
      expect((await focusedElement(page)).onBody).toBe(true); // the first load moves no focus
      const signIn = page.getByRole("button", { name: "Sign In" });
      await tabTo(page, signIn);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Access Required" });
      await dialog.waitFor();
      expect((await focusedElement(page)).id).toBe("access-code");

      await page.keyboard.type("not-a-code");
      await page.keyboard.press("Enter");
      const toast = page.getByTestId("toast").filter({ hasText: "Invalid access code" });
      await toast.waitFor();
      // Drawn above the open dialog, where it can be read.
      const onTop = await toast.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(onTop).toBe(true);
      expect(await dialog.isVisible()).toBe(true);
      const focused = await expectFocusOnVisibleElement(page);
      expect(focused.id).toBe("access-code");
      const field = dialog.getByLabel("Access code");
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByRole("textbox", { description: "Please check your access code and try again." }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // The toast's close button, reached from the keyboard, hands focus back to the field.
      const refusal = page.getByTestId("toast");
      await tabTo(page, refusal.getByRole("button", { name: "Dismiss notification" }));
      await page.keyboard.press("Enter");
      await refusal.waitFor({ state: "detached" });
      expect(await dialog.isVisible()).toBe(true);
      expect((await expectFocusOnVisibleElement(page)).id).toBe("access-code");

      await tabTo(page, dialog.getByRole("button", { name: "Close" }));
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      expect((await expectFocusOnVisibleElement(page)).text).toBe("Sign In");
      // The page hears of the closing from the browser's close event, a task after the dialog has gone
      // from the screen: a key sent in between (no person is that quick) would find it still open.
      await page.locator("dialog:has(h2:text-is('Access Required'))").waitFor({ state: "detached" });

      // Escape closes it the same way.
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      expect((await expectFocusOnVisibleElement(page)).text).toBe("Sign In");
      expect(new URL(page.url()).pathname).toBe("/");
      await page.close();
    });

    it("returns focus to the footer's Contact after closing the Contact dialog with ×", async () => {
      const page = await landing(narrow);
      const contact = page.locator("footer").getByRole("button", { name: "Contact" });
      await tabTo(page, contact);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Contact Us" });
      await dialog.waitFor();
      await tabTo(page, dialog.getByRole("button", { name: "Close" }));
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      expect((await expectFocusOnVisibleElement(page)).text).toBe("Contact");
      await page.close();
    });

    it("keeps focus in the Log in dialog, never called Sign in, while a password is checked and after it is refused", async () => {
      const context = await contextWithAccess(suite.browser, suite.stack, { viewport: narrow });
      const page = await context.newPage();
      // Level 3 pages offer no account where none is needed, and nothing there is called Sign in.
      await page.goto(`${suite.stack.url}/level-3-research-report`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await page.locator(".account-menu:not([aria-busy])").waitFor({ state: "attached" });
      expect(await page.getByRole("button", { name: "Log in" }).count()).toBe(0);
      expect(await page.getByRole("button", { name: /sign in/i }).count()).toBe(0);

      // The landing-page roast needs one: Log in.
      await page.goto(`${suite.stack.url}/level-3-build-website`);
      await page.getByRole("button", { name: "Log in" }).click();
      const dialog = page.getByRole("dialog", { name: "Log in" });
      await dialog.waitFor();
      expect(await dialog.getByRole("button", { name: "Log in", exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: /sign in/i }).count()).toBe(0);
      await dialog.getByLabel("Email").fill("nobody@company.example");
      await dialog.getByLabel("Password", { exact: true }).fill("Wrong2026Password");
      await page.keyboard.press("Enter");
      // Busy: the field is read-only, not disabled, so it keeps focus.
      await dialog.getByRole("button", { name: "Please wait..." }).waitFor();
      expect(await focusedElement(page)).toMatchObject({ onBody: false, visible: true, tag: "input" });
      await dialog.getByRole("alert").waitFor();
      expect(await focusedElement(page)).toMatchObject({ onBody: false, visible: true });
      await context.close();
    });

    it("puts focus on the next post's title after Next", async () => {
      const [first, second] = articleSummaries;
      const page = await suite.browser.newPage({ viewport: narrow });
      await page.goto(`${suite.stack.url}/blog/${first!.slug}`);
      await hydrated(page);
      await tabTo(page, page.getByRole("link", { name: "Next", exact: true }));
      await page.keyboard.press("Enter");
      await page.waitForURL(`${suite.stack.url}/blog/${second!.slug}`);
      await page.waitForFunction(() => document.activeElement?.tagName === "H1");
      expect((await expectFocusOnVisibleElement(page)).text).toBe(second!.title);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });

    it("keeps focus on a hub tab that changes the address, and marks the active tab at 3:1 or more", async () => {
      const page = await (await contextWithAccess(suite.browser, suite.stack, { viewport: wide })).newPage();
      await page.goto(`${suite.stack.url}/level-2/workflows`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      await tabTo(page, page.getByRole("tab", { name: "Workflows" }));
      await page.keyboard.press("ArrowRight");
      await page.waitForURL(`${suite.stack.url}/level-2/tools`);
      await page.getByRole("tab", { name: "Tools", selected: true }).waitFor();
      expect((await expectFocusOnVisibleElement(page)).text).toBe("Tools");

      const { marker, background } = await page.getByRole("tab", { selected: true }).evaluate((tab) => {
        let behind: Element | null = tab;
        let background = "rgba(0, 0, 0, 0)";
        while (behind && /rgba\(.*, 0\)$|transparent/.test(background)) {
          background = getComputedStyle(behind).backgroundColor;
          behind = behind.parentElement;
        }
        return { marker: getComputedStyle(tab).borderBottomColor, background };
      });
      expect(contrast(marker, background)).toBeGreaterThanOrEqual(3);
      await page.context().close();
    });
  });
});
