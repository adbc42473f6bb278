// Categories in Chromium (issue 28, Deliver 3): the operator makes one in the console, a visitor
// picks it when suggesting, and the board's filter shows that category's suggestions only, kept in
// the address across a reload. axe at 1280 and 360 px on the console and on the filtered board.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { startTestStack } from "../support/test-stack.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";

const adminEmail = "category-operator@site.example";

describe.skipIf(!hasChromium)("the board's categories in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;
  let operator: Page;

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
    await stack.services.voting.addSuggestion({ title: "Offsite agenda planner", description: null }, new Date());
    const oneTimePassword = await addConsoleAdmin(stack, adminEmail);
    browser = await launchChromium();
    visitor = await contextWithAccess(browser, stack);
    operator = await browser.newPage();
    await signInToConsoleFirstTime(operator, stack.url, { email: adminEmail, oneTimePassword, newPassword: "Console2026Ready" });
    await operator.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Board" }).click();
    await operator.getByRole("heading", { name: "Board", level: 1 }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function expectNoAxeViolations(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
  const communityTitles = (page: Page) => page.getByRole("list", { name: "Community Suggestions" }).getByRole("heading", { level: 4 }).allInnerTexts();

  it("lets the operator add a category with a name and a colour from the palette", async () => {
    const panel = operator.getByRole("region", { name: "Categories" });
    const form = panel.getByRole("form", { name: "Add a category" });
    await form.getByLabel("Name").fill("Finance");
    await form.getByLabel("Colour").selectOption({ label: "Teal" });
    await form.getByRole("button", { name: "Add category" }).click();
    await operator.getByRole("status").filter({ hasText: "Added the category “Finance” (Teal)." }).waitFor();
    await panel.getByRole("listitem").filter({ hasText: "Finance" }).waitFor();
    expect(await form.getByLabel("Name").inputValue()).toBe("");

    await expectNoAxeViolations(operator, 1280);
    await expectNoAxeViolations(operator, 360);
  });

  it("lets a visitor pick it when suggesting, and filter the board by it, the filter kept across a reload", async () => {
    const board = await visitor.newPage();
    await board.goto(`${stack.url}/level-2/workflows`);
    await board.getByRole("tab", { name: "Vote" }).click();
    await board.getByRole("list", { name: "Community Suggestions" }).waitFor();

    await board.getByLabel("Title").fill("Cash flow forecast builder");
    await board.getByLabel("Category (optional)").selectOption({ label: "Finance" });
    await board.getByRole("button", { name: "Add", exact: true }).click();
    await board.getByTestId("toast").filter({ hasText: "Your suggestion has been added!" }).waitFor();
    const added = board.locator(".vote-item").filter({ has: board.getByRole("heading", { name: "Cash flow forecast builder" }) });
    expect(await added.locator(".category-chip").innerText()).toContain("Finance");

    await board.getByLabel("Filter by category").selectOption({ label: "Finance" });
    await board.waitForURL(/category=/);
    await board.getByRole("list", { name: "Community Suggestions" }).getByRole("heading", { name: "Offsite agenda planner" }).waitFor({ state: "detached" });
    expect(await communityTitles(board)).toEqual(["Cash flow forecast builder"]);

    await board.reload();
    await board.getByRole("list", { name: "Community Suggestions" }).waitFor();
    expect(await board.getByLabel("Filter by category").inputValue()).not.toBe("");
    expect(await communityTitles(board)).toEqual(["Cash flow forecast builder"]);

    await expectNoAxeViolations(board, 1280);
    await expectNoAxeViolations(board, 360);

    await board.getByLabel("Filter by category").selectOption({ label: "All categories" });
    await board.getByRole("list", { name: "Community Suggestions" }).getByRole("heading", { name: "Offsite agenda planner" }).waitFor();
  });
});
