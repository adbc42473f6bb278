// The board's visitor side in Chromium: status badges and replies, Top / New / Trending, similar
// suggestions while typing, "email me when this ships", load more, pre-moderation; axe at 1280 and 360.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, scanTable, startTestStack } from "../support/test-stack.ts";

const actor = "operator@example.com";

describe.skipIf(!hasChromium)("the board's visitor side in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;

  /** Seeded straight through the repository, as old as `minutesAgo`, with `votes` distinct voters. */
  async function seed(title: string, { votes = 0, minutesAgo = 0 } = {}) {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    const suggestion = await stack.services.voting.addSuggestion({ title, description: null }, at);
    for (let i = 0; i < votes; i++) await stack.services.voting.vote(suggestion.id, crypto.randomUUID(), at);
    return suggestion;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    visitor = await contextWithAccess(browser, stack);
    // 25 filler suggestions, older and with fewer votes than the named ones: a second page by any sort.
    for (let i = 0; i < 25; i++) await seed(`Filler idea ${i}`, { minutesAgo: 600 + i });
    await seed("Investor update writer", { votes: 5, minutesAgo: 300 });
    const planned = await seed("Board pack builder", { votes: 3, minutesAgo: 120 });
    await stack.services.voting.moderation.setStatus(actor, planned.id, { status: "planned", reply: "Coming in March, with charts." }, new Date());
    await seed("Hiring plan helper", { votes: 1, minutesAgo: 1 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openVoteTab(page: Page) {
    await page.goto(`${stack.url}/level-2/workflows`);
    await page.getByRole("tab", { name: "Vote" }).click();
    await page.getByRole("heading", { name: "Vote for Next Tools" }).waitFor();
    await community(page).waitFor();
  }
  const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
  const community = (page: Page) => page.getByRole("list", { name: "Community Suggestions" });
  const titles = (page: Page) => community(page).locator("h4").allInnerTexts();
  const itemTitled = (page: Page, title: string) => page.locator(".vote-item").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

  it("shows a status badge and the team's reply on a suggestion", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    const item = itemTitled(page, "Board pack builder");
    expect(await item.locator(".status-badge").innerText()).toBe("Planned");
    expect(await item.locator(".status-reply").innerText()).toBe("From the team: Coming in March, with charts.");
    expect(await itemTitled(page, "Hiring plan helper").locator(".suggestion-status").count()).toBe(0);
    await page.close();
  });

  it("sorts by Top, New and Trending", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    const tab = (name: string) => page.getByRole("group", { name: "Sort community suggestions" }).getByRole("button", { name });
    expect(await tab("Top").getAttribute("aria-pressed")).toBe("true");
    expect((await titles(page)).slice(0, 3)).toEqual(["Investor update writer", "Board pack builder", "Hiring plan helper"]);
    await tab("New").click();
    await eventually(async () => ((await titles(page))[0] === "Hiring plan helper" ? true : undefined));
    expect((await titles(page)).slice(0, 3)).toEqual(["Hiring plan helper", "Board pack builder", "Investor update writer"]);
    expect(await tab("New").getAttribute("aria-pressed")).toBe("true");
    await tab("Trending").click();
    await eventually(async () => ((await titles(page))[0] === "Investor update writer" ? true : undefined));
    expect((await titles(page)).slice(0, 3)).toEqual(["Investor update writer", "Board pack builder", "Hiring plan helper"]);
    await page.close();
  });

  it("loads 20 suggestions, then the rest with Load more, and focus moves to the first of them when the button goes", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    expect(await community(page).locator(".vote-item").count()).toBe(20);
    await page.getByRole("button", { name: "Load more" }).focus();
    await page.keyboard.press("Enter");
    await eventually(async () => ((await community(page).locator(".vote-item").count()) === 28 ? true : undefined));
    expect(new Set(await titles(page)).size).toBe(28);
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
    const twentyFirst = (await titles(page))[20];
    await page.waitForFunction((title) => document.activeElement?.tagName === "H4" && document.activeElement.textContent === title, twentyFirst);
    await page.close();
  });

  it("shows what this visitor voted on as voted after a reload, and nothing as voted to another visitor", async () => {
    await seed("Offsite agenda planner", { votes: 2, minutesAgo: 5 });
    const page = await visitor.newPage();
    await openVoteTab(page);
    const voteOn = (target: Page, title: string) => target.getByRole("button", { name: new RegExp(`^(Vote|Voted) for ${title},`) });
    for (const title of ["Offsite agenda planner", "Build a Website in Minutes"]) {
      await voteOn(page, title).click();
      await eventually(async () => ((await voteOn(page, title).getAttribute("aria-label"))?.startsWith("Voted") ? true : undefined));
    }
    await page.reload();
    await page.getByRole("tab", { name: "Vote" }).click();
    await community(page).waitFor();
    for (const title of ["Offsite agenda planner", "Build a Website in Minutes"]) {
      await eventually(async () => ((await voteOn(page, title).getAttribute("aria-label"))?.startsWith("Voted") ? true : undefined));
      expect(await voteOn(page, title).isDisabled()).toBe(true);
    }
    await page.close();

    const stranger = await contextWithAccess(browser, stack);
    const theirs = await stranger.newPage();
    await openVoteTab(theirs);
    expect(await voteOn(theirs, "Offsite agenda planner").getAttribute("aria-label")).toMatch(/^Vote for/);
    await stranger.close();
  });

  it("shows similar suggestions while a title is typed, and votes on one instead", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    await page.getByLabel("Title").pressSequentially("investor updates", { delay: 20 });
    const similar = page.locator(".similar-suggestions");
    await similar.getByText("Investor update writer").waitFor();
    expect(await similar.innerText()).toContain("Similar suggestions already on the board");
    await similar.getByRole("button", { name: /^Vote for Investor update writer/ }).click();
    await toastWith(page, "Vote recorded").waitFor();
    await eventually(async () => ((await itemTitled(page, "Investor update writer").locator(".vote-count").innerText()) === "6" ? true : undefined));
    await page.getByLabel("Title").fill("zz");
    await eventually(async () => ((await similar.locator("li").count()) === 0 ? true : undefined));
    await page.close();
  });

  it("asks for consent before 'Email me when this ships', and records the signup with its suggestion", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    const item = itemTitled(page, "Hiring plan helper");
    expect(await item.getByRole("button", { name: "Email me when this ships" }).count()).toBe(0);
    await item.locator(".vote-button").click();
    await toastWith(page, "Vote recorded").waitFor();
    await item.getByRole("button", { name: "Email me when this ships" }).click();
    await item.getByLabel("Your email").fill("founder@example.com");
    const submit = item.locator("form.notify-me").getByRole("button", { name: "Email me when this ships" });
    expect(await submit.isDisabled()).toBe(true);
    await item.getByLabel(/We'll add this address to our newsletter/).check();
    await submit.click();
    await toastWith(page, "We'll let you know").waitFor();
    expect(await item.innerText()).toContain("We'll email you when this ships.");
    const hiring = (await scanTable(stack, "suggestions")).find((s) => s.title === "Hiring plan helper")!;
    const signup = (await scanTable(stack, "newsletterSignups")).find((s) => s.email === "founder@example.com");
    expect([...signup!.tags]).toEqual([`suggestion:${hiring.id}`]);
    await page.close();
  });

  it("tells the author a suggestion waits for approval when pre-moderation is on, and does not list it", async () => {
    await stack.services.voting.moderation.setPreModeration(actor, true, new Date());
    try {
      const page = await visitor.newPage();
      await openVoteTab(page);
      await page.getByLabel("Title").fill("Held for review");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await toastWith(page, "Your suggestion will appear once a moderator has approved it.").waitFor();
      expect(await page.getByLabel("Title").inputValue()).toBe("");
      expect(await toastWith(page, "Your suggestion has been added!").count()).toBe(0);
      expect(await titles(page)).not.toContain("Held for review");
      await page.close();
    } finally {
      await stack.services.voting.moderation.setPreModeration(actor, false, new Date());
    }
  });

  it.each([1280, 360])("has no axe violations at %i px with badges, similar titles and the consent form open", async (width) => {
    const context = await contextWithAccess(browser, stack, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    await openVoteTab(page);
    await page.getByLabel("Title").pressSequentially("board pack", { delay: 20 });
    await page.locator(".similar-suggestions").getByText("Board pack builder").waitFor();
    const item = itemTitled(page, "Board pack builder");
    await item.locator(".vote-button").click();
    await item.getByRole("button", { name: "Email me when this ships" }).click();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
