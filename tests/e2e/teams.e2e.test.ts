// Leaders bring their team (issue 48), as two people do it in Chromium: a leader makes a team with
// the team code the console issued, sets the business context the team shares and invites a
// colleague; the colleague, who has no access code, opens the mailed link, joins, opens the toolkit
// through the team's seat, and finds a prompt filled in with the team's context; on the team's
// backlog they suggest where AI could help and vote for it; the card they copy shows on the leader's
// progress page. At 1280 and 360 px.
import { describe, expect, it, beforeAll, afterEach } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { promptLibraries } from "@ai-leaders/core/content";
import { axeViolations } from "../support/axe.ts";
import { hasChromium } from "../support/browser.ts";
import { useBrowserJourney } from "../support/journey.ts";
import { createAccount } from "../support/accounts.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { mailedInvitation, teamCode, teamTestRateLimits } from "../support/teams.ts";

const operator = "teams-journey-operator@site.example";
const password = "Teamwork-2026-ok";
const teamCompany = "Northwind Freight";

describe.skipIf(!hasChromium)("a team, in Chromium", () => {
  const suite = useBrowserJourney({ visitor: false, stack: { settings: { ADMIN_EMAILS: operator }, rateLimits: teamTestRateLimits } });
  let adminToken: string;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    adminToken = (await signedInConsoleAdmin(suite.stack, operator)).accessToken;
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A person with a confirmed account, signed in in a browser of their own (no access code). */
  async function signedInPerson(name: string, width: number) {
    const email = `${name.toLowerCase()}.${width}.${Date.now()}@northwind.example`;
    const { session } = await createAccount(suite.stack, { email, password, full_name: name, confirmed: true });
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.stack.url });
    contexts.push(context);
    await context.addInitScript((stored) => localStorage.setItem("ai-leaders.auth", stored), JSON.stringify(session));
    return { email, page: await context.newPage() };
  }

  const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  async function expectAxeClean(page: Page, what: string) {
    expect(await axeViolations(page), what).toEqual([]);
  }

  it.each([1280, 360])(
    "at %i px: a leader makes a team and invites a colleague, who joins and works with the team's context",
    async (width) => {
      const code = await teamCode(suite.stack, adminToken, 5);
      const leader = await signedInPerson("Sara", width);
      const colleague = await signedInPerson("Omar", width);

      // The leader makes the team from "Your teams".
      await leader.page.goto(`${suite.stack.url}/teams`);
      await leader.page.getByRole("heading", { name: "Teams you are in" }).waitFor();
      await leader.page.getByLabel("Team name").fill("Leadership team");
      await leader.page.getByLabel("Company").fill(teamCompany);
      await leader.page.getByLabel("Team access code").fill(code);
      await leader.page.getByRole("button", { name: "Make the team" }).click();
      await leader.page.getByRole("heading", { name: "Leadership team", level: 1 }).waitFor();
      expect(new URL(leader.page.url()).pathname).toMatch(/^\/teams\/[\w-]+$/);
      await leader.page.getByText(/1 of 5 seats taken/).waitFor();

      // Sets the context the team shares, and invites the colleague.
      await leader.page.getByLabel("Company", { exact: true }).last().fill(teamCompany);
      await leader.page.getByRole("button", { name: "Save the team's context" }).click();
      await leader.page.getByText("Saved. The team's prompts use it from now on.").waitFor();
      await leader.page.getByLabel("Their work email").fill(colleague.email);
      await leader.page.getByRole("button", { name: "Send the invitation" }).click();
      await leader.page.getByText(`Invitation sent to ${colleague.email}.`).waitFor();
      await leader.page.getByRole("button", { name: `Withdraw the invitation to ${colleague.email}` }).waitFor();
      await leader.page.screenshot({ path: `/tmp/team-page-${width}.png`, fullPage: true });
      await expectAxeClean(leader.page, "the team's page, as its owner");
      expect(await sideways(leader.page), "the team's page scrolls sideways").toBeLessThanOrEqual(0);

      // The colleague opens the mailed link: it shows the team, and Join spends it.
      const { token } = await mailedInvitation(suite.stack, colleague.email);
      await colleague.page.goto(`${suite.stack.url}/link/team-invitation#token=${token}`);
      await colleague.page.getByText(/invites you to/).waitFor();
      expect(await colleague.page.getByText("Leadership team").first().isVisible()).toBe(true);
      await colleague.page.screenshot({ path: `/tmp/team-invitation-${width}.png`, fullPage: true });
      await expectAxeClean(colleague.page, "the invitation's page");
      expect(await sideways(colleague.page), "the invitation's page scrolls sideways").toBeLessThanOrEqual(0);
      await colleague.page.getByRole("button", { name: "Join Leadership team" }).click();
      await colleague.page.getByRole("heading", { name: "Leadership team", level: 1 }).waitFor();
      await colleague.page.getByText(/2 of 5 seats taken/).waitFor();
      expect(await colleague.page.getByRole("button", { name: "Send the invitation" }).count(), "a member invites no one").toBe(0);

      // The colleague suggests where AI could help, on the team's backlog, and votes for it.
      await colleague.page.getByRole("link", { name: "Open the backlog" }).click();
      await colleague.page.getByRole("heading", { name: "AI-opportunity backlog", level: 1 }).waitFor();
      await colleague.page.getByLabel("The task, in a few words").fill("Triage supplier emails");
      await colleague.page.getByLabel("How it is done today").fill("Two buyers read about 300 supplier emails a week.");
      await colleague.page.getByLabel("The data it would use").fill("Supplier emails and open orders");
      await colleague.page.getByRole("button", { name: "Suggest it" }).click();
      const item = colleague.page.locator("article", { has: colleague.page.getByRole("heading", { name: "Triage supplier emails" }) });
      await item.getByText("#1").waitFor();
      await item.getByRole("button", { name: "Vote · 0 for Triage supplier emails" }).click();
      await item.getByRole("button", { name: "Voted · 1 for Triage supplier emails" }).waitFor();
      await colleague.page.screenshot({ path: `/tmp/team-backlog-${width}.png`, fullPage: true });
      await expectAxeClean(colleague.page, "the team's backlog");
      expect(await sideways(colleague.page), "the backlog scrolls sideways").toBeLessThanOrEqual(0);
      await colleague.page.goBack();
      await colleague.page.getByRole("heading", { name: "Leadership team", level: 1 }).waitFor();

      // No access code of their own: the toolkit opens through the team, with its context filled in.
      await colleague.page.getByRole("button", { name: "Open the toolkit" }).click();
      await colleague.page.waitForURL((url) => url.pathname === "/level-2");
      const card = promptLibraries.claude.prompts[0]!;
      await colleague.page.goto(`${suite.stack.url}/prompts/claude`);
      await colleague.page.locator(".library-toggle", { hasText: card.title }).first().click();
      const prompt = colleague.page.locator(".library-card-expanded .library-prompt").first();
      await prompt.waitFor();
      expect(card.prompt).toContain("[company name]");
      expect(await prompt.textContent()).toContain(`Company: ${teamCompany}`);

      // Copying the card, and saying it worked, count for the team: the leader sees both on the progress page.
      await colleague.page.getByRole("button", { name: `Copy prompt template: ${card.title}` }).click();
      const feedback = colleague.page.getByRole("form", { name: `Did this work for you? ${card.title}` });
      await feedback.getByRole("button", { name: "Yes" }).click();
      await feedback.getByRole("status").getByText("Thanks").waitFor();
      await leader.page.getByRole("link", { name: "See the progress" }).click();
      const members = leader.page.getByRole("region", { name: "Each member's progress, as a table" });
      await members.waitFor();
      const colleagueRow = members.getByRole("row", { name: /Omar/ });
      // The copy's report may land after the page's first read: read the page again until it shows.
      await expect
        .poll(async () => {
          await leader.page.reload();
          await colleagueRow.waitFor();
          return (await colleagueRow.getByRole("cell").allTextContents()).slice(-3, -1);
        })
        .toEqual(["1", "1 (1 worked)"]);
      // The chart (its library loads with it) is drawn: the page has settled.
      await leader.page.locator(".chart-canvas canvas").first().waitFor();
      await leader.page.screenshot({ path: `/tmp/team-progress-${width}.png`, fullPage: true });
      await expectAxeClean(leader.page, "the team's progress");
      expect(await sideways(leader.page), "the progress page scrolls sideways").toBeLessThanOrEqual(0);
    },
  );
});
