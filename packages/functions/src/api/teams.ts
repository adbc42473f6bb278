// Teams (issue 48): a signed-in leader makes a team with a team access code, invites people by a
// mailed one-time link (its page shows it, only the invited account's POST accepts it), and manages
// its members; a member gets into the toolkit through the team. Every team route answers a team the
// requester is not in as "not found". The rules are core/teams/rules.ts; this file only wires them.
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { createAccountService, type AuthUser } from "@ai-leaders/core/accounts";
import { grantAccess } from "@ai-leaders/core/access";
import { accessCodeId, closedBecause, teamGrantCode, type AccessCode } from "@ai-leaders/core/access-codes";
import { teamLimits } from "@ai-leaders/core/limits";
import { authMessages, teamMessages } from "@ai-leaders/core/messages";
import { newLink, type LinkRefusal, type StoredLink } from "@ai-leaders/core/one-time-links";
import { bearerToken } from "@ai-leaders/core/tokens";
import {
  activeMembership,
  createTeamSchema,
  invitationShown,
  invitationTokenSchema,
  inviteSchema,
  isRefusal,
  memberOf,
  memberRoleSchema,
  membership,
  planAcceptance,
  planInvitation,
  planRemoval,
  planRoleChange,
  planTransfer,
  planUpdate,
  planWithdrawal,
  teamDetail,
  transferOwnershipSchema,
  updateTeamSchema,
  type InvitationRecord,
  type InvitationView,
  type TeamChange,
  type TeamContextField,
  type TeamRefusal,
  type TeamState,
} from "@ai-leaders/core/teams";
import type { ChangeOutcome } from "@ai-leaders/core/teams/repository";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { createMailQueue } from "../mail/queue.ts";
import type { ApiDeps } from "./deps.ts";
import { teamBacklogRoutes } from "./teams-backlog.ts";
import { teamProgressRoutes } from "./teams-progress.ts";

type SignedInEnv = { Variables: { user: AuthUser } };

/** The answers a mailed link gives when it does nothing, as the other mailed links give them. */
const linkRefusals: Record<LinkRefusal, { status: 404 | 410; message: string }> = {
  unknown: { status: 404, message: teamMessages.invitationUnknown },
  used: { status: 410, message: teamMessages.invitationUsed },
  expired: { status: 410, message: teamMessages.invitationExpired },
};

/** A team code still able to make its team: made as one, not revoked, not expired (its use limit does not apply). */
const isUsableTeamCode = (code: AccessCode | null, now: Date): code is AccessCode =>
  code?.team_seats !== undefined && closedBecause({ ...code, use_limit: undefined }, now) === null;

export function teamRoutes(deps: ApiDeps) {
  const { services, access, now, limits, clientIp, siteUrl, log } = deps;
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);
  const queueMail = createMailQueue(services, log);

  const signedInOnly = createMiddleware<SignedInEnv>(async (c, next) => {
    const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
    if (!user) return errorResponse(c, 401, authMessages.signInRequired.description, { title: authMessages.signInRequired.title });
    c.set("user", user);
    await next();
  });
  /** Counts a change against the account's limit: past it, 429. */
  const changeLimit = createMiddleware<SignedInEnv>(async (c, next) => {
    const refused = await refuseWhenOverLimit(c, services.rateLimiter, `team-change:${c.get("user").id}`, limits.teamChange, now(), {
      description: teamMessages.tooManyChanges,
    });
    return refused ?? next();
  });

  const refused = (c: Context, { refusal, status }: TeamRefusal) => errorResponse(c, status, teamMessages[refusal]);
  const linkRefused = (c: Context, refusal: LinkRefusal) => errorResponse(c, linkRefusals[refusal].status, linkRefusals[refusal].message);

  /** The team as its requester now sees it, after a change. */
  function changedTeam(c: Context<SignedInEnv>, outcome: ChangeOutcome & { state: TeamState }) {
    const member = memberOf(outcome.state, c.get("user").id)!;
    return c.json({ team: teamDetail(outcome.state, member, now()) }, 200);
  }

  /** A change that spends no link: the team as it then stands, or why not. */
  async function changeTeam(teamId: string, plan: (state: TeamState | null) => TeamChange | TeamRefusal) {
    const outcome = await services.teams.change(teamId, plan);
    if (outcome === "link-refused") throw new Error("A team change that spends no link was refused for a link");
    return outcome;
  }

  /** Makes the change and answers the team, or why not. */
  async function changeAndShow(c: Context<SignedInEnv>, plan: (state: TeamState | null) => TeamChange | TeamRefusal) {
    const outcome = await changeTeam(c.req.param("teamId")!, plan);
    return isRefusal(outcome) ? refused(c, outcome) : changedTeam(c, outcome);
  }

  /** Makes the change and answers 204, or why not. */
  async function changeQuietly(c: Context<SignedInEnv>, plan: (state: TeamState | null) => TeamChange | TeamRefusal) {
    const outcome = await changeTeam(c.req.param("teamId")!, plan);
    return isRefusal(outcome) ? refused(c, outcome) : c.body(null, 204);
  }

  async function mailInvitation(invitation: InvitationRecord, state: TeamState, token: string) {
    const { renderTeamInvitation } = await import("@ai-leaders/core/mail/templates");
    const mail = await renderTeamInvitation({
      siteUrl,
      link: new URL(`/link/team-invitation#token=${token}`, siteUrl).href,
      invitedBy: invitation.invited_by,
      teamName: state.team.name,
      company: state.team.company,
      role: invitation.role,
      days: teamLimits.invitationDays,
    });
    await queueMail({ to: invitation.email, ...mail }, now());
  }

  return (
    new Hono<SignedInEnv>()
      .use("/teams", signedInOnly)
      .use("/teams/*", signedInOnly)
      .use("/team-invitations/accept", signedInOnly)
      .get("/teams", async (c) => c.json({ teams: await services.teams.teamsOf(c.get("user").id) }, 200))
      .post("/teams", changeLimit, jsonBody(createTeamSchema), async (c) => {
        const user = c.get("user");
        const { name, company, access_code } = c.req.valid("json");
        const at = now();
        const codeId = accessCodeId(access_code, access.tokenSecret);
        const code = await services.accessCodes.get(codeId);
        if (code?.team_id) return errorResponse(c, 409, teamMessages.teamCodeUsed, { field: "access_code" });
        if (!isUsableTeamCode(code, at)) return errorResponse(c, 400, teamMessages.teamCodeInvalid, { field: "access_code" });
        const teamId = randomUUID();
        const owner = {
          team_id: teamId,
          user_id: user.id,
          email: user.email.toLowerCase(),
          role: "owner" as const,
          joined_at: at.toISOString(),
        };
        const made = await services.teams.create(
          {
            team_id: teamId,
            name,
            company,
            context: { company },
            seats: code.team_seats!,
            status: "active",
            owner_id: user.id,
            owner_email: owner.email,
            member_count: 1,
            code_id: codeId,
            created_at: at.toISOString(),
            version: 1,
          },
          { ...owner, ...(user.user_metadata.full_name && { name: user.user_metadata.full_name }) },
          at,
        );
        // Another leader's team took the code in the meantime (or it was revoked just now).
        if (made === "code-refused") {
          const usedNow = (await services.accessCodes.get(codeId))?.team_id !== undefined;
          return usedNow
            ? errorResponse(c, 409, teamMessages.teamCodeUsed, { field: "access_code" })
            : errorResponse(c, 400, teamMessages.teamCodeInvalid, { field: "access_code" });
        }
        return c.json({ team: teamDetail(made, made.members[0]!, at) }, 201);
      })
      .get("/teams/:teamId", async (c) => {
        const state = await services.teams.load(c.req.param("teamId"));
        const member = membership(state, c.get("user").id);
        if (isRefusal(member)) return refused(c, member);
        return c.json({ team: teamDetail(state!, member, now()) }, 200);
      })
      .patch("/teams/:teamId", changeLimit, jsonBody(updateTeamSchema), async (c) => {
        const user = c.get("user");
        let changedContext: TeamContextField[] = [];
        const outcome = await changeTeam(c.req.param("teamId"), (state) => {
          const planned = planUpdate(state, user.id, c.req.valid("json"));
          if (isRefusal(planned)) return planned;
          changedContext = planned.changedContext;
          return planned.change;
        });
        if (isRefusal(outcome)) return refused(c, outcome);
        // Members read the context into their prompts: who changed which fields, and when, is kept.
        if (changedContext.length > 0)
          await services.audit.record(
            {
              actor: user.email,
              action: "team.context",
              target: outcome.state.team.name,
              details: { team_id: outcome.state.team.team_id, fields: changedContext.join(", ") },
            },
            now(),
          );
        return changedTeam(c, outcome);
      })
      .post("/teams/:teamId/invitations", changeLimit, jsonBody(inviteSchema), async (c) => {
        const user = c.get("user");
        const mailed = await refuseWhenOverLimit(c, services.rateLimiter, `team-invitation:${user.id}`, limits.teamInvitation, now(), {
          description: teamMessages.tooManyInvitations,
        });
        if (mailed) return mailed;
        const teamId = c.req.param("teamId");
        const { email, role } = c.req.valid("json");
        const invitationId = randomUUID();
        let invited: { invitation: InvitationRecord; token: string } | undefined;
        const outcome = await changeTeam(teamId, (state) => {
          const { token, link } = newLink(
            { purpose: "team-invitation", subject: email, data: { team_id: teamId, invitation_id: invitationId, role } },
            now(),
          );
          const planned = planInvitation(state, user.id, { invitationId, email, role, link }, now());
          if (isRefusal(planned)) return planned;
          invited = { invitation: planned.invitation, token };
          return planned.change;
        });
        if (isRefusal(outcome)) return refused(c, outcome);
        await mailInvitation(invited!.invitation, outcome.state, invited!.token);
        return c.json({ invitation: invitationShown(invited!.invitation) }, 201);
      })
      .delete("/teams/:teamId/invitations/:invitationId", changeLimit, async (c) =>
        changeQuietly(c, (state) => planWithdrawal(state, c.get("user").id, c.req.param("invitationId"))),
      )
      .patch("/teams/:teamId/members/:userId", changeLimit, jsonBody(memberRoleSchema), async (c) =>
        changeAndShow(c, (state) => planRoleChange(state, c.get("user").id, c.req.param("userId"), c.req.valid("json").role)),
      )
      // Removal by the owner or an admin, or leaving when the member is the requester.
      .delete("/teams/:teamId/members/:userId", changeLimit, async (c) =>
        changeQuietly(c, (state) => planRemoval(state, c.get("user").id, c.req.param("userId"))),
      )
      .post("/teams/:teamId/owner", changeLimit, jsonBody(transferOwnershipSchema), async (c) =>
        changeAndShow(c, (state) => planTransfer(state, c.get("user").id, c.req.valid("json").user_id)),
      )
      // The toolkit through the team: a token the gate accepts while the team is active and the
      // person in it (core/teams/grant-check.ts), so an invited person needs no access code.
      .post("/teams/:teamId/access", async (c) => {
        const user = c.get("user");
        const teamId = c.req.param("teamId");
        const member = activeMembership(await services.teams.load(teamId), user.id);
        if (isRefusal(member)) return refused(c, member);
        return c.json(grantAccess(access.tokenSecret, now(), teamGrantCode(teamId, user.id)), 200);
      })
      // The invitation's page: what it is, before anything is done (a mail scanner's visit spends nothing).
      .post("/team-invitations/view", jsonBody(invitationTokenSchema), async (c) => {
        const limited = await refuseWhenOverLimit(
          c,
          services.rateLimiter,
          `team-invitation-view:${clientIp(c)}`,
          limits.teamInvitationView,
          now(),
          { description: teamMessages.tooManyChanges },
        );
        if (limited) return limited;
        const link = await services.oneTimeLinks.inspect(c.req.valid("json").token, "team-invitation", now());
        if (typeof link === "string") return c.json({ state: link } as InvitationView, 200);
        const found = await openInvitation(link);
        if (!found) return c.json({ state: "unknown" } as InvitationView, 200);
        const { state, invitation } = found;
        return c.json(
          {
            state: "open",
            team_name: state.team.name,
            company: state.team.company,
            invited_by: invitation.invited_by,
            email: invitation.email,
            role: invitation.role,
          } as InvitationView,
          200,
        );
      })
      .post("/team-invitations/accept", changeLimit, jsonBody(invitationTokenSchema), async (c) => {
        const user = c.get("user");
        const { token } = c.req.valid("json");
        const link = await services.oneTimeLinks.inspect(token, "team-invitation", now());
        if (typeof link === "string") return linkRefused(c, link);
        const { team_id: teamId, invitation_id: invitationId } = link.data ?? {};
        if (!teamId || !invitationId) return linkRefused(c, "unknown");
        const at = now();
        const invitee = { id: user.id, email: user.email, name: user.user_metadata.full_name, confirmed: user.email_confirmed_at !== null };
        const outcome = await services.teams.change(teamId, (state) =>
          planAcceptance(state, invitationId, invitee, { tokenHash: link.token_hash, at }),
        );
        // Spent or expired between the read and the write: answered as if it had been so before.
        if (outcome === "link-refused") {
          const again = await services.oneTimeLinks.inspect(token, "team-invitation", now());
          return linkRefused(c, typeof again === "string" ? again : "used");
        }
        if (isRefusal(outcome)) return refused(c, outcome);
        return changedTeam(c, outcome);
      })
      // The team's AI-opportunity backlog (issue 48, Deliver 3), behind the same sign-in.
      .route("/", teamBacklogRoutes(deps))
      // Progress a leader can see (issue 48, Deliver 4), behind the same sign-in.
      .route("/", teamProgressRoutes(deps))
  );

  /** The team and the invitation a link stands for, while the invitation is open (not withdrawn). */
  async function openInvitation(link: StoredLink): Promise<{ state: TeamState; invitation: InvitationRecord } | null> {
    const state = link.data?.team_id ? await services.teams.load(link.data.team_id) : null;
    const invitation = state?.invitations.find((open) => open.invitation_id === link.data?.invitation_id);
    return state && invitation ? { state, invitation } : null;
  }
}
