// A leader's teams (issue 48) as a person uses them: the list and a new team, the team page as its
// owner and as a member, and the invitation's link, each against a stand-in API.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import type { AuthUser } from "@ai-leaders/core/accounts";
import type { TeamDetail, TeamSummary } from "@ai-leaders/core/teams/schema";
import { progressMessages, teamMessages } from "@ai-leaders/core/messages";
import { storeSignedIn } from "../../test/signed-in.ts";
import { teamContextStorageKey } from "../../lib/business-context/use-business-context.ts";
import { answerApi, json, retype, type ApiCall } from "../../test/render.tsx";
import { renderWithAuth } from "../../test/workflow-page.tsx";
import { teamMember as member, teamOwner as owner } from "../../test/team-people.ts";
import { TeamsPage } from "./TeamsPage.tsx";
import { TeamPage } from "./TeamPage.tsx";
import { TeamInvitationPage } from "../mailed-links/TeamInvitationPage.tsx";

const team: TeamDetail = {
  team_id: "t-1",
  name: "Leadership team",
  company: "Northwind Freight",
  role: "owner",
  member_count: 2,
  seats: 5,
  status: "active",
  context: { company: "Northwind Freight", industry: "freight logistics" },
  created_at: "2026-12-01T09:00:00.000Z",
  members: [
    { user_id: owner.id, email: owner.email, name: "Sara Blake", role: "owner", joined_at: "2026-12-01T09:00:00.000Z" },
    { user_id: member.id, email: member.email, name: "Omar Diaz", role: "member", joined_at: "2026-12-02T09:00:00.000Z" },
  ],
  invitations: [],
};
const summary: TeamSummary = {
  team_id: "t-1",
  name: team.name,
  company: team.company,
  role: "owner",
  member_count: 2,
  seats: 5,
  status: "active",
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Signed in as `user` (or signed out), the team routes drawn, the API answered by `answer`. */
function open(route: string, user: AuthUser | null, answer: (call: ApiCall) => Response | undefined) {
  if (user) {
    storeSignedIn(user);
  }
  const calls = answerApi(
    (call) => answer(call) ?? (call.path === "/api/auth/user" && user ? json({ user }) : json({ error: { message: "Not here" } }, 404)),
  );
  const rendered = renderWithAuth(
    <>
      <Routes>
        <Route path="/teams" element={<TeamsPage />} />
        <Route path="/teams/:teamId" element={<TeamPage />} />
        <Route path="/link/team-invitation" element={<TeamInvitationPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { route },
  );
  return { calls, ...rendered };
}

const where = () => screen.getByTestId("where").textContent;
const sent = (calls: ApiCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("your teams", () => {
  it("asks a signed-out visitor to log in, and lists nothing", async () => {
    const { calls } = open("/teams", null, () => undefined);
    await screen.findByRole("button", { name: "Log in or create an account" });
    expect(sent(calls, "GET", "/api/teams")).toEqual([]);
  });

  it("lists the teams a leader is in, and makes a new one with a team access code, then opens it", async () => {
    const { calls, user } = open("/teams", owner, ({ method, path }) => {
      if (path === "/api/teams" && method === "GET") return json({ teams: [summary] });
      if (path === "/api/teams" && method === "POST") return json({ team: { ...team, team_id: "t-2", name: "Board" } }, 201);
      if (path === "/api/teams/t-2") return json({ team: { ...team, team_id: "t-2", name: "Board" } });
      return undefined;
    });
    const listed = await screen.findByRole("link", { name: /Leadership team/ });
    expect(listed.textContent).toContain("Northwind Freight · Owner · 2 of 5 seats");
    await retype(user, screen.getByLabelText("Team name"), "Board");
    await retype(user, screen.getByLabelText("Company"), "Northwind Freight");
    await retype(user, screen.getByLabelText("Team access code"), "TEAM-CODE-1");
    await user.click(screen.getByRole("button", { name: "Make the team" }));
    await waitFor(() => expect(where()).toBe("/teams/t-2"));
    expect(sent(calls, "POST", "/api/teams").map((call) => call.body)).toEqual([
      { name: "Board", company: "Northwind Freight", access_code: "TEAM-CODE-1" },
    ]);
  });

  it("says why a team code was refused, at the form", async () => {
    const { user } = open("/teams", owner, ({ method, path }) => {
      if (path === "/api/teams" && method === "GET") return json({ teams: [] });
      if (path === "/api/teams" && method === "POST") return json({ error: { message: teamMessages.teamCodeUsed } }, 409);
      return undefined;
    });
    await screen.findByText(/You are not in a team yet/);
    await retype(user, screen.getByLabelText("Team name"), "Board");
    await retype(user, screen.getByLabelText("Company"), "Northwind");
    await retype(user, screen.getByLabelText("Team access code"), "USED-CODE");
    await user.click(screen.getByRole("button", { name: "Make the team" }));
    expect((await screen.findByRole("alert")).textContent).toBe(teamMessages.teamCodeUsed);
    expect(where()).toBe("/teams");
  });

  it("stops filling prompts from a team the leader is no longer in", async () => {
    localStorage.setItem(
      teamContextStorageKey,
      JSON.stringify({ team_id: "t-gone", team_name: "Old team", context: { company: "Old Co" } }),
    );
    open("/teams", owner, ({ method, path }) => (path === "/api/teams" && method === "GET" ? json({ teams: [summary] }) : undefined));
    await screen.findByRole("link", { name: /Leadership team/ });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(teamContextStorageKey)!)).toBeNull());
  });
});

describe("a team's page", () => {
  it("lets its owner invite within the seats, save the shared context, and remove a member after confirming", async () => {
    let shown = team;
    const { calls, user } = open("/teams/t-1", owner, ({ method, path }) => {
      if (path === "/api/teams/t-1" && method === "GET") return json({ team: shown });
      if (path === "/api/teams/t-1" && method === "PATCH")
        return json({ team: { ...shown, context: { ...shown.context, market: "UK and Ireland" } } });
      if (path === "/api/teams/t-1/invitations" && method === "POST") {
        const invitation = {
          invitation_id: "i-1",
          email: "lee@northwind.example",
          role: "admin" as const,
          invited_by: owner.email,
          invited_at: "2026-12-07T09:00:00.000Z",
          expires_at: "2026-12-14T09:00:00.000Z",
        };
        shown = { ...shown, invitations: [invitation] };
        return json({ invitation }, 201);
      }
      if (path === `/api/teams/t-1/members/${member.id}` && method === "DELETE") {
        shown = { ...shown, members: shown.members.filter((person) => person.user_id !== member.id) };
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    await screen.findByRole("heading", { name: "Leadership team", level: 1 });
    expect(screen.getByText(/2 of 5 seats taken/)).toBeTruthy();
    // Its context now fills this device's prompts.
    await waitFor(() => expect(JSON.parse(localStorage.getItem(teamContextStorageKey)!).context.industry).toBe("freight logistics"));

    await retype(user, screen.getByLabelText("Their work email"), "lee@northwind.example");
    await user.click(screen.getByRole("radio", { name: /Admin/ }));
    await user.click(screen.getByRole("button", { name: "Send the invitation" }));
    expect((await screen.findByText("Invitation sent to lee@northwind.example.")).getAttribute("role")).toBe("status");
    expect(sent(calls, "POST", "/api/teams/t-1/invitations").map((call) => call.body)).toEqual([
      { email: "lee@northwind.example", role: "admin" },
    ]);
    await screen.findByRole("button", { name: "Withdraw the invitation to lee@northwind.example" });

    await retype(user, screen.getByLabelText("Market"), "UK and Ireland");
    await user.click(screen.getByRole("button", { name: "Save the team's context" }));
    await screen.findByText(/Saved. The team's prompts use it from now on./);
    expect(sent(calls, "PATCH", "/api/teams/t-1")[0]!.body).toEqual({
      context: { company: "Northwind Freight", industry: "freight logistics", market: "UK and Ireland" },
    });

    const omar = screen.getByText("Omar Diaz").closest("li")!;
    await user.click(within(omar).getByRole("button", { name: "Remove" }));
    expect(sent(calls, "DELETE", `/api/teams/t-1/members/${member.id}`)).toEqual([]);
    await user.click(within(omar).getByRole("button", { name: "Yes, remove Omar Diaz" }));
    await waitFor(() => expect(screen.queryByText("Omar Diaz")).toBeNull());
    expect(sent(calls, "DELETE", `/api/teams/t-1/members/${member.id}`)).toHaveLength(1);
  });

  it("shows a member the team's context to read, no invitations, and lets them leave", async () => {
    const asMember: TeamDetail = { ...team, role: "member" };
    const { calls, user } = open("/teams/t-1", member, ({ method, path }) => {
      if (path === "/api/teams/t-1" && method === "GET") return json({ team: asMember });
      if (path === `/api/teams/t-1/members/${member.id}` && method === "DELETE") return new Response(null, { status: 204 });
      if (path === "/api/teams" && method === "GET") return json({ teams: [] });
      return undefined;
    });
    await screen.findByRole("heading", { name: "Leadership team", level: 1 });
    expect(screen.queryByRole("button", { name: "Send the invitation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(screen.getByText("freight logistics")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Leave the team" }));
    await user.click(screen.getByRole("button", { name: "Yes, leave the team" }));
    await waitFor(() => expect(where()).toBe("/teams"));
    expect(sent(calls, "DELETE", `/api/teams/t-1/members/${member.id}`)).toHaveLength(1);
  });

  it("lets a member turn the weekly team digest off and on, saying what each means", async () => {
    let wanted = true;
    const { calls, user } = open("/teams/t-1", member, ({ method, path, body }) => {
      if (path === "/api/teams/t-1" && method === "GET") return json({ team: { ...team, role: "member" } });
      if (path === "/api/teams/t-1/digest-mail" && method === "GET") return json({ team_digest: wanted });
      if (path === "/api/teams/t-1/digest-mail" && method === "PUT") {
        wanted = (body as { team_digest: boolean }).team_digest;
        return json({ team_digest: wanted, message: wanted ? progressMessages.digestOn : progressMessages.digestOff });
      }
      return undefined;
    });
    const choice = await screen.findByRole("checkbox", { name: "Mail me the weekly digest of my teams" });
    expect((choice as HTMLInputElement).checked).toBe(true);
    await user.click(choice);
    await waitFor(() => expect(screen.getByText(progressMessages.digestOff)).toBeTruthy());
    expect((choice as HTMLInputElement).checked).toBe(false);
    await user.click(choice);
    await waitFor(() => expect(screen.getByText(progressMessages.digestOn)).toBeTruthy());
    expect((choice as HTMLInputElement).checked).toBe(true);
    expect(sent(calls, "PUT", "/api/teams/t-1/digest-mail").map((call) => call.body)).toEqual([
      { team_digest: false },
      { team_digest: true },
    ]);
  });

  it("keeps the digest's box as it was when the choice could not be saved, and says so", async () => {
    const { user } = open("/teams/t-1", member, ({ method, path }) => {
      if (path === "/api/teams/t-1" && method === "GET") return json({ team: { ...team, role: "member" } });
      if (path === "/api/teams/t-1/digest-mail" && method === "GET") return json({ team_digest: true });
      if (path === "/api/teams/t-1/digest-mail" && method === "PUT")
        return json({ error: { message: "Too many changes. Try again in a minute." } }, 429);
      return undefined;
    });
    const choice = await screen.findByRole("checkbox", { name: "Mail me the weekly digest of my teams" });
    await user.click(choice);
    expect((await screen.findByRole("alert")).textContent).toBe("Too many changes. Try again in a minute.");
    expect((choice as HTMLInputElement).checked).toBe(true);
  });

  it("says a team it cannot show is not found", async () => {
    open("/teams/t-9", owner, ({ path }) =>
      path === "/api/teams/t-9" ? json({ error: { message: teamMessages.notFound } }, 404) : undefined,
    );
    expect((await screen.findByRole("alert")).textContent).toBe(teamMessages.notFound);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Team not found");
  });
});

describe("the invitation's link", () => {
  const open_invitation = {
    state: "open",
    team_name: "Leadership team",
    company: "Northwind Freight",
    invited_by: "Sara Blake",
    email: member.email,
    role: "member",
  };

  it("shows the team without spending the link, and joins it on the button, signed in", async () => {
    const { calls, user } = open("/link/team-invitation#token=abc", member, ({ path }) => {
      if (path === "/api/team-invitations/view") return json(open_invitation);
      if (path === "/api/team-invitations/accept") return json({ team: { ...team, role: "member" } });
      if (path === "/api/teams/t-1") return json({ team: { ...team, role: "member" } });
      return undefined;
    });
    await screen.findByText(/Sara Blake invites you to/);
    expect(sent(calls, "POST", "/api/team-invitations/view").map((call) => call.body)).toEqual([{ token: "abc" }]);
    expect(sent(calls, "POST", "/api/team-invitations/accept")).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Join Leadership team" }));
    await waitFor(() => expect(where()).toBe("/teams/t-1"));
    expect(sent(calls, "POST", "/api/team-invitations/accept").map((call) => call.body)).toEqual([{ token: "abc" }]);
  });

  it("asks a signed-out reader to log in with the invited address", async () => {
    open("/link/team-invitation#token=abc", null, ({ path }) =>
      path === "/api/team-invitations/view" ? json(open_invitation) : undefined,
    );
    await screen.findByText(`The invitation is for ${member.email}.`);
    expect(screen.getByRole("button", { name: "Log in or create an account" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Join/ })).toBeNull();
  });

  it.each([
    ["used", teamMessages.invitationUsed],
    ["expired", teamMessages.invitationExpired],
    ["unknown", teamMessages.invitationUnknown],
  ] as const)("says a %s link does nothing", async (state, message) => {
    open("/link/team-invitation#token=abc", member, ({ path }) => (path === "/api/team-invitations/view" ? json({ state }) : undefined));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });

  it("says why the server refused to let this account join", async () => {
    const { user } = open("/link/team-invitation#token=abc", owner, ({ path }) => {
      if (path === "/api/team-invitations/view") return json(open_invitation);
      if (path === "/api/team-invitations/accept") return json({ error: { message: teamMessages.invitationWrongAccount } }, 403);
      return undefined;
    });
    await user.click(await screen.findByRole("button", { name: "Join Leadership team" }));
    expect((await screen.findByRole("alert")).textContent).toBe(teamMessages.invitationWrongAccount);
  });
});
