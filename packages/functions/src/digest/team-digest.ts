// Sending the weekly team digest (issue 48, Deliver 4), on the admins' digest's schedule (the
// cloud's weekly rule, the local stack's timer): to each member of each active team, a mail about
// that team, unless they said no. A conditional claim on the member's account per team and ISO week
// comes first, so a second run that week sends nothing. Each mail carries the member's own one-click
// way out (RFC 8058), which turns the team digest off for every team they are in.
import { isoWeek } from "@ai-leaders/core/digest";
import type { TeamDigestInput } from "@ai-leaders/core/mail/templates";
import { teamDigestContent, type TeamState } from "@ai-leaders/core/teams";
import type { Log } from "../http/index.ts";
import { createMailQueue } from "../mail/queue.ts";
import { unsubscribeLinks } from "../mail/unsubscribe-links.ts";
import type { Services } from "../services/index.ts";

export interface TeamDigestDeps {
  services: Pick<Services, "accounts" | "teams" | "teamDigestPreferences" | "mailOutbox" | "relayPublisher">;
  siteUrl: string;
  /** TOKEN_SECRET: it signs each digest's unsubscribe link. */
  tokenSecret: string;
  log: Log;
}

/** One scheduled run: each mail it sent, as "<address> <team id>". */
export async function sendTeamDigests(deps: TeamDigestDeps, now: Date): Promise<string[]> {
  const { services, log } = deps;
  const week = isoWeek(now);
  const sent: string[] = [];
  for (const team of await services.teams.listAll()) {
    if (team.status !== "active") continue;
    const state = await services.teams.load(team.team_id);
    if (!state) continue;
    sent.push(...(await sendTeamDigest(deps, state, week, now)));
  }
  log({ event: "team_digest_run", week, sent: sent.length });
  return sent;
}

async function sendTeamDigest(deps: TeamDigestDeps, state: TeamState, week: string, now: Date): Promise<string[]> {
  const { services, siteUrl, tokenSecret, log } = deps;
  const queueMail = createMailQueue(services, log);
  const teamId = state.team.team_id;
  // Read once per team, and only when someone is sent it.
  let read:
    | Promise<[Awaited<ReturnType<typeof services.teams.progress.activity>>, Awaited<ReturnType<typeof services.teams.backlog.items>>]>
    | undefined;
  const sent: string[] = [];
  for (const member of state.members) {
    const account = await services.accounts.findUser(member.email);
    // Product mail goes only to a confirmed address.
    if (!account || account.id !== member.user_id || !account.email_verified_at) continue;
    if (!(await services.teamDigestPreferences.claimWeek(account.email, teamId, week))) continue;
    try {
      const [records, items] = await (read ??= Promise.all([
        services.teams.progress.activity(teamId, new Date(now.getTime() - 7 * 86_400_000).toISOString()),
        services.teams.backlog.items(teamId),
      ]));
      const { page, headers } = unsubscribeLinks({ siteUrl, tokenSecret }, account.email, "team-digest", now);
      const input: TeamDigestInput = {
        ...teamDigestContent(state, member, records, items, now),
        siteUrl,
        progressLink: new URL(`/teams/${teamId}/progress`, siteUrl).href,
        backlogLink: new URL(`/teams/${teamId}/backlog`, siteUrl).href,
        unsubscribeLink: page,
      };
      const { renderTeamDigest } = await import("@ai-leaders/core/mail/templates");
      await queueMail({ to: account.email, headers, ...(await renderTeamDigest(input)) }, now);
      sent.push(`${account.email} ${teamId}`);
    } catch (error) {
      await services.teamDigestPreferences.releaseWeek(account.email, teamId, week);
      log({ event: "team_digest_failed", week, team_id: teamId, error: (error as Error).message });
    }
  }
  return sent;
}
