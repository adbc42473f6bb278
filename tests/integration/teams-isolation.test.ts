// Data never crosses teams (issue 48, Deliver 5): every team route, tried on a team by people who
// are not in it (a member of another team, a removed member, an invited person who has not joined,
// the holder of an expired invitation) and by a signed-out visitor, answers 401 or 404 (an
// invitation's accept: 401 or 403, its link was not theirs) with nothing of the team in the body,
// and changes nothing. The team's AI-opportunity backlog (Deliver 3) is tried the same way: its
// board, export, items, votes (the removed member's own vote too) and comments; and the team's
// progress (Deliver 4): its page, each kind of report, un-sharing (the removed member's own shared
// result too) and the weekly team digest's setting.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { teamMessages } from "@ai-leaders/core/messages";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { scanTable, stackDatabase } from "../support/test-stack.ts";
import { useTestStack } from "../support/use-stack.ts";
import { guides, promptLibraries, promptSlug } from "@ai-leaders/core/content";
import {
  backlogSuggestion,
  call,
  invite,
  join,
  keptResultOf,
  newPerson,
  newTeam,
  suggest,
  teamTestRateLimits,
  type Person,
} from "../support/teams.ts";

const operator = "isolation-operator@site.example";
const guideStep = guides["market-decision"].steps[0]!.title;
const card = `/prompts/claude#${promptSlug(promptLibraries.claude.prompts[0]!.title)}`;

interface TeamRoute {
  name: string;
  send: (persona: Person | null) => ReturnType<typeof call>;
  /** What a signed-in outsider is answered; a signed-out visitor always 401. */
  outsider: number;
}

describe("team isolation", () => {
  const suite = useTestStack({ stack: { settings: { ADMIN_EMAILS: operator }, rateLimits: teamTestRateLimits } });
  const world = {} as {
    teamId: string;
    owner: Person;
    admin: Person;
    member: Person;
    invitationId: string;
    bystanderToken: string;
    /** An item of the team's backlog, with the removed member's vote and a comment. */
    itemId: string;
    /** A kept result the removed member shared with the team while in it (it stays shared). */
    sharedResultId: string;
    /** A kept result of the removed member's they never shared. */
    unsharedResultId: string;
    /** What the body must never hold: the team's id, words and people. */
    secrets: string[];
    personas: Array<[name: string, person: Person | null]>;
  };

  beforeAll(async () => {
    const stack = suite.stack;
    const consoleToken = { token: (await signedInConsoleAdmin(stack, operator)).accessToken };
    const [owner, admin, member, removed, invited, expired, otherOwner] = await Promise.all(
      ["Tara Owner", "Adam Admin", "Mona Member", "Rex Removed", "Ines Invited", "Ed Expired", "Otto Other"].map((name) =>
        newPerson(stack, name),
      ),
    );
    const team = await newTeam(stack, consoleToken.token, owner!, 10, "Secret Strategy Circle");
    await join(stack, owner!, team.team_id, admin!, "admin");
    await join(stack, owner!, team.team_id, member!);
    await join(stack, owner!, team.team_id, removed!);
    const itemId = await suggest(stack, member!, team.team_id, { title: "Secret backlog idea", task: "Confidential acquisition memo" });
    expect((await call(stack, "POST", `/teams/${team.team_id}/backlog/${itemId}/vote`, removed)).status).toBe(200);
    expect(
      (await call(stack, "POST", `/teams/${team.team_id}/backlog/${itemId}/comments`, removed, { text: "Secret comment" })).status,
    ).toBe(201);
    const sharedResultId = await keptResultOf(stack, removed!, "https://secret-deal.example");
    const unsharedResultId = await keptResultOf(stack, removed!, "https://unshared.example");
    const report = (person: Person, body: unknown) => call(stack, "POST", `/teams/${team.team_id}/activity`, person, body);
    expect((await report(removed!, { kind: "result-shared", result_id: sharedResultId })).status).toBe(204);
    expect((await report(removed!, { kind: "guide-step", guide: "market-decision", step: guideStep })).status).toBe(204);
    expect((await report(member!, { kind: "card-rated", card, worked: true })).status).toBe(204);
    expect((await call(stack, "DELETE", `/teams/${team.team_id}/members/${removed!.id}`, owner)).status).toBe(204);
    await invite(stack, owner!, team.team_id, invited!.email);
    const expiring = await invite(stack, owner!, team.team_id, expired!.email);
    await expireInvitation(expiring.invitation.invitation_id);
    const bystander = await invite(stack, admin!, team.team_id, "bystander@elsewhere.example");
    await newTeam(stack, consoleToken.token, otherOwner!, 3, "Other team", "Contoso");

    Object.assign(world, {
      teamId: team.team_id,
      owner,
      admin,
      member,
      invitationId: bystander.invitation.invitation_id,
      itemId,
      sharedResultId,
      unsharedResultId,
      bystanderToken: bystander.token,
      secrets: [
        team.team_id,
        "Secret Strategy Circle",
        "Northwind",
        ...[owner!, admin!, member!].flatMap((person) => [person.email, person.id, person.name]),
        bystander.invitation.invitation_id,
        "bystander@elsewhere.example",
        itemId,
        "Secret backlog idea",
        "Confidential acquisition memo",
        "Secret comment",
        sharedResultId,
        "https://secret-deal.example",
      ],
      personas: [
        ["a member of another team", otherOwner!],
        ["a removed member", removed!],
        ["an invited person who has not joined", invited!],
        ["the holder of an expired invitation", expired!],
        ["a signed-out visitor", null],
      ],
    });
  });

  async function expireInvitation(invitationId: string) {
    const db = stackDatabase(suite.stack);
    try {
      const past = new Date(Date.now() - 60_000);
      const link = (await scanTable(suite.stack, "oneTimeLinks")).find((row) => row.data?.invitation_id === invitationId)!;
      await db.send(
        new UpdateCommand({
          TableName: suite.stack.tableNames.oneTimeLinks,
          Key: { token_hash: link.token_hash },
          UpdateExpression: "SET expires_at = :at",
          ExpressionAttributeValues: { ":at": Math.floor(past.getTime() / 1000) },
        }),
      );
      const record = (await scanTable(suite.stack, "teams")).find((row) => row.invitation_id === invitationId)!;
      await db.send(
        new UpdateCommand({
          TableName: suite.stack.tableNames.teams,
          Key: { team_id: record.team_id, entry: record.entry },
          UpdateExpression: "SET expires_at = :at",
          ExpressionAttributeValues: { ":at": past.toISOString() },
        }),
      );
    } finally {
      db.destroy();
    }
  }

  const send = (method: string, path: () => string, body?: () => unknown) => (persona: Person | null) =>
    call(suite.stack, method, path(), persona, body?.());
  const routes: TeamRoute[] = [
    { name: "GET /teams/:teamId", send: send("GET", () => `/teams/${world.teamId}`), outsider: 404 },
    {
      name: "PATCH /teams/:teamId",
      send: send(
        "PATCH",
        () => `/teams/${world.teamId}`,
        () => ({ name: "Taken over", context: { tone: "Hostile" } }),
      ),
      outsider: 404,
    },
    {
      name: "POST /teams/:teamId/invitations",
      send: send(
        "POST",
        () => `/teams/${world.teamId}/invitations`,
        () => ({ email: "intruder@elsewhere.example", role: "admin" }),
      ),
      outsider: 404,
    },
    {
      name: "DELETE /teams/:teamId/invitations/:invitationId",
      send: send("DELETE", () => `/teams/${world.teamId}/invitations/${world.invitationId}`),
      outsider: 404,
    },
    {
      name: "PATCH /teams/:teamId/members/:userId",
      send: send(
        "PATCH",
        () => `/teams/${world.teamId}/members/${world.member.id}`,
        () => ({ role: "admin" }),
      ),
      outsider: 404,
    },
    {
      name: "DELETE /teams/:teamId/members/:userId",
      send: send("DELETE", () => `/teams/${world.teamId}/members/${world.member.id}`),
      outsider: 404,
    },
    {
      name: "POST /teams/:teamId/owner",
      send: send(
        "POST",
        () => `/teams/${world.teamId}/owner`,
        () => ({ user_id: world.admin.id }),
      ),
      outsider: 404,
    },
    { name: "POST /teams/:teamId/access", send: send("POST", () => `/teams/${world.teamId}/access`), outsider: 404 },
    // The list answers the requester's own teams: this one is never among them.
    { name: "GET /teams", send: send("GET", () => "/teams"), outsider: 200 },
    // Another person's invitation link: refused for the account, or the sign-in it needs.
    {
      name: "POST /team-invitations/accept",
      send: send(
        "POST",
        () => "/team-invitations/accept",
        () => ({ token: world.bystanderToken }),
      ),
      outsider: 403,
    },
  ];

  const item = () => `/teams/${world.teamId}/backlog/${world.itemId}`;
  const backlogRoutes: TeamRoute[] = [
    { name: "GET /teams/:teamId/backlog", send: send("GET", () => `/teams/${world.teamId}/backlog`), outsider: 404 },
    { name: "GET /teams/:teamId/backlog.csv", send: send("GET", () => `/teams/${world.teamId}/backlog.csv`), outsider: 404 },
    {
      name: "POST /teams/:teamId/backlog",
      send: send(
        "POST",
        () => `/teams/${world.teamId}/backlog`,
        () => backlogSuggestion({ title: "Planted idea" }),
      ),
      outsider: 404,
    },
    {
      name: "PATCH /teams/:teamId/backlog/:itemId",
      send: send("PATCH", item, () => ({ title: "Hijacked", status: "not-now", not_now_reason: "Because" })),
      outsider: 404,
    },
    { name: "DELETE /teams/:teamId/backlog/:itemId", send: send("DELETE", item), outsider: 404 },
    { name: "POST /teams/:teamId/backlog/:itemId/vote", send: send("POST", () => `${item()}/vote`), outsider: 404 },
    // The removed member voted while in the team: their vote stays, and they cannot take it back.
    { name: "DELETE /teams/:teamId/backlog/:itemId/vote", send: send("DELETE", () => `${item()}/vote`), outsider: 404 },
    { name: "GET /teams/:teamId/backlog/:itemId/comments", send: send("GET", () => `${item()}/comments`), outsider: 404 },
    {
      name: "POST /teams/:teamId/backlog/:itemId/comments",
      send: send(
        "POST",
        () => `${item()}/comments`,
        () => ({ text: "Planted comment" }),
      ),
      outsider: 404,
    },
  ];
  routes.push(...backlogRoutes);

  const activity = () => `/teams/${world.teamId}/activity`;
  const progressRoutes: TeamRoute[] = [
    { name: "GET /teams/:teamId/progress", send: send("GET", () => `/teams/${world.teamId}/progress?weeks=4`), outsider: 404 },
    {
      name: "POST /teams/:teamId/activity (guide-step)",
      send: send("POST", activity, () => ({ kind: "guide-step", guide: "market-decision", step: guideStep })),
      outsider: 404,
    },
    { name: "POST /teams/:teamId/activity (card-used)", send: send("POST", activity, () => ({ kind: "card-used", card })), outsider: 404 },
    {
      name: "POST /teams/:teamId/activity (card-rated)",
      send: send("POST", activity, () => ({ kind: "card-rated", card, worked: false })),
      outsider: 404,
    },
    // The removed member's own result, never shared: they cannot share it with a team they left.
    {
      name: "POST /teams/:teamId/activity (result-shared)",
      send: send("POST", activity, () => ({ kind: "result-shared", result_id: world.unsharedResultId })),
      outsider: 404,
    },
    { name: "GET /teams/:teamId/digest-mail", send: send("GET", () => `/teams/${world.teamId}/digest-mail`), outsider: 404 },
    {
      name: "PUT /teams/:teamId/digest-mail",
      send: send(
        "PUT",
        () => `/teams/${world.teamId}/digest-mail`,
        () => ({ team_digest: false }),
      ),
      outsider: 404,
    },
    // The removed member shared it while in the team: it stays, and they cannot take it back from outside.
    {
      name: "DELETE /teams/:teamId/activity/shared/:resultId",
      send: send("DELETE", () => `${activity()}/shared/${world.sharedResultId}`),
      outsider: 404,
    },
  ];
  routes.push(...progressRoutes);

  const tried: string[] = [];
  const leaks: string[] = [];

  for (const route of routes)
    it(`${route.name}: nothing for anyone outside the team`, async () => {
      for (const [personaName, persona] of world.personas) {
        const answer = await route.send(persona);
        tried.push(`${route.name} × ${personaName}`);
        const expected = persona ? route.outsider : 401;
        const leaked = world.secrets.filter((secret) => answer.text.includes(secret));
        if (answer.status !== expected || leaked.length > 0)
          leaks.push(`${route.name} × ${personaName}: ${answer.status}${leaked.length ? `, holds ${leaked.join(", ")}` : ""}`);
        if (expected === 404) expect(answer.json.error.message).toBe(teamMessages.notFound);
      }
    });

  it("changed nothing: the team, its people and its invitations are as they were", async () => {
    const team = await call(suite.stack, "GET", `/teams/${world.teamId}`, world.owner);
    expect(team.json.team).toMatchObject({ name: "Secret Strategy Circle", context: { company: "Northwind Ltd" }, member_count: 3 });
    expect(team.json.team.members.map((member: any) => [member.user_id, member.role])).toEqual([
      [world.owner.id, "owner"],
      [world.admin.id, "admin"],
      [world.member.id, "member"],
    ]);
    expect(team.json.team.invitations.map((invitation: any) => invitation.email).sort()).toEqual([
      "bystander@elsewhere.example",
      expect.stringMatching(/^ines\.invited/),
    ]);
  });

  it("changed nothing on the backlog: its one item, its words, its vote and its comment", async () => {
    const board = (await call(suite.stack, "GET", `/teams/${world.teamId}/backlog`, world.owner)).json.backlog;
    expect(board.not_now).toEqual([]);
    expect(board.items).toHaveLength(1);
    expect(board.items[0]).toMatchObject({
      item_id: world.itemId,
      title: "Secret backlog idea",
      status: "suggested",
      vote_count: 1,
      comment_count: 1,
    });
    const comments = (await call(suite.stack, "GET", `/teams/${world.teamId}/backlog/${world.itemId}/comments`, world.owner)).json.comments;
    expect(comments.map((comment: any) => [comment.author, comment.text])).toEqual([["A former member", "Secret comment"]]);
  });

  it("changed nothing on the team's progress: the former member's step and shared result, the member's rating", async () => {
    const progress = (await call(suite.stack, "GET", `/teams/${world.teamId}/progress?weeks=1`, world.owner)).json.progress;
    expect(progress.weeks).toEqual([expect.objectContaining({ steps_done: 1, cards_used: 0, cards_rated: 1, results_shared: 1 })]);
    const former = progress.members.filter((row: any) => row.former);
    expect(former).toHaveLength(1);
    expect(former[0]).toMatchObject({ name: "A former member", cards_used: 0, cards_rated: 0 });
    expect(former[0].shared_results.map((result: any) => result.result_id)).toEqual([world.sharedResultId]);
    expect(progress.members.find((row: any) => row.user_id === world.member.id)).toMatchObject({
      cards_used: 0,
      cards_rated: 1,
      cards_worked: 1,
    });
  });

  afterAll(() => {
    console.log(
      `Team isolation: ${routes.length} routes (${backlogRoutes.length} of the backlog, ${progressRoutes.length} of progress) × ${world.personas?.length ?? 0} personas = ${tried.length} attempts, ${leaks.length} leaks`,
    );
  });

  it(`tried every route with every persona and found no leak`, () => {
    expect(routes).toHaveLength(27);
    expect(tried).toHaveLength(routes.length * world.personas.length);
    expect(leaks).toEqual([]);
  });
});
