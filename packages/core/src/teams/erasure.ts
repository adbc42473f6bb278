// An erasure (core/erasure) takes the person out of every team: their memberships (an owner's team
// passes on, rules.ts planErasure) and the open invitations to their address. On the teams' backlogs,
// their votes go (with their counts) and what they wrote stays without their name; what they
// reported of their progress goes.
import { refuse } from "./change.ts";
import { planErasure, planInvitationErasure } from "./rules.ts";
import type { TeamRepository } from "./repository.ts";

export interface TeamErasure {
  team_memberships: number;
  team_invitations: number;
  /** Their votes on the teams' backlogs, taken back. */
  team_backlog_votes: number;
  /** Backlog items and comments they wrote, kept without their author. */
  team_backlog_anonymised: number;
  /** What they reported of their progress to their teams (issue 48, Deliver 4), removed. */
  team_activity: number;
}

export async function eraseFromTeams(
  teams: Pick<TeamRepository, "teamsOfPerson" | "change" | "backlog" | "progress">,
  person: { userId?: string; email: string },
  now: Date,
): Promise<TeamErasure> {
  const { memberOf, invitedTo } = await teamsOfPerson(teams, person);
  let team_memberships = 0;
  let team_invitations = 0;
  for (const teamId of memberOf) {
    const outcome = await teams.change(
      teamId,
      (state) => (state && planErasure(state, person.userId!, now)) ?? refuse("memberNotFound", 404),
    );
    if (typeof outcome === "object" && "state" in outcome) team_memberships += 1;
  }
  for (const teamId of invitedTo) {
    let removed = 0;
    const outcome = await teams.change(teamId, (state) => {
      const change = state && planInvitationErasure(state, person.email);
      removed = change?.removeInvitations?.length ?? 0;
      return change ?? refuse("invitationNotFound", 404);
    });
    if (typeof outcome === "object" && "state" in outcome) team_invitations += removed;
  }
  const backlog = person.userId ? await teams.backlog.eraseAuthor(person.userId) : { votes: 0, anonymised: 0 };
  const team_activity = person.userId ? await teams.progress.eraseReporter(person.userId) : 0;
  return {
    team_memberships,
    team_invitations,
    team_backlog_votes: backlog.votes,
    team_backlog_anonymised: backlog.anonymised,
    team_activity,
  };
}

const teamsOfPerson = (teams: Pick<TeamRepository, "teamsOfPerson">, { userId, email }: { userId?: string; email: string }) =>
  teams.teamsOfPerson(userId, email.toLowerCase());
