// Teams (issue 48) against the local stack: a leader makes a team with a team code from the console
// (one team per code), invites people by a mailed one-time link (its page shows it and spends
// nothing; only the invited, confirmed account accepts it, once, within its days; a withdrawn one
// stops), within the team's seats; owners and admins manage roles and members; a change of the
// shared business context is audited; members get into the toolkit through the team until they are
// removed or the team is suspended; an erased account leaves every team.
import { describe, expect, it, beforeAll } from "vitest";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { teamMessages } from "@ai-leaders/core/messages";
import { teamLimits } from "@ai-leaders/core/limits";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { scanTable, stackDatabase } from "../support/test-stack.ts";
import { useTestStack } from "../support/use-stack.ts";
import { call, invite, join, mailedInvitation, newPerson, newTeam, teamCode, teamTestRateLimits, type Person } from "../support/teams.ts";

const operator = "teams-operator@site.example";

describe("teams", () => {
  const suite = useTestStack({ stack: { settings: { ADMIN_EMAILS: operator }, rateLimits: teamTestRateLimits } });
  let admin: { token: string };
  beforeAll(async () => {
    admin = { token: (await signedInConsoleAdmin(suite.stack, operator)).accessToken };
  });

  const api = (method: string, path: string, person?: Pick<Person, "token"> | null, body?: unknown) =>
    call(suite.stack, method, path, person, body);
  const person = (name: string, options?: { confirmed?: boolean }) => newPerson(suite.stack, name, options);
  const team = (owner: Person, seats?: number) => newTeam(suite.stack, admin.token, owner, seats);
  const refusedWith = (answer: { status: number; json: any }, status: number, message: string | RegExp) => {
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toMatch(message);
  };
  const session = (accessToken: string) =>
    suite.stack.request(`/api/access/session`, { headers: { "x-access-token": accessToken } }).then((response) => response.status);

  /** The invitation's link and record as if its days had passed. */
  async function expire(invitationId: string) {
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

  describe("making a team", () => {
    it("takes a team code once: the creator owns the team and holds a seat", async () => {
      const owner = await person("Olivia Owner");
      const code = await teamCode(suite.stack, admin.token, 4);
      const made = await api("POST", "/teams", owner, { name: "  Board ", company: "Northwind Ltd", access_code: code.toLowerCase() });
      expect(made.status).toBe(201);
      expect(made.json.team).toMatchObject({
        name: "Board",
        company: "Northwind Ltd",
        role: "owner",
        member_count: 1,
        seats: 4,
        status: "active",
        context: { company: "Northwind Ltd" },
        invitations: [],
      });
      expect(made.json.team.members).toEqual([
        { user_id: owner.id, email: owner.email, name: "Olivia Owner", role: "owner", joined_at: expect.any(String) },
      ]);
      expect((await api("GET", "/teams", owner)).json.teams).toEqual([
        {
          team_id: made.json.team.team_id,
          name: "Board",
          company: "Northwind Ltd",
          role: "owner",
          member_count: 1,
          seats: 4,
          status: "active",
        },
      ]);

      const other = await person("Oscar Other");
      refusedWith(
        await api("POST", "/teams", other, { name: "Copy", company: "Contoso", access_code: code }),
        409,
        teamMessages.teamCodeUsed,
      );
      expect((await api("GET", "/teams", other)).json.teams).toEqual([]);
    });

    it("refuses a code that is not a team code, a revoked one, and bad words", async () => {
      const owner = await person("Petra Plain");
      const plain = await api("POST", "/admin/access-codes", admin, { label: "Workshop" });
      refusedWith(
        await api("POST", "/teams", owner, { name: "T", company: "C", access_code: plain.json.code }),
        400,
        teamMessages.teamCodeInvalid,
      );
      refusedWith(
        await api("POST", "/teams", owner, { name: "T", company: "C", access_code: "NOPE-NOPE-NOPE" }),
        400,
        teamMessages.teamCodeInvalid,
      );
      const revoked = await api("POST", "/admin/access-codes", admin, { label: "Team, revoked", team_seats: 3 });
      await api("POST", `/admin/access-codes/${revoked.json.access_code.id}/revoke`, admin);
      refusedWith(
        await api("POST", "/teams", owner, { name: "T", company: "C", access_code: revoked.json.code }),
        400,
        teamMessages.teamCodeInvalid,
      );
      refusedWith(await api("POST", "/teams", owner, { name: " ", company: "C", access_code: "X" }), 400, teamMessages.nameRequired);
      refusedWith(await api("POST", "/admin/access-codes", admin, { label: "Huge", team_seats: teamLimits.seatsMax + 1 }), 400, /seats/);
      expect((await api("GET", "/teams", null)).status).toBe(401);
      expect((await api("POST", "/teams", null, { name: "T", company: "C", access_code: "X" })).status).toBe(401);
    });
  });

  describe("invitations", () => {
    it("mails a link whose page shows the invitation without spending it; only the invited account accepts it, once", async () => {
      const owner = await person("Iris Inviter");
      const { team_id } = await team(owner);
      const invitee = await person("Ivan Invitee");
      const stranger = await person("Sam Stranger");

      const invited = await api("POST", `/teams/${team_id}/invitations`, owner, { email: invitee.email.toUpperCase(), role: "member" });
      expect(invited.status).toBe(201);
      expect(invited.json.invitation).toMatchObject({ email: invitee.email, role: "member", invited_by: "Iris Inviter" });
      const days = (Date.parse(invited.json.invitation.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(teamLimits.invitationDays - 0.01);
      expect(days).toBeLessThanOrEqual(teamLimits.invitationDays);

      const { token, mail } = await mailedInvitation(suite.stack, invitee.email);
      expect(mail.subject).toBe("Iris Inviter invited you to Leadership team on AI for Leaders");
      expect(mail.text).toContain(`${teamLimits.invitationDays} days`);
      expect(mail.text).toContain("Northwind Ltd");
      expect(mail.html).toContain(`/link/team-invitation#token=${token}`);

      // A mail scanner, or the page itself, reads it as often as it likes.
      for (let read = 0; read < 2; read++)
        expect((await api("POST", "/team-invitations/view", null, { token })).json).toEqual({
          state: "open",
          team_name: "Leadership team",
          company: "Northwind Ltd",
          invited_by: "Iris Inviter",
          email: invitee.email,
          role: "member",
        });
      expect((await api("GET", `/teams/${team_id}`, owner)).json.team.invitations).toHaveLength(1);

      expect((await api("POST", "/team-invitations/accept", null, { token })).status).toBe(401);
      refusedWith(await api("POST", "/team-invitations/accept", stranger, { token }), 403, teamMessages.invitationWrongAccount);
      const accepted = await api("POST", "/team-invitations/accept", invitee, { token });
      expect(accepted.status).toBe(200);
      expect(accepted.json.team).toMatchObject({ team_id, role: "member", member_count: 2, invitations: [] });
      expect((await api("GET", "/teams", invitee)).json.teams).toMatchObject([{ team_id, role: "member" }]);
      expect((await api("GET", `/teams/${team_id}`, owner)).json.team.invitations).toEqual([]);

      refusedWith(await api("POST", "/team-invitations/accept", invitee, { token }), 410, teamMessages.invitationUsed);
      expect((await api("POST", "/team-invitations/view", null, { token })).json).toEqual({ state: "used" });
      refusedWith(await api("POST", "/team-invitations/accept", invitee, { token: "not-a-token" }), 404, teamMessages.invitationUnknown);
      expect((await api("POST", "/team-invitations/view", null, { token: "not-a-token" })).json).toEqual({ state: "unknown" });
    });

    it("asks an unconfirmed account to confirm its address first", async () => {
      const owner = await person("Uma Owner");
      const { team_id } = await team(owner);
      const unconfirmed = await person("Ugo Unconfirmed", { confirmed: false });
      const { token } = await invite(suite.stack, owner, team_id, unconfirmed.email);
      refusedWith(await api("POST", "/team-invitations/accept", unconfirmed, { token }), 403, teamMessages.confirmAddressFirst);
    });

    it("refuses an expired invitation, which then holds no seat", async () => {
      const owner = await person("Eve Owner");
      const { team_id } = await team(owner, 2);
      const late = await person("Larry Late");
      const { token, invitation } = await invite(suite.stack, owner, team_id, late.email);
      await expire(invitation.invitation_id);
      expect((await api("POST", "/team-invitations/view", null, { token })).json).toEqual({ state: "expired" });
      refusedWith(await api("POST", "/team-invitations/accept", late, { token }), 410, teamMessages.invitationExpired);
      expect((await api("GET", `/teams/${team_id}`, owner)).json.team.invitations).toEqual([]);
      // Its seat is free again, and the address may be invited anew.
      await join(suite.stack, owner, team_id, late);
      expect((await api("GET", `/teams/${team_id}`, owner)).json.team.member_count).toBe(2);
    });

    it("stops a withdrawn invitation's link", async () => {
      const owner = await person("Wendy Owner");
      const { team_id } = await team(owner);
      const invitee = await person("Will Withdrawn");
      const { token, invitation } = await invite(suite.stack, owner, team_id, invitee.email);
      expect((await api("DELETE", `/teams/${team_id}/invitations/${invitation.invitation_id}`, owner)).status).toBe(204);
      refusedWith(
        await api("DELETE", `/teams/${team_id}/invitations/${invitation.invitation_id}`, owner),
        404,
        teamMessages.invitationNotFound,
      );
      expect((await api("POST", "/team-invitations/view", null, { token })).json).toEqual({ state: "unknown" });
      refusedWith(await api("POST", "/team-invitations/accept", invitee, { token }), 404, teamMessages.invitationUnknown);
      expect((await api("GET", "/teams", invitee)).json.teams).toEqual([]);
    });

    it("counts members and open invitations against the seats, and refuses members and open invitations twice", async () => {
      const owner = await person("Sally Seats");
      const { team_id } = await team(owner, 3);
      const first = await person("Fred First");
      await join(suite.stack, owner, team_id, first);
      const second = await invite(suite.stack, owner, team_id, "second@firm.example");
      refusedWith(
        await api("POST", `/teams/${team_id}/invitations`, owner, { email: "third@firm.example", role: "member" }),
        409,
        teamMessages.seatsFull,
      );
      refusedWith(
        await api("POST", `/teams/${team_id}/invitations`, owner, { email: first.email, role: "member" }),
        409,
        teamMessages.alreadyMember,
      );
      await api("DELETE", `/teams/${team_id}/invitations/${second.invitation.invitation_id}`, owner);
      expect((await api("POST", `/teams/${team_id}/invitations`, owner, { email: "third@firm.example", role: "admin" })).status).toBe(201);
      refusedWith(
        await api("POST", `/teams/${team_id}/invitations`, owner, { email: "THIRD@firm.example", role: "member" }),
        409,
        teamMessages.alreadyInvited,
      );
      const roomier = await team(owner, 5);
      await invite(suite.stack, owner, roomier.team_id, "twice@firm.example");
      refusedWith(
        await api("POST", `/teams/${roomier.team_id}/invitations`, owner, { email: "twice@firm.example", role: "member" }),
        409,
        teamMessages.alreadyInvited,
      );
      refusedWith(
        await api("POST", `/teams/${roomier.team_id}/invitations`, owner, { email: "x@firm.example", role: "owner" }),
        400,
        teamMessages.roleInvalid,
      );
    });
  });

  describe("people", () => {
    /** An owner, an admin and two members. */
    async function staffedTeam() {
      const [owner, admin1, member1, member2] = await Promise.all([
        person("Owen Owner"),
        person("Ada Admin"),
        person("Max Member"),
        person("Mia Member"),
      ]);
      const { team_id } = await team(owner, 6);
      await join(suite.stack, owner, team_id, admin1, "admin");
      await join(suite.stack, owner, team_id, member1);
      await join(suite.stack, admin1, team_id, member2);
      return { team_id, owner, admin1, member1, member2 };
    }
    const roleOf = async (teamId: string, viewer: Person, userId: string) =>
      (await api("GET", `/teams/${teamId}`, viewer)).json.team.members.find((member: any) => member.user_id === userId)?.role;

    it("gives roles: the owner any but ownership, an admin members' only; members change nothing", async () => {
      const { team_id, owner, admin1, member1, member2 } = await staffedTeam();
      refusedWith(
        await api("POST", `/teams/${team_id}/invitations`, member1, { email: "m@firm.example", role: "member" }),
        403,
        teamMessages.notAllowed,
      );
      refusedWith(await api("PATCH", `/teams/${team_id}/members/${member2.id}`, member1, { role: "admin" }), 403, teamMessages.notAllowed);
      expect((await api("GET", `/teams/${team_id}`, member1)).json.team.invitations).toEqual([]);

      expect((await api("PATCH", `/teams/${team_id}/members/${member1.id}`, admin1, { role: "admin" })).status).toBe(200);
      refusedWith(await api("PATCH", `/teams/${team_id}/members/${member1.id}`, admin1, { role: "member" }), 403, teamMessages.notAllowed);
      refusedWith(await api("PATCH", `/teams/${team_id}/members/${owner.id}`, admin1, { role: "member" }), 403, teamMessages.ownerOnly);
      const demoted = await api("PATCH", `/teams/${team_id}/members/${member1.id}`, owner, { role: "member" });
      expect(demoted.json.team.members.find((member: any) => member.user_id === member1.id).role).toBe("member");
      refusedWith(await api("PATCH", `/teams/${team_id}/members/nobody`, owner, { role: "member" }), 404, teamMessages.memberNotFound);
      refusedWith(await api("PATCH", `/teams/${team_id}/members/${member1.id}`, owner, { role: "owner" }), 400, teamMessages.roleInvalid);
    });

    it("removes members and lets them leave; the owner can neither be removed nor leave", async () => {
      const { team_id, owner, admin1, member1, member2 } = await staffedTeam();
      refusedWith(await api("DELETE", `/teams/${team_id}/members/${member2.id}`, member1), 403, teamMessages.notAllowed);
      refusedWith(await api("DELETE", `/teams/${team_id}/members/${owner.id}`, admin1), 403, teamMessages.ownerCannotBeRemoved);
      refusedWith(await api("DELETE", `/teams/${team_id}/members/${owner.id}`, owner), 409, teamMessages.ownerCannotLeave);

      expect((await api("DELETE", `/teams/${team_id}/members/${member2.id}`, admin1)).status).toBe(204);
      refusedWith(await api("GET", `/teams/${team_id}`, member2), 404, teamMessages.notFound);
      expect((await api("GET", "/teams", member2)).json.teams).toEqual([]);

      expect((await api("DELETE", `/teams/${team_id}/members/${member1.id}`, member1)).status).toBe(204);
      refusedWith(await api("GET", `/teams/${team_id}`, member1), 404, teamMessages.notFound);

      const second = await person("Second Admin");
      await join(suite.stack, owner, team_id, second, "admin");
      refusedWith(await api("DELETE", `/teams/${team_id}/members/${second.id}`, admin1), 403, teamMessages.notAllowed);
      expect((await api("DELETE", `/teams/${team_id}/members/${second.id}`, owner)).status).toBe(204);
      expect((await api("GET", `/teams/${team_id}`, owner)).json.team.member_count).toBe(2);
    });

    it("hands ownership to another member; the old owner stays on as an admin", async () => {
      const { team_id, owner, admin1, member1 } = await staffedTeam();
      refusedWith(await api("POST", `/teams/${team_id}/owner`, admin1, { user_id: admin1.id }), 403, teamMessages.ownerOnly);
      const moved = await api("POST", `/teams/${team_id}/owner`, owner, { user_id: member1.id });
      expect(moved.status).toBe(200);
      expect(moved.json.team.role).toBe("admin");
      expect(await roleOf(team_id, owner, member1.id)).toBe("owner");
      refusedWith(await api("POST", `/teams/${team_id}/owner`, owner, { user_id: admin1.id }), 403, teamMessages.ownerOnly);
      expect((await api("DELETE", `/teams/${team_id}/members/${owner.id}`, owner)).status).toBe(204);
      const listed = (await api("GET", "/admin/teams", admin)).json.teams.find((listedTeam: any) => listedTeam.team_id === team_id);
      expect(listed.owner_email).toBe(member1.email);
    });

    it("audits a change of the shared business context: who, when, which fields", async () => {
      const { team_id, admin1, member1 } = await staffedTeam();
      refusedWith(await api("PATCH", `/teams/${team_id}`, member1, { context: { tone: "Loud" } }), 403, teamMessages.notAllowed);
      const changed = await api("PATCH", `/teams/${team_id}`, admin1, { context: { industry: "Logistics", tone: " Plain ", company: "" } });
      expect(changed.status).toBe(200);
      expect(changed.json.team.context).toEqual({ industry: "Logistics", tone: "Plain" });
      const entry = (await api("GET", "/admin/audit", admin)).json.entries.find((logged: any) => logged.details?.team_id === team_id);
      expect(entry).toMatchObject({ actor: admin1.email, action: "team.context", details: { team_id, fields: "company, industry, tone" } });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      // A rename alone changes no context: nothing is audited.
      expect((await api("PATCH", `/teams/${team_id}`, admin1, { name: "Renamed" })).json.team.name).toBe("Renamed");
      const entries = (await api("GET", "/admin/audit", admin)).json.entries.filter((logged: any) => logged.details?.team_id === team_id);
      expect(entries).toHaveLength(1);
      refusedWith(await api("PATCH", `/teams/${team_id}`, admin1, { context: { mood: "x" } }), 400, /./);
    });
  });

  describe("the toolkit through the team", () => {
    it("opens the gate to a member until they are removed or the team suspended", async () => {
      const owner = await person("Gina Gate");
      const { team_id } = await team(owner);
      const member = await person("Milo Member");
      await join(suite.stack, owner, team_id, member);
      const grant = await api("POST", `/teams/${team_id}/access`, member);
      expect(grant.status).toBe(200);
      expect(Object.keys(grant.json).sort()).toEqual(["expires_at", "token"]);
      expect(await session(grant.json.token)).toBe(200);
      expect((await suite.stack.request(`/api/content/hub`, { headers: { "x-access-token": grant.json.token } })).status).not.toBe(401);

      const ownersGrant = (await api("POST", `/teams/${team_id}/access`, owner)).json.token;
      expect((await api("POST", `/admin/teams/${team_id}/suspend`, admin)).json.team.status).toBe("suspended");
      expect(await session(grant.json.token)).toBe(401);
      expect(await session(ownersGrant)).toBe(401);
      refusedWith(await api("POST", `/teams/${team_id}/access`, member), 403, teamMessages.suspended);
      refusedWith(await api("PATCH", `/teams/${team_id}`, owner, { name: "Nope" }), 403, teamMessages.suspended);
      refusedWith(
        await api("POST", `/teams/${team_id}/invitations`, owner, { email: "s@firm.example", role: "member" }),
        403,
        teamMessages.suspended,
      );
      expect((await api("GET", `/teams/${team_id}`, member)).json.team.status).toBe("suspended");
      const listed = (await api("GET", "/admin/teams", admin)).json.teams.find((listedTeam: any) => listedTeam.team_id === team_id);
      expect(listed).toMatchObject({ owner_email: owner.email, member_count: 2, seats: 5, status: "suspended" });
      const { counts } = (await api("GET", "/admin/teams", admin)).json;
      expect(counts.suspended).toBeGreaterThanOrEqual(1);
      expect(counts.teams).toBe(counts.active + counts.suspended);

      expect((await api("POST", `/admin/teams/${team_id}/resume`, admin)).json.team.status).toBe("active");
      expect(await session(grant.json.token)).toBe(200);
      expect((await api("DELETE", `/teams/${team_id}/members/${member.id}`, owner)).status).toBe(204);
      expect(await session(grant.json.token)).toBe(401);
      expect(await session(ownersGrant)).toBe(200);
      refusedWith(await api("POST", `/teams/${team_id}/access`, member), 404, teamMessages.notFound);
      expect((await api("GET", "/admin/audit", admin)).json.entries.map((entry: any) => entry.action)).toEqual(
        expect.arrayContaining(["team.suspend", "team.resume"]),
      );
    });
  });

  describe("erasure", () => {
    const eraseOwnAccount = (who: Person) => api("POST", "/auth/account/delete", who, { password: "Teamwork-2026-ok" });

    it("takes the person out of every team: the longest-serving admin takes over, else the team is suspended", async () => {
      const owner = await person("Erin Erased");
      const [earlyAdmin, lateAdmin, member] = await Promise.all([person("Early Admin"), person("Late Admin"), person("Plain Member")]);
      const led = await team(owner);
      await join(suite.stack, owner, led.team_id, earlyAdmin, "admin");
      await join(suite.stack, owner, led.team_id, lateAdmin, "admin");
      const alone = await team(owner);
      await join(suite.stack, owner, alone.team_id, member);
      const othersTeam = await team(earlyAdmin);
      await join(suite.stack, earlyAdmin, othersTeam.team_id, owner);
      await invite(suite.stack, earlyAdmin, othersTeam.team_id, "later@firm.example");
      const invitedElsewhere = await team(lateAdmin);
      await invite(suite.stack, lateAdmin, invitedElsewhere.team_id, owner.email.replace(/@/, "+x@"));
      const { token: openToken } = await invite(suite.stack, lateAdmin, invitedElsewhere.team_id, owner.email);

      const erased = await eraseOwnAccount(owner);
      expect(erased.status).toBe(200);
      expect(erased.json.erased).toMatchObject({ team_memberships: 3, team_invitations: 1 });

      const ledNow = (await api("GET", `/teams/${led.team_id}`, earlyAdmin)).json.team;
      expect(ledNow.role).toBe("owner");
      expect(ledNow.members.map((kept: any) => [kept.email, kept.role])).toEqual([
        [earlyAdmin.email, "owner"],
        [lateAdmin.email, "admin"],
      ]);
      const aloneNow = (await api("GET", `/teams/${alone.team_id}`, member)).json.team;
      expect(aloneNow).toMatchObject({ status: "suspended", member_count: 1 });
      refusedWith(await api("POST", `/admin/teams/${alone.team_id}/resume`, admin), 409, teamMessages.ownerless);
      const othersNow = (await api("GET", `/teams/${othersTeam.team_id}`, earlyAdmin)).json.team;
      expect(othersNow.members.map((kept: any) => kept.user_id)).toEqual([earlyAdmin.id]);
      expect((await api("POST", "/team-invitations/view", null, { token: openToken })).json).toEqual({ state: "unknown" });
      const rows = await scanTable(suite.stack, "teams");
      expect(rows.filter((row) => JSON.stringify(row).includes(owner.email) || JSON.stringify(row).includes(owner.id))).toEqual([]);
    });
  });
});
