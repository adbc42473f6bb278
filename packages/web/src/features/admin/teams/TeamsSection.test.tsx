// The console's Teams section: the totals and every team, suspending one after asking (saying what it does), resuming one, and a refusal's message in place.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { ConsoleTeam } from "@ai-leaders/core/teams/schema";
import { teamMessages } from "@ai-leaders/core/messages";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, answerConsole, callsTo, refusal } from "../test/console-api.ts";
import { TeamsSection } from "./TeamsSection.tsx";

const acme: ConsoleTeam = {
  team_id: "team-1",
  name: "Acme leadership",
  company: "Acme Ltd",
  owner_email: "lead@acme.example",
  member_count: 3,
  seats: 8,
  status: "active",
  created_at: "2026-05-01T09:00:00.000Z",
};
const orphaned: ConsoleTeam = {
  ...acme,
  team_id: "team-2",
  name: "Globex board",
  company: "Globex",
  owner_email: "",
  member_count: 1,
  seats: 4,
  status: "suspended",
};
const counts = { teams: 2, active: 1, suspended: 1, members: 4, seats: 12 };

function teamsApi(routes: Parameters<typeof answerConsole>[0] = {}) {
  return answerConsole({
    "GET /api/admin/teams": () => json({ teams: [acme, orphaned], counts }),
    "POST /api/admin/teams/team-1/suspend": () => json({ team: { ...acme, status: "suspended" } }),
    "POST /api/admin/teams/team-2/resume": () => refusal(teamMessages.ownerless, 409),
    ...routes,
  });
}

/** One of the totals above the list, as shown. */
const figure = (name: string) => within(screen.getByRole("group", { name: "All teams" })).getByText(name).nextElementSibling?.textContent;
const rowOf = async (name: string) => within((await screen.findByText(name)).closest("tr")!);

describe("the console's Teams section", () => {
  it("shows the totals, and each team's company, owner, members of seats, status and day made", async () => {
    teamsApi();
    renderPage(<TeamsSection accessToken={accessToken} />, { route: "/admin/teams" });
    const row = await rowOf("Acme leadership");
    expect(row.getByRole("cell", { name: "Acme Ltd" })).toBeTruthy();
    expect(row.getByRole("cell", { name: "lead@acme.example" })).toBeTruthy();
    expect(row.getByRole("cell", { name: "3 of 8" })).toBeTruthy();
    expect(row.getByText("Active")).toBeTruthy();
    expect(row.getByRole("cell", { name: /^1 May 2026/ })).toBeTruthy();
    const orphanRow = await rowOf("Globex board");
    expect(orphanRow.getByText("None: the owner's account was erased")).toBeTruthy();
    expect(orphanRow.getByText("Suspended")).toBeTruthy();
    expect(orphanRow.getByRole("button", { name: "Resume Globex board" })).toBeTruthy();

    expect(screen.getByRole("group", { name: "All teams" })).toBeTruthy();
    expect([figure("Teams"), figure("Active"), figure("Suspended"), figure("Members"), figure("Seats")]).toEqual([
      "2",
      "1",
      "1",
      "4",
      "12",
    ]);
  });

  it("suspends a team after saying what it does, then says so with focus on the notice, and counts it suspended", async () => {
    const calls = teamsApi();
    const { user } = renderPage(<TeamsSection accessToken={accessToken} />, { route: "/admin/teams" });
    const row = await rowOf("Acme leadership");
    await user.click(row.getByRole("button", { name: "Suspend Acme leadership" }));
    const question = within(row.getByRole("group", { name: "Suspend Acme leadership" }));
    expect(
      question.getByText(
        "Suspend “Acme leadership”? Its members lose the toolkit through the team and cannot change it until you resume it.",
      ),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe("Suspend team");
    expect(callsTo(calls, "POST /api/admin/teams/team-1/suspend")).toHaveLength(0);
    await user.click(question.getByRole("button", { name: "Suspend team" }));

    const notice = screen.getAllByRole("status")[0]!;
    await waitFor(() => expect(notice.textContent).toMatch(/^Suspended “Acme leadership”\./));
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(row.getByText("Suspended")).toBeTruthy();
    expect(row.getByRole("button", { name: "Resume Acme leadership" })).toBeTruthy();
    expect([figure("Active"), figure("Suspended")]).toEqual(["0", "2"]);
    expect(callsTo(calls, "POST /api/admin/teams/team-1/suspend")).toHaveLength(1);
  });

  it("gives focus back to Suspend when the question is cancelled, and sends nothing", async () => {
    const calls = teamsApi();
    const { user } = renderPage(<TeamsSection accessToken={accessToken} />, { route: "/admin/teams" });
    const row = await rowOf("Acme leadership");
    await user.click(row.getByRole("button", { name: "Suspend Acme leadership" }));
    await user.click(within(row.getByRole("group", { name: "Suspend Acme leadership" })).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(row.getByRole("button", { name: "Suspend Acme leadership" })));
    expect(callsTo(calls, "POST /api/admin/teams/team-1/suspend")).toHaveLength(0);
  });

  it("shows the API's refusal in the row when a team with no owner cannot be resumed, and resumes one that can", async () => {
    const calls = teamsApi({ "POST /api/admin/teams/team-1/resume": () => json({ team: acme }) });
    const { user } = renderPage(<TeamsSection accessToken={accessToken} />, { route: "/admin/teams" });
    const orphanRow = await rowOf("Globex board");
    await user.click(orphanRow.getByRole("button", { name: "Resume Globex board" }));
    expect((await orphanRow.findByRole("alert")).textContent).toBe(teamMessages.ownerless);
    expect(orphanRow.getByText("Suspended")).toBeTruthy();
    expect(callsTo(calls, "POST /api/admin/teams/team-2/resume")).toHaveLength(1);

    const row = await rowOf("Acme leadership");
    await user.click(row.getByRole("button", { name: "Suspend Acme leadership" }));
    await user.click(within(row.getByRole("group", { name: "Suspend Acme leadership" })).getByRole("button", { name: "Suspend team" }));
    await user.click(await row.findByRole("button", { name: "Resume Acme leadership" }));
    await waitFor(() => expect(screen.getAllByRole("status")[0]!.textContent).toMatch(/^Resumed “Acme leadership”\./));
    expect(row.getByText("Active")).toBeTruthy();
    expect([figure("Active"), figure("Suspended")]).toEqual(["1", "1"]);
  });

  it("says how a team comes to be when there is none", async () => {
    answerConsole({
      "GET /api/admin/teams": () => json({ teams: [], counts: { teams: 0, active: 0, suspended: 0, members: 0, seats: 0 } }),
    });
    renderPage(<TeamsSection accessToken={accessToken} />, { route: "/admin/teams" });
    await screen.findByText("No team yet. Make a team code in Access codes, with its seats, and give it to a leader.");
    expect(screen.queryByRole("table")).toBeNull();
  });
});
