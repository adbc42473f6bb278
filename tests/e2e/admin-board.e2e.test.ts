// The console's Board section in Chromium, checked against what visitors see on the Vote tab: the
// admin hides a comment, sets a status with a reply (on a predefined tool too), merges a duplicate
// after a confirmation (a double voter counted once), and turns on pre-moderation (a visitor's suggestion waits, then appears once approved).
// What the section shows and where focus goes: features/admin/board/BoardSection.test.tsx.
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hasChromium } from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually } from "../support/test-stack.ts";
import { addConsoleAdmin, signInToConsoleFirstTime } from "../support/admin-console.ts";
import { useBrowserJourney } from "../support/journey.ts";

const adminEmail = "board-operator@site.example";
const newPassword = "Console2026Ready";

describe.skipIf(!hasChromium)("the console's Board section in Chromium", () => {
  let page: Page;
  let oneTimePassword: string;
  const suite = useBrowserJourney({
    stack: { settings: { ADMIN_EMAILS: adminEmail } },
    seed: async (stack) => {
      const { voting } = stack.services;
      const now = new Date();
      const pack = await voting.addSuggestion({ title: "Quarterly board pack", description: "Slides from the numbers." }, now);
      await voting.addComment(pack.id, "Great idea, we need this.", now);
      await voting.addComment(pack.id, "Cheap pills at spam.example", now);
      const target = await voting.addSuggestion({ title: "Investor update writer", description: null }, now);
      const duplicate = await voting.addSuggestion({ title: "Writer for investor updates", description: null }, now);
      const [both, onlyDuplicate, onlyTarget] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      for (const [id, voter] of [
        [target.id, both],
        [duplicate.id, both],
        [duplicate.id, onlyDuplicate],
        [target.id, onlyTarget],
      ] as const) {
        await voting.vote(id, voter, now);
      }
      oneTimePassword = await addConsoleAdmin(stack, adminEmail, now);
    },
    page: false,
  });

  beforeAll(async () => {
    page = await suite.browser.newPage();
    await signInToConsoleFirstTime(page, suite.stack.url, { email: adminEmail, oneTimePassword, newPassword });
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Board" }).click();
    await page.getByRole("heading", { name: "Board", level: 1 }).waitFor();
  });

  const suggestionRow = (title: string) =>
    page.locator(".board-suggestion").filter({ has: page.locator(".admin-row-title", { hasText: new RegExp(`^${title}$`) }) });
  const notice = (text: string) => page.getByRole("status").filter({ hasText: text });
  const tab = (name: string) => page.getByRole("tablist").getByRole("tab", { name });

  /** The Vote tab as a visitor sees it, freshly loaded. */
  async function visitorBoard() {
    const board = await suite.visitor.newPage();
    await board.goto(`${suite.stack.url}/level-2/workflows`);
    await board.getByRole("tab", { name: "Vote" }).click();
    await board.getByRole("list", { name: "Community Suggestions" }).waitFor();
    return board;
  }
  const visitorItem = (board: Page, title: string) =>
    board.locator(".vote-item").filter({ has: board.getByRole("heading", { name: title, exact: true }) });

  /** What a visitor sees on the item `title`, freshly loaded: its status badge and the team's reply. */
  async function expectVisitorSeesStatus(title: string, status: string, reply: string) {
    const board = await visitorBoard();
    const item = visitorItem(board, title);
    expect(await item.locator(".status-badge").innerText()).toBe(status);
    expect(await item.locator(".status-reply").innerText()).toBe(`From the team: ${reply}`);
    await board.close();
  }

  async function expectNoAxeViolations(width: number) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }

  it("hides a comment: it is gone for visitors, and can be deleted from Hidden", async () => {
    const row = suggestionRow("Quarterly board pack");
    await row.getByRole("button", { name: "Comments on “Quarterly board pack”" }).click();
    await row.getByText("Cheap pills at spam.example").waitFor();
    await row.getByRole("button", { name: "Hide comment “Cheap pills at spam.example”" }).click();
    await notice("Hidden: the comment “Cheap pills at spam.example”.").waitFor();

    const board = await visitorBoard();
    const item = visitorItem(board, "Quarterly board pack");
    await item.getByRole("button", { name: /comments?$/ }).click();
    await item.getByText("Great idea, we need this.").waitFor();
    expect(await item.innerText()).not.toContain("Cheap pills");
    expect(await item.getByRole("button", { name: /comments?$/ }).innerText()).toContain("1 comment");
    await board.close();

    // Gone for good from Hidden (the arrow keys and the keyboard-only delete are in BoardSection.test.tsx).
    await tab("Hidden").click();
    const hiddenComments = page.getByRole("region", { name: "Comments" });
    await hiddenComments.getByRole("button", { name: "Delete comment “Cheap pills at spam.example”…" }).click();
    await page
      .getByRole("group", { name: "Delete comment “Cheap pills at spam.example”" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await notice("Deleted the comment “Cheap pills at spam.example”.").waitFor();
    await hiddenComments.getByText("No hidden comments.").waitFor();
    await tab("Visible").click();
  });

  it("sets a status with a public reply: visitors see both", async () => {
    const row = suggestionRow("Quarterly board pack");
    await row.getByRole("button", { name: "Set status of “Quarterly board pack”…" }).click();
    const form = page.getByRole("form", { name: "Status of Quarterly board pack" });
    await form.getByLabel("Status").selectOption({ label: "Planned" });
    await form.getByLabel("Public reply (optional)").fill("Coming in March, with charts.");
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
    await form.getByRole("button", { name: "Save status" }).click();
    await notice("Status of “Quarterly board pack” set to Planned.").waitFor();
    await row.locator(".board-reply").filter({ hasText: "Coming in March, with charts." }).waitFor();

    await expectVisitorSeesStatus("Quarterly board pack", "Planned", "Coming in March, with charts.");
  });

  it("gives a predefined tool a status and a public reply: visitors see it on the tool's card", async () => {
    const tools = page.getByRole("list", { name: "Predefined tools" });
    const tool = tools.getByRole("listitem").filter({ hasText: "Pick a Target Market" });
    await tool.getByRole("button", { name: "Set status of “Pick a Target Market”…" }).click();
    const form = page.getByRole("form", { name: "Status of Pick a Target Market" });
    await form.getByLabel("Status").selectOption({ label: "In progress" });
    await form.getByLabel("Public reply (optional)").fill("Two new steps this month.");
    await form.getByRole("button", { name: "Save status" }).click();
    await notice("Status of “Pick a Target Market” set to In progress.").waitFor();
    await tools
      .getByRole("listitem")
      .filter({ hasText: "Pick a Target Market" })
      .locator(".board-reply")
      .filter({ hasText: "Two new steps this month." })
      .waitFor();

    await expectVisitorSeesStatus("Pick a Target Market", "In progress", "Two new steps this month.");
  });

  it("merges a duplicate: its votes move, a visitor who voted on both counts once", async () => {
    const row = suggestionRow("Writer for investor updates");
    await row.getByRole("button", { name: "Merge into another suggestion: “Writer for investor updates”" }).click();
    const picker = page.getByRole("group", { name: "Merge Writer for investor updates into another suggestion" });
    await picker.getByLabel("Find the suggestion to merge into (by title)").fill("Investor update writer");
    await picker.getByRole("button", { name: "Search" }).click();
    await picker.getByRole("radio", { name: /^Investor update writer/ }).check();
    await picker.getByText(/will be hidden and its 2 votes/).waitFor();
    await expectNoAxeViolations(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Nothing merges without a last look in a modal dialog (what it shows: BoardSection.test.tsx); Escape is the browser's own.
    const opener = picker.getByRole("button", { name: "Merge…" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Merge these suggestions?" });
    await dialog.waitFor();
    expect(await axeViolations(page), "axe with the merge dialog open").toEqual([]);
    await page.keyboard.press("Escape");
    await eventually(async () => ((await dialog.count()) === 0 ? true : undefined));
    await eventually(async () => ((await page.evaluate(() => document.activeElement?.textContent)) === "Merge…" ? true : undefined));
    expect(await row.count()).toBe(1);

    await opener.click();
    await dialog.getByRole("button", { name: "Merge", exact: true }).click();
    await notice(
      "Merged “Writer for investor updates” into “Investor update writer”: 1 vote and 0 comments moved, 1 voter who voted on both counted once. “Investor update writer” now has 3 votes and 0 comments.",
    ).waitFor();
    await eventually(async () => ((await row.count()) === 0 ? true : undefined));

    const board = await visitorBoard();
    expect(await visitorItem(board, "Investor update writer").locator(".vote-count").innerText()).toBe("3");
    expect(await visitorItem(board, "Writer for investor updates").count()).toBe(0);
    await board.close();
  });

  it("turns on pre-moderation: a visitor's new suggestion waits, then appears once approved", async () => {
    const toggle = page.getByRole("switch", { name: "Pre-moderation" });
    await toggle.click();
    await notice("Pre-moderation is on").waitFor();

    const board = await visitorBoard();
    await board.getByLabel("Title").fill("Held for the operator");
    await board.getByRole("button", { name: "Add", exact: true }).click();
    await board.getByTestId("toast").filter({ hasText: "Your suggestion will appear once a moderator has approved it." }).waitFor();
    expect(await visitorItem(board, "Held for the operator").count()).toBe(0);

    await tab("Pending").click();
    const pending = suggestionRow("Held for the operator");
    await pending.getByRole("button", { name: "Approve “Held for the operator”" }).click();
    await notice("Approved: “Held for the operator”.").waitFor();
    await page.getByRole("region", { name: "Suggestions" }).getByText("No suggestions wait for approval.").waitFor();

    await board.reload();
    await board.getByRole("tab", { name: "Vote" }).click();
    await visitorItem(board, "Held for the operator").waitFor();
    await board.close();

    await toggle.click();
    await notice("Pre-moderation is off").waitFor();
  });

  it("passes axe on the Board section at 1280 and 360 px, and logs every action", async () => {
    await tab("Visible").click();
    await suggestionRow("Investor update writer").waitFor();
    await expectNoAxeViolations(1280);
    await expectNoAxeViolations(360);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Audit log" }).click();
    const entries = page.locator(".admin-audit-row .admin-row-title");
    await entries.first().waitFor();
    expect((await entries.allInnerTexts()).slice(0, 8)).toEqual([
      "Switched pre-moderation",
      "Approved a suggestion",
      "Switched pre-moderation",
      "Merged a duplicate suggestion",
      "Set a suggestion's status",
      "Set a suggestion's status",
      "Deleted a comment",
      "Hid a comment",
    ]);
  });
});
