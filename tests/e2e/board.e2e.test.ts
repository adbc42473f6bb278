// The board's journey in Chromium, on the real API: a visitor finds similar suggestions while typing
// and votes for one, suggests a workflow in a category, votes, comments and asks to hear when it
// ships; the board remembers the votes after a reload, filters by category in its address, opens
// the roadmap from its link; at log-in the votes become the account's. axe and widths at 1280 and
// 360 px. What each control does on its own is shown by VotingBoard.test.tsx.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { boardMessages, votingMessages } from "@ai-leaders/core/messages";
import { hasChromium } from "../support/browser.ts";
import { contextWithAccess } from "../support/access.ts";
import { createAccount } from "../support/accounts.ts";
import { axeViolations } from "../support/axe.ts";
import { eventually, scanTable } from "../support/test-stack.ts";
import { voteRowsOf } from "../support/vote-rows.ts";
import { paths } from "../../packages/web/src/config/paths.ts";
import { useBrowserJourney } from "../support/journey.ts";

const actor = "operator@example.com";
const newTitle = "Cash flow forecast builder";

describe.skipIf(!hasChromium)("the board's journey in Chromium", () => {
  async function seed(title: string, votes: number, status?: "planned" | "in_progress" | "done", reply: string | null = null) {
    const suggestion = await suite.stack.services.voting.addSuggestion(
      { title, description: `Why ${title.toLowerCase()} matters.` },
      new Date(),
    );
    for (let i = 0; i < votes; i++) await suite.stack.services.voting.vote(suggestion.id, crypto.randomUUID(), new Date());
    if (status) await suite.stack.services.voting.moderation.setStatus(actor, suggestion.id, { status, reply }, new Date());
  }

  const suite = useBrowserJourney({
    seed: async (stack) => {
      // The operator's category, made as the console makes it (its own page is the console's tests').
      await stack.services.voting.categories.create(actor, { name: "Finance", colour: "teal" }, new Date());
      await seed("Investor update writer", 5);
      await seed("Board pack builder", 3, "planned", "Coming in March, with charts.");
      await seed("Hiring plan helper", 2, "in_progress");
      await seed("Offsite agenda planner", 4, "done", "Shipped: open the new Offsite guide.");
    },
  });

  async function openVoteTab(target: Page) {
    await target.goto(`${suite.stack.url}/level-2/workflows`);
    await target.getByRole("tab", { name: "Vote" }).click();
    await community(target).waitFor();
  }
  const community = (target: Page) => target.getByRole("list", { name: "Community Suggestions" });
  const titles = (target: Page) => community(target).getByRole("heading", { level: 4 }).allInnerTexts();
  const itemTitled = (target: Page, title: string) =>
    target.locator(".vote-item").filter({ has: target.getByRole("heading", { name: title, exact: true }) });
  const voteOn = (target: Page, title: string) => itemTitled(target, title).locator(".vote-button");
  const toastWith = (target: Page, text: string) => target.getByTestId("toast").filter({ hasText: text });
  const minHeight = (field: ReturnType<Page["getByLabel"]>) => field.evaluate((element) => parseFloat(getComputedStyle(element).minHeight));
  async function expectAxeCleanAndNoSideScroll(target: Page, width: number) {
    await target.setViewportSize({ width, height: 900 });
    expect(await axeViolations(target), `axe at ${width} px`).toEqual([]);
    expect(
      await target.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scroll at ${width} px`,
    ).toBe(true);
  }

  it("finds a similar suggestion while typing and votes for it, suggests one in a category, votes, comments and asks to hear when it ships", async () => {
    await openVoteTab(suite.page);
    await suite.page.getByLabel("Title").pressSequentially("investor updates", { delay: 20 });
    const similar = suite.page.locator(".similar-suggestions");
    await similar.getByRole("button", { name: /^Vote for Investor update writer/ }).click();
    await toastWith(suite.page, votingMessages.voteSuccess.title).waitFor();
    await eventually(async () => ((await voteOn(suite.page, "Investor update writer").innerText()).includes("6") ? true : undefined));

    await suite.page.getByLabel("Title").fill(newTitle);
    expect(await minHeight(suite.page.getByLabel("Description (optional)"))).toBe(60);
    await suite.page.getByLabel("Description (optional)").fill("Thirteen weeks of cash, from the bank feed.");
    await suite.page.getByLabel("Category (optional)").selectOption({ label: "Finance" });
    await suite.page.getByRole("button", { name: "Add", exact: true }).click();
    await toastWith(suite.page, votingMessages.suggestionSuccess.description).waitFor();
    const added = itemTitled(suite.page, newTitle);
    await added.waitFor();
    expect(await added.locator(".category-chip").innerText()).toContain("Finance");
    expect(await added.innerText()).toContain("Thirteen weeks of cash, from the bank feed.");

    await voteOn(suite.page, newTitle).click();
    await eventually(async () =>
      (await voteOn(suite.page, newTitle).getAttribute("aria-label")) === `Voted for ${newTitle}, 1 vote` ? true : undefined,
    );
    await voteOn(suite.page, "Pick a Target Market").click();
    await eventually(async () =>
      (await voteOn(suite.page, "Pick a Target Market").getAttribute("aria-label")) === "Voted for Pick a Target Market, 1 vote"
        ? true
        : undefined,
    );

    await added.getByRole("button", { name: /comments?$/ }).click();
    await added.getByText("No comments yet.").waitFor();
    expect(await minHeight(added.getByLabel("Add a comment"))).toBe(80);
    await added.getByLabel("Add a comment").fill("Would use this every quarter.");
    await added.getByRole("button", { name: "Send" }).click();
    await added.locator(".comments-list li").filter({ hasText: "Would use this every quarter." }).waitFor();
    expect(await added.locator(".comments-list li").innerText()).toContain("Anonymous");
    expect(await added.getByRole("button", { name: /comments?$/ }).innerText()).toContain("1 comment");

    // With a status badge, similar titles and the consent form all on the page.
    await added.getByRole("button", { name: boardMessages.notifyMeLabel }).click();
    await suite.page.getByLabel("Title").pressSequentially("board pack", { delay: 20 });
    await similar.getByText("Board pack builder").waitFor();
    await expectAxeCleanAndNoSideScroll(suite.page, 1280);
    await expectAxeCleanAndNoSideScroll(suite.page, 360);
    await suite.page.setViewportSize({ width: 1280, height: 900 });

    await added.getByLabel("Your email").fill("founder@example.com");
    await added.getByLabel(/We'll add this address to our newsletter/).check();
    await added.locator("form.notify-me").getByRole("button", { name: boardMessages.notifyMeLabel }).click();
    await toastWith(suite.page, boardMessages.notifyMeRecorded.title).waitFor();
    const stored = (await scanTable(suite.stack, "suggestions")).find((suggestion) => suggestion.title === newTitle)!;
    const signup = await eventually(async () =>
      (await scanTable(suite.stack, "newsletterSignups")).find((row) => row.email === "founder@example.com"),
    );
    expect([...signup.tags]).toEqual([`suggestion:${stored.id}`]);
  });

  it("shows what this visitor voted on as voted after a reload, and nothing as voted to another visitor", async () => {
    await suite.page.reload();
    await suite.page.getByRole("tab", { name: "Vote" }).click();
    await community(suite.page).waitFor();
    for (const title of [newTitle, "Investor update writer", "Pick a Target Market"]) {
      await eventually(async () => ((await voteOn(suite.page, title).getAttribute("aria-label"))?.startsWith("Voted") ? true : undefined));
    }
    const stranger = await contextWithAccess(suite.browser, suite.stack);
    const theirs = await stranger.newPage();
    await openVoteTab(theirs);
    expect(await voteOn(theirs, newTitle).getAttribute("aria-label")).toBe(`Vote for ${newTitle}, 1 vote`);
    await stranger.close();
  });

  it("filters the board by category, the filter kept in the address across a reload, axe clean at 1280 and 360 px", async () => {
    await suite.page.getByLabel("Filter by category").selectOption({ label: "Finance" });
    await suite.page.waitForURL(/category=/);
    await community(suite.page).getByRole("heading", { name: "Investor update writer" }).waitFor({ state: "detached" });
    expect(await titles(suite.page)).toEqual([newTitle]);
    await suite.page.reload();
    await community(suite.page).waitFor();
    expect(await suite.page.getByLabel("Filter by category").inputValue()).not.toBe("");
    expect(await titles(suite.page)).toEqual([newTitle]);
    await expectAxeCleanAndNoSideScroll(suite.page, 1280);
    await expectAxeCleanAndNoSideScroll(suite.page, 360);
    await suite.page.setViewportSize({ width: 1280, height: 900 });
    await suite.page.getByLabel("Filter by category").selectOption({ label: "All categories" });
    await community(suite.page).getByRole("heading", { name: "Investor update writer" }).waitFor();
  });

  describe("the roadmap", () => {
    const column = (target: Page, name: string) => target.getByRole("region", { name: new RegExp(`^${name} \\(`) });
    const viewButton = (target: Page, name: string) =>
      target.getByRole("group", { name: "Sort community suggestions" }).getByRole("button", { name, exact: true });

    it("opens from its link, again after a reload and brought into view; Top leaves it for the Vote tab's own address, Back returns, another tab drops the link", async () => {
      await suite.page.goto(`${suite.stack.url}${paths.roadmap}`);
      for (const round of ["first load", "reload"]) {
        await column(suite.page, "Done").getByRole("listitem").first().waitFor();
        expect(await suite.page.getByRole("tab", { name: "Vote" }).getAttribute("aria-selected"), round).toBe("true");
        expect(await viewButton(suite.page, "Roadmap").getAttribute("aria-pressed"), round).toBe("true");
        expect(await column(suite.page, "Planned").getByRole("listitem").getByRole("heading").allInnerTexts(), round).toEqual([
          "Board pack builder",
        ]);
        expect(await column(suite.page, "Done").getByRole("listitem").getByRole("heading").allInnerTexts(), round).toEqual([
          "Offsite agenda planner",
        ]);
        // Below the form and the tools, the roadmap the link asked for is brought into view.
        const heading = suite.page.getByRole("heading", { name: "Roadmap", level: 3 });
        await eventually(() =>
          heading.evaluate(
            (element) =>
              (element.getBoundingClientRect().top >= 0 && element.getBoundingClientRect().bottom <= window.innerHeight) || undefined,
          ),
        );
        if (round === "first load") await suite.page.reload();
      }
      await viewButton(suite.page, "Top").click();
      await community(suite.page).waitFor();
      expect(await suite.page.getByRole("tab", { name: "Vote" }).getAttribute("aria-selected")).toBe("true");
      expect(new URL(suite.page.url()).search).toBe("?view=vote");
      expect(await suite.page.locator(".roadmap").count()).toBe(0);
      await suite.page.goBack();
      await column(suite.page, "Planned").getByRole("listitem").first().waitFor();
      expect(await suite.page.getByRole("tab", { name: "Vote" }).getAttribute("aria-selected")).toBe("true");
      await suite.page.getByRole("tab", { name: "Blog" }).click();
      await eventually(async () => (new URL(suite.page.url()).search === "" ? true : undefined));
      expect(await suite.page.getByRole("tab", { name: "Blog" }).getAttribute("aria-selected")).toBe("true");
    });

    it("reaches a card by keyboard and opens it, focus never dropping to the page", async () => {
      await suite.page.goto(`${suite.stack.url}${paths.roadmap}`);
      await column(suite.page, "Planned").getByRole("listitem").first().waitFor();
      await viewButton(suite.page, "Roadmap").focus();
      const focusedText = () =>
        suite.page.evaluate(() => (document.activeElement === document.body ? "<body>" : (document.activeElement?.textContent ?? "")));
      const reached: string[] = [];
      for (let presses = 0; presses < 10 && !reached.includes("Board pack builder"); presses++) {
        await suite.page.keyboard.press("Tab");
        reached.push(await focusedText());
      }
      expect(reached).not.toContain("<body>");
      expect(reached.at(-1)).toBe("Board pack builder");
      await suite.page.keyboard.press("Enter");
      await column(suite.page, "Planned").getByText("No comments yet.").waitFor();
      expect(await focusedText()).toBe("Board pack builder");
    });

    it.each([1280, 360])("has no axe violations at %i px, side by side on a wide screen and stacked on a narrow one", async (width) => {
      await suite.page.setViewportSize({ width, height: 900 });
      await column(suite.page, "Planned").getByText("No comments yet.").waitFor();
      await expectAxeCleanAndNoSideScroll(suite.page, width);
      const boxes = await Promise.all(
        ["Planned", "In progress", "Done"].map(async (name) => (await column(suite.page, name).boundingBox())!),
      );
      if (width === 360) {
        // One stacked list: each column below the one before, as wide as the others.
        expect(new Set(boxes.map((box) => Math.round(box.x))).size).toBe(1);
        expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
        expect(boxes[2]!.y).toBeGreaterThanOrEqual(boxes[1]!.y + boxes[1]!.height);
      } else {
        expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
        expect(boxes[1]!.x).toBeGreaterThanOrEqual(boxes[0]!.x + boxes[0]!.width);
      }
      await suite.page.setViewportSize({ width: 1280, height: 900 });
    });
  });

  describe("logging in", () => {
    const email = `carried-${Date.now()}@company.example`;
    const password = "Carry-it-over-1";

    it("carries the visitor's votes over to the account, shown as voted with the count unchanged, and follows in one tap", async () => {
      await createAccount(suite.stack, { email, password, full_name: "Katherine Johnson", confirmed: true });
      await openVoteTab(suite.page);
      // The Vote tab offers to log in itself.
      await suite.page.getByText("to keep your votes on every device").getByRole("button", { name: "Log in" }).click();
      const dialog = suite.page.getByRole("dialog");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Password", { exact: true }).fill(password);
      await dialog.getByRole("button", { name: "Log in", exact: true }).click();
      await dialog.waitFor({ state: "hidden" });
      await suite.page.getByText("You vote as your account").waitFor();

      await openVoteTab(suite.page);
      await eventually(async () =>
        (await voteOn(suite.page, newTitle).getAttribute("aria-label")) === `Voted for ${newTitle}, 1 vote` ? true : undefined,
      );
      const id = String((await scanTable(suite.stack, "suggestions")).find((item) => item.title === newTitle)!.id);
      expect((await voteRowsOf(suite.stack, id)).map((row) => String(row.voter_id))).toEqual([expect.stringMatching(/^account:/)]);
      const counted = (await scanTable(suite.stack, "suggestions"))
        .filter((item) => String(item.id).startsWith(`${id}#votes#`))
        .reduce((sum, shard) => sum + Number(shard.votes ?? 0), 0);
      expect(counted).toBe(1);

      // A confirmed account follows in one tap, and still does after a reload.
      const follow = itemTitled(suite.page, newTitle).getByRole("button", { name: boardMessages.notifyMeLabel });
      await follow.click();
      await toastWith(suite.page, "We'll email you when this ships.").waitFor();
      expect(await follow.getAttribute("aria-pressed")).toBe("true");
      await openVoteTab(suite.page);
      await itemTitled(suite.page, newTitle).getByRole("button", { name: boardMessages.notifyMeLabel, pressed: true }).waitFor();
    });

    it("lists the vote in Your suggestions and votes, from the account menu, axe clean at 1280 and 360 px", async () => {
      for (const viewport of [
        { width: 1280, height: 900 },
        { width: 360, height: 780 },
      ]) {
        await suite.page.setViewportSize(viewport);
        await suite.page.goto(`${suite.stack.url}/level-3-build-website`);
        await suite.page.locator(".account-menu").getByRole("button", { name: "Your suggestions and votes" }).click();
        const dialog = suite.page.getByRole("dialog", { name: "Your suggestions and votes" });
        const voted = dialog.getByRole("region", { name: "Voted on" });
        await voted.getByText(newTitle).waitFor();
        expect(await voted.innerText()).toContain("1 vote");
        expect(await axeViolations(suite.page)).toEqual([]);
        await dialog.getByRole("button", { name: "Close" }).click();
        await dialog.waitFor({ state: "hidden" });
      }
    });
  });
});
