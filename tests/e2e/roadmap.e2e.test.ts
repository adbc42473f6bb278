// The Vote tab's roadmap in Chromium: planned and done suggestions in their columns, its link
// opening it after a reload, a card reached and opened by keyboard, axe at 1280 and 360 px, and
// the columns stacked at 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, startTestStack } from "../support/test-stack.ts";
import { paths } from "../../packages/web/src/config/paths.ts";

const actor = "operator@example.com";

describe.skipIf(!hasChromium)("the roadmap in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;

  async function seed(title: string, status: "open" | "planned" | "in_progress" | "done", { votes = 0, reply = null as string | null } = {}) {
    const suggestion = await stack.services.voting.addSuggestion({ title, description: `Why ${title.toLowerCase()} matters.` }, new Date());
    for (let i = 0; i < votes; i++) await stack.services.voting.vote(suggestion.id, crypto.randomUUID(), new Date());
    if (status !== "open") await stack.services.voting.moderation.setStatus(actor, suggestion.id, { status, reply }, new Date());
  }

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    visitor = await contextWithAccess(browser, stack);
    await seed("Board pack builder", "planned", { votes: 3, reply: "Coming in March, with charts." });
    await seed("Investor update writer", "planned", { votes: 1 });
    await seed("Hiring plan helper", "in_progress", { votes: 2 });
    await seed("Offsite agenda planner", "done", { votes: 4, reply: "Shipped: open the new Offsite guide." });
    await seed("Still only an idea", "open", { votes: 6 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const column = (page: Page, name: string) => page.getByRole("region", { name: new RegExp(`^${name} \\(`) });
  const cardTitles = (page: Page, name: string) => column(page, name).getByRole("listitem").getByRole("heading").allInnerTexts();
  const viewButton = (page: Page, name: string) => page.getByRole("group", { name: "Sort community suggestions" }).getByRole("button", { name, exact: true });

  async function openRoadmapFromTab(page: Page) {
    await page.goto(`${stack.url}/level-2/workflows`);
    await page.getByRole("tab", { name: "Vote" }).click();
    await viewButton(page, "Roadmap").click();
    await column(page, "Planned").getByRole("listitem").first().waitFor();
  }

  it("lists planned, in-progress and done suggestions in their columns, with votes, counts and the team's reply", async () => {
    const page = await visitor.newPage();
    await openRoadmapFromTab(page);
    expect(await viewButton(page, "Roadmap").getAttribute("aria-pressed")).toBe("true");
    expect(await cardTitles(page, "Planned")).toEqual(["Board pack builder", "Investor update writer"]);
    expect(await cardTitles(page, "In progress")).toEqual(["Hiring plan helper"]);
    expect(await cardTitles(page, "Done")).toEqual(["Offsite agenda planner"]);
    expect(await column(page, "Planned").getAttribute("aria-labelledby")).toBeTruthy();
    expect(await page.getByRole("region", { name: "Planned (2 suggestions)" }).count()).toBe(1);
    expect(await page.getByRole("list", { name: "Done (1 suggestion)" }).count()).toBe(1);

    const planned = column(page, "Planned").getByRole("listitem").first();
    expect(await planned.locator(".roadmap-votes").innerText()).toBe("3 votes");
    expect(await planned.locator(".status-reply").innerText()).toBe("From the team: Coming in March, with charts.");
    expect(await column(page, "Done").locator(".status-reply").innerText()).toBe("From the team: Shipped: open the new Offsite guide.");
    expect(await page.locator(".roadmap").innerText()).not.toContain("Still only an idea");
    // A suggestion with no category shows no category chip (tests/e2e/board-categories.e2e.test.ts shows one).
    expect(await page.locator(".roadmap .category-chip").count()).toBe(0);
    expect(new URL(page.url()).search).toBe("?view=roadmap");
    await page.close();
  });

  it("opens the roadmap from its link, again after a reload, back to the list with Top and to the roadmap with Back", async () => {
    const page = await visitor.newPage();
    await page.goto(`${stack.url}${paths.roadmap}`);
    for (const round of ["first load", "reload"]) {
      await column(page, "Done").getByRole("listitem").first().waitFor();
      expect(await page.getByRole("tab", { name: "Vote" }).getAttribute("aria-selected"), round).toBe("true");
      expect(await viewButton(page, "Roadmap").getAttribute("aria-pressed"), round).toBe("true");
      expect(await cardTitles(page, "Done"), round).toEqual(["Offsite agenda planner"]);
      // Below the form and the tools, the roadmap the link asked for is brought into view.
      const roadmapHeading = page.getByRole("heading", { name: "Roadmap", level: 3 });
      await eventually(() => roadmapHeading.evaluate((heading) => (heading.getBoundingClientRect().top >= 0 && heading.getBoundingClientRect().bottom <= window.innerHeight) || undefined));
      if (round === "first load") await page.reload();
    }
    await viewButton(page, "Top").click();
    await page.getByRole("list", { name: "Community Suggestions" }).waitFor();
    expect(await page.getByRole("tab", { name: "Vote" }).getAttribute("aria-selected")).toBe("true");
    expect(new URL(page.url()).search).toBe("");
    expect(await page.locator(".roadmap").count()).toBe(0);

    await page.goBack();
    await column(page, "Planned").getByRole("listitem").first().waitFor();
    expect(await page.getByRole("tab", { name: "Vote" }).getAttribute("aria-selected")).toBe("true");
    // Leaving the Vote tab leaves the roadmap's link too: a reload then opens the hub as usual.
    await page.getByRole("tab", { name: "Blog" }).click();
    await eventually(async () => (new URL(page.url()).search === "" ? true : undefined));
    expect(await page.getByRole("tab", { name: "Blog" }).getAttribute("aria-selected")).toBe("true");
    await page.close();
  });

  it("reaches a card by keyboard and opens it, focus never dropping to the page", async () => {
    const page = await visitor.newPage();
    await openRoadmapFromTab(page);
    await viewButton(page, "Roadmap").focus();
    const focusedText = () => page.evaluate(() => (document.activeElement === document.body ? "<body>" : (document.activeElement?.textContent ?? "")));
    const reached: string[] = [];
    for (let presses = 0; presses < 10 && !reached.includes("Board pack builder"); presses++) {
      await page.keyboard.press("Tab");
      reached.push(await focusedText());
    }
    expect(reached).not.toContain("<body>");
    expect(reached.at(-1)).toBe("Board pack builder");

    const open = column(page, "Planned").getByRole("button", { name: "Board pack builder" });
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Enter");
    await eventually(async () => ((await open.getAttribute("aria-expanded")) === "true" ? true : undefined));
    const card = column(page, "Planned").getByRole("listitem").first();
    await card.getByText("Why board pack builder matters.").waitFor();
    await card.getByText("No comments yet.").waitFor();
    expect(await focusedText()).toBe("Board pack builder");
    await page.close();
  });

  it.each([1280, 360])("has no axe violations at %i px, side by side on a wide screen and stacked on a narrow one", async (width) => {
    const context = await contextWithAccess(browser, stack, { viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.url}${paths.roadmap}`);
    await column(page, "Done").getByRole("listitem").first().waitFor();
    await column(page, "Planned").getByRole("button", { name: "Board pack builder" }).click();
    await column(page, "Planned").getByText("No comments yet.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    const boxes = await Promise.all(["Planned", "In progress", "Done"].map(async (name) => (await column(page, name).boundingBox())!));
    if (width === 360) {
      // One stacked list: each column below the one before, as wide as the others.
      expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
      expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
      expect(boxes[2]!.y).toBeGreaterThanOrEqual(boxes[1]!.y + boxes[1]!.height);
    } else {
      expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
      expect(boxes[1]!.x).toBeGreaterThanOrEqual(boxes[0]!.x + boxes[0]!.width);
    }
    await context.close();
  });
});
