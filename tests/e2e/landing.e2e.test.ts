// The landing page as a new visitor meets it: Sign In in the hero, what the code opens, the latest
// briefing articles, "Request an access code", and the privacy page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { pageWithAccess } from "../support/access.ts";
import { startTestStack } from "../support/test-stack.ts";
import { toolCards, workflowCards } from "../../packages/web/src/content/hub.ts";
import { articleSummaries } from "../../packages/web/src/content/articles/catalog.ts";

describe.skipIf(!hasChromium)("the landing page in Chromium", () => {
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

  async function openLanding(page: Page) {
    await page.goto(stack.url);
    await page.getByRole("heading", { level: 1, name: "AI for Leaders" }).waitFor();
    return page;
  }

  const hero = (page: Page) => page.locator("section.hero");

  it("has Sign In in the hero, which opens the access dialog", async () => {
    const page = await openLanding(await browser.newPage());
    await hero(page).getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Access Required" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("Enter your access code to continue to Level 2");
    await page.close();
  });

  it("opens the access dialog when a link from the gate is loaded directly, with no console error", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    await page.goto(`${stack.url}/?next=${encodeURIComponent("/prompts/claude")}`);
    await page.getByRole("dialog", { name: "Access Required" }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("offers Continue to Level 2 instead of Sign In when this tab already holds a valid token", async () => {
    const page = await openLanding(await pageWithAccess(browser, stack));
    const onward = hero(page).getByRole("link", { name: "Continue to Level 2" });
    await onward.waitFor();
    expect(await onward.getAttribute("href")).toBe("/level-2");
    expect(await page.getByRole("button", { name: "Sign In" }).count()).toBe(0);
    await onward.click();
    await page.getByRole("tab", { name: "Workflows", selected: true }).waitFor();
    await page.close();
  });

  // Issue 30, Deliver 5 and issue 31, Deliver 4: the code lasts the tab unless the visitor asks for more.
  it.each([
    [true, "a new tab goes straight to the hub"],
    [false, "a new tab asks for the code again"],
  ])("with Keep me in on this device %s: %s", async (keepMeIn) => {
    const context = await browser.newContext();
    const page = await openLanding(await context.newPage());
    await hero(page).getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog", { name: "Access Required" });
    const keep = dialog.getByRole("checkbox", { name: "Keep me in on this device for 30 days" });
    expect(await keep.isChecked()).toBe(false);
    if (keepMeIn) await keep.check();
    await dialog.getByLabel("Access code").fill(stack.config.accessCodes[0]!);
    await dialog.getByRole("button", { name: "Access" }).click();
    await page.waitForURL(/\/level-2$/);

    const newTab = await context.newPage();
    await newTab.goto(`${stack.url}/prompts/claude`);
    if (keepMeIn) {
      await newTab.getByRole("heading", { level: 1, name: "Claude Expert Prompts" }).waitFor();
      expect(await newTab.getByRole("dialog", { name: "Access Required" }).count()).toBe(0);
    } else {
      await newTab.getByRole("dialog", { name: "Access Required" }).waitFor();
    }
    await context.close();
  });

  it("opens the access-code request form from the hero and from How it works, and Contact from the footer", async () => {
    const page = await openLanding(await browser.newPage());
    await hero(page).getByRole("button", { name: "Request an access code" }).click();
    const request = page.getByRole("dialog", { name: "Request an access code" });
    await request.getByLabel("Why would you like access?").waitFor();
    expect(await request.innerText()).toContain("We reply by email, usually within two working days.");
    await page.keyboard.press("Escape");
    await request.waitFor({ state: "detached" });
    await page.locator("#how-it-works").getByRole("button", { name: "Request an access code" }).click();
    await request.getByLabel("Company").waitFor();
    await page.keyboard.press("Escape");

    // The footer's Contact still opens an empty form.
    await page.locator("footer").getByRole("button", { name: "Contact" }).click();
    await page.getByRole("dialog", { name: "Contact Us" }).waitFor();
    expect(await page.getByLabel("Subject").inputValue()).toBe("");
    await page.close();
  });

  it("links the three newest briefing articles, with their date and summary", async () => {
    const newest = [...articleSummaries]
      .map((article, order) => ({ article, order }))
      .sort((a, b) => b.article.published.localeCompare(a.article.published) || b.order - a.order)
      .slice(0, 3)
      .map(({ article }) => article);
    const page = await openLanding(await browser.newPage());
    const briefing = page.getByRole("region", { name: "The Executive Briefing" });
    const links = briefing.getByRole("link");
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")))).toEqual(
      newest.map((article) => `/blog/${article.slug}`),
    );
    const text = await briefing.innerText();
    for (const article of newest) {
      expect(text).toContain(article.title);
      expect(text).toContain(article.description);
    }
    expect(await briefing.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime")))).toEqual(
      newest.map((article) => article.published),
    );
    await links.first().click();
    await page.getByRole("heading", { level: 1, name: newest[0]!.title }).waitFor();
    await page.close();
  });

  it("names all six workflows and eight prompt libraries, and says an access code opens them", async () => {
    const page = await openLanding(await browser.newPage());
    const inside = page.getByRole("region", { name: "What's inside" });
    const text = await inside.innerText();
    expect(workflowCards).toHaveLength(6);
    expect(toolCards).toHaveLength(8);
    for (const card of [...workflowCards, ...toolCards]) {
      expect(text).toContain("title" in card ? card.title : card.name);
      expect(text).toContain(card.description);
    }
    expect(text).toContain("An access code opens all of them.");
    // Gated pages are described, never linked from here.
    expect(await inside.getByRole("link").count()).toBe(0);
    await page.close();
  });

  it("has a privacy page, linked from the footer and beside the newsletter form, with its own title", async () => {
    const page = await openLanding(await browser.newPage());
    expect(await page.locator("form.newsletter").getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
    await page.locator("footer").getByRole("link", { name: "Privacy" }).click();
    await page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy");
    expect(await page.title()).toBe("Privacy — AI for Leaders");
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain("how to have it deleted");
    for (const heading of ["What we store, and for how long", "When an AI model writes a report", "Asking for deletion"]) {
      await page.getByRole("heading", { level: 2, name: heading }).waitFor();
    }

    // Asking for deletion opens Contact with its subject filled in; the dialog links back here.
    await page.getByRole("button", { name: "Ask for deletion" }).click();
    const dialog = page.getByRole("dialog", { name: "Contact Us" });
    await dialog.waitFor();
    expect(await page.getByLabel("Subject").inputValue()).toBe("Data deletion request");
    expect(await dialog.getByRole("link", { name: "How we use your data" }).getAttribute("href")).toBe("/privacy");
    await page.close();
  });

  it("loads /privacy directly", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${stack.url}/privacy`);
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Privacy" }).waitFor();
    expect(await page.title()).toBe("Privacy — AI for Leaders");
    await page.close();
  });
});
