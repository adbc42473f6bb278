// Review stamps and "Did this work for you?" in Chromium (issue 29, Deliver 5): a card says when it
// was last reviewed; a visitor taps Yes, is thanked, adds a note; the operator's console lists the
// prompt with its count, its share of yes and the note. axe-clean at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { feedbackMessages } from "@ai-leaders/core/messages";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { axeViolations } from "../support/axe.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";
import { startTestStack } from "../support/test-stack.ts";

const adminEmail = "operator@feedback.example";

describe.skipIf(!hasChromium)("prompt feedback in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;

  beforeAll(async () => {
    browser = await launchChromium();
    stack = await startTestStack({ settings: { ADMIN_EMAILS: adminEmail } });
  });
  afterAll(async () => {
    await stack?.stop();
    await browser?.close();
  });

  async function axeAtBothWidths(page: Page, what: string) {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page), `axe on ${what} at ${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  it("takes a yes and a note on a card, thanks the visitor, and lists it in the console", async () => {
    const context = await contextWithAccess(browser, stack, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${stack.url}/prompts/chatgpt#board-memo-prep`);
    const card = page.locator("article#board-memo-prep");
    await card.getByText("Reviewed Nov 2026").waitFor();

    const feedback = card.getByRole("form", { name: `${feedbackMessages.question} Board Memo Prep` });
    await feedback.getByRole("button", { name: "Yes" }).click();
    await feedback.getByRole("status").getByText(feedbackMessages.thanks).waitFor();
    expect(await feedback.getByRole("button", { name: "Yes" }).getAttribute("aria-pressed")).toBe("true");
    await feedback.getByLabel(feedbackMessages.noteLabel).fill("Reached a clear recommendation for our board.");
    await feedback.getByRole("button", { name: feedbackMessages.sendNote }).click();
    await feedback.getByRole("status").getByText(feedbackMessages.noteSaved).waitFor();
    await axeAtBothWidths(page, "the card with its answer and note");
    await context.close();

    const operator = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInToConsoleFirstTime(operator, stack.url, { email: adminEmail, oneTimePassword: await addConsoleAdmin(stack, adminEmail), newPassword: "Console2026Ready" });
    await operator.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Prompt feedback" }).click();
    const table = operator.getByRole("table", { name: "Prompt feedback, fewest yes first" });
    const row = table.getByRole("row").filter({ hasText: "Board Memo Prep" });
    await row.getByText("Reached a clear recommendation for our board.").waitFor();
    expect(await row.innerText()).toMatch(/Board Memo Prep[\s\S]*1[\s\S]*0[\s\S]*100%/);
    // The answered prompts come before the unanswered ones: the only answered prompt leads the list.
    expect(await table.getByRole("row").nth(1).innerText()).toContain("Board Memo Prep");
    await axeAtBothWidths(operator, "the console's Prompt feedback");
    await operator.close();
  });
});
