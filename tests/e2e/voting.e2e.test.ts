// The Vote tab in Chromium: suggest, vote, re-sort, repeat refused, comment, states.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { eventually, startTestStack } from "../support/test-stack.ts";

describe.skipIf(!hasChromium)("the voting board in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    visitor = await contextWithAccess(browser, stack);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function openVoteTab(page: Page) {
    await page.goto(`${stack.url}/level-2/workflows`);
    await page.getByRole("tab", { name: "Vote" }).click();
    await page.getByRole("heading", { name: "Vote for Next Tools" }).waitFor();
  }
  const toastWith = (page: Page, text: string) => page.getByTestId("toast").filter({ hasText: text });
  const community = (page: Page) => page.getByRole("list", { name: "Community Suggestions" });
  const itemTitled = (page: Page, title: string) => page.locator(".vote-item").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

  it("shows the loading state, then the empty state and the four predefined tools", async () => {
    const page = await visitor.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/suggestions", async (route) => {
      await held;
      await route.continue();
    });
    await openVoteTab(page);
    await page.getByText("Loading suggestions...").waitFor();
    release();
    await page.getByText("No suggestions yet. Be the first to suggest a workflow!").waitFor();
    const tools = await page.getByRole("list", { name: "Predefined tools" }).locator("h4").allInnerTexts();
    expect(tools).toEqual(["Build a Website in Minutes", "McKinsey Style Research Report", "Expert & User Panel", "Pick a Target Market"]);
    await page.close();
  });

  it("adds a suggestion: Add disabled until a title, description appears with it, form cleared, list reloaded", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    const add = page.getByRole("button", { name: "Add", exact: true });
    expect(await add.isDisabled()).toBe(true);
    expect(await page.getByText("Please enter a title for your suggestion").isVisible()).toBe(true);
    expect(await page.getByLabel("Description (optional)").count()).toBe(0);

    await page.getByLabel("Title").fill("   ");
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel("Title").fill("Board pack builder");
    const description = page.getByLabel("Description (optional)");
    await description.waitFor();
    expect(await description.evaluate((element) => parseFloat(getComputedStyle(element).minHeight))).toBe(60);
    await description.fill("Turn monthly numbers into a board pack.");
    await add.click();
    await toastWith(page, "Your suggestion has been added!").waitFor();
    expect(await page.getByLabel("Title").inputValue()).toBe("");
    await community(page).getByRole("heading", { name: "Board pack builder" }).waitFor();
    expect(await itemTitled(page, "Board pack builder").innerText()).toContain("Turn monthly numbers into a board pack.");
    await page.close();
  });

  it("records a vote, disables the button, re-sorts the list, and the server refuses a repeat", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    await page.getByLabel("Title").fill("Investor CRM");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await community(page).getByRole("heading", { name: "Investor CRM" }).waitFor();
    // Newest first among equal votes: "Investor CRM" leads, "Board pack builder" follows.
    expect(await community(page).locator("h4").allInnerTexts()).toEqual(["Investor CRM", "Board pack builder"]);

    const voteBoardPack = itemTitled(page, "Board pack builder").locator(".vote-button");
    await voteBoardPack.click();
    await toastWith(page, "Vote recorded").waitFor();
    expect(await toastWith(page, "Vote recorded").innerText()).toContain("Thank you for your vote!");
    await eventually(async () => ((await voteBoardPack.isDisabled()) ? true : undefined));
    expect(await itemTitled(page, "Board pack builder").locator(".vote-count").innerText()).toBe("1");
    expect(await community(page).locator("h4").allInnerTexts()).toEqual(["Board pack builder", "Investor CRM"]);

    // A new page in the same browser: the board remembers the vote (the server knows the voter
    // cookie), and the server still refuses a repeat sent anyway.
    const again = await visitor.newPage();
    await openVoteTab(again);
    const votedAgain = itemTitled(again, "Board pack builder").locator(".vote-button");
    await eventually(async () => ((await votedAgain.isDisabled()) ? true : undefined));
    expect(await votedAgain.getAttribute("aria-label")).toBe("Voted for Board pack builder, 1 vote");
    const repeat = await again.evaluate(async (id) => {
      const { token } = JSON.parse(sessionStorage.getItem("ai-leaders.access")!);
      const response = await fetch(`/api/suggestions/${id}/votes`, { method: "POST", headers: { "x-access-token": token } });
      return { status: response.status, body: await response.json() };
    }, (await stack.services.voting.listPage("new", null, new Date())).suggestions.find((s) => s.title === "Board pack builder")!.id);
    expect(repeat).toEqual({ status: 409, body: { error: { title: "Already voted", message: "You have already voted on this suggestion" } } });
    expect(await itemTitled(again, "Board pack builder").locator(".vote-count").innerText()).toBe("1");
    await again.close();
    await page.close();
  });

  it("votes on a predefined tool", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    const tool = itemTitled(page, "Pick a Target Market");
    await tool.locator(".vote-button").click();
    await toastWith(page, "Vote recorded").waitFor();
    expect(await tool.locator(".vote-count").innerText()).toBe("1");
    await page.close();
  });

  it("comments: loads once on first expand, send disabled while blank, Anonymous just now, count raised", async () => {
    const page = await visitor.newPage();
    const commentLoads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && request.url().includes("/comments")) commentLoads.push(request.url());
    });
    await openVoteTab(page);
    const item = itemTitled(page, "Investor CRM");
    const toggle = item.getByRole("button", { name: /comments?$/ });
    expect(await toggle.innerText()).toContain("0 comments");
    await toggle.click();
    await item.getByText("No comments yet.").waitFor();
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(commentLoads).toHaveLength(1);

    const box = item.getByLabel("Add a comment");
    expect(await box.evaluate((element) => parseFloat(getComputedStyle(element).minHeight))).toBe(80);
    const send = item.getByRole("button", { name: "Send" });
    await box.fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await box.fill("Would use this every quarter.");
    await send.click();
    await toastWith(page, "Comment added").waitFor();
    expect(await toastWith(page, "Comment added").innerText()).toContain("Your comment has been posted");
    expect(await box.inputValue()).toBe("");
    const comment = item.locator(".comments-list li").first();
    expect(await comment.innerText()).toContain("Anonymous");
    expect(await comment.innerText()).toContain("just now");
    expect(await comment.innerText()).toContain("Would use this every quarter.");
    expect(await toggle.innerText()).toContain("1 comment");
    await page.close();
  });

  it("shows 'Failed to load suggestions' when the list cannot be loaded", async () => {
    const page = await visitor.newPage();
    await page.route("**/api/suggestions", (route) => route.abort("connectionrefused"));
    await openVoteTab(page);
    await toastWith(page, "Failed to load suggestions").waitFor();
    await page.close();
  });
});
