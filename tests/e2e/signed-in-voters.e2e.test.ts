// Signed-in voters in Chromium (issue 28, Deliver 5): a vote cast anonymously is carried over when
// the visitor logs in, shown as voted with the count unchanged, and listed in "Your suggestions and
// votes" from the account menu; axe finds nothing there at 1280 and 360 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { LocalStack } from "@ai-leaders/local";
import { hasChromium, launchChromium } from "../support/browser.ts";
import { contextWithAccess, requestAccessGrant } from "../support/access.ts";
import { createAccount } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { voteRowsOf } from "../support/vote-rows.ts";

describe.skipIf(!hasChromium)("signed-in voters in Chromium", () => {
  let browser: Browser;
  let stack: LocalStack;
  let visitor: BrowserContext;
  const email = `carried-${Date.now()}@company.example`;
  const password = "Carry-it-over-1";
  const title = "Carry my vote over";

  beforeAll(async () => {
    stack = await startTestStack();
    browser = await launchChromium();
    visitor = await contextWithAccess(browser, stack);
    await createAccount(stack, { email, password, full_name: "Katherine Johnson", confirmed: true });
    const { token } = await requestAccessGrant(stack);
    await postJson(`${stack.url}/api/suggestions`, { title }, { headers: { "content-type": "application/json", "x-access-token": token } });
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
  const voteButton = (page: Page, state: "Vote" | "Voted") => page.getByRole("button", { name: `${state} for ${title}, 1 vote`, exact: true });
  /** The exact count: the sum of the suggestion's counter items, read from the table. */
  const countedVotes = async (id: string) =>
    (await scanTable(stack, "suggestions")).filter((item) => String(item.id).startsWith(`${id}#votes#`)).reduce((sum, shard) => sum + Number(shard.votes ?? 0), 0);

  it("carries an anonymous vote over at log-in: shown as voted, the count unchanged", async () => {
    const page = await visitor.newPage();
    await openVoteTab(page);
    await page.getByRole("button", { name: `Vote for ${title}, 0 votes`, exact: true }).click();
    await voteButton(page, "Voted").waitFor();
    const suggestionId = String((await scanTable(stack, "suggestions")).find((item) => item.title === title)!.id);

    // The Vote tab offers to log in itself.
    await page.getByText("to keep your votes on every device").getByRole("button", { name: "Log in" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByRole("button", { name: "Log in", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("You vote as your account").waitFor();

    await openVoteTab(page);
    await voteButton(page, "Voted").waitFor();
    expect(await page.locator(".vote-item").filter({ hasText: title }).locator(".vote-count").innerText()).toBe("1");
    const rows = await voteRowsOf(stack, suggestionId);
    expect(rows.map((row) => String(row.voter_id))).toEqual([expect.stringMatching(/^account:/)]);
    expect(await countedVotes(suggestionId)).toBe(1);

    // A confirmed account follows it in one tap, and still does after a reload.
    const follow = page.locator(".vote-item").filter({ hasText: title }).getByRole("button", { name: "Email me when this ships" });
    await follow.click();
    await page.getByTestId("toast").filter({ hasText: "We'll email you when this ships." }).waitFor();
    expect(await follow.getAttribute("aria-pressed")).toBe("true");
    await openVoteTab(page);
    await page.locator(".vote-item").filter({ hasText: title }).getByRole("button", { name: "Email me when this ships", pressed: true }).waitFor();
    await page.close();
  });

  it("lists the vote in Your suggestions and votes, from the account menu, axe clean at 1280 and 360 px", async () => {
    const page = await visitor.newPage();
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 780 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`${stack.url}/level-3-build-website`);
      await page.locator(".account-menu").getByRole("button", { name: "Your suggestions and votes" }).click();
      const dialog = page.getByRole("dialog", { name: "Your suggestions and votes" });
      const voted = dialog.getByRole("region", { name: "Voted on" });
      await voted.getByText(title).waitFor();
      expect(await voted.innerText()).toContain("1 vote");
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "hidden" });
    }
    await page.close();
  });
});
