// A leader's teams (issue 48): every call carries the signed-in user's bearer token; what the
// server refuses comes back as its message (settle).
import type { AccessGrant } from "@ai-leaders/core/access";
import type { GrantableRole, TeamContext, TeamDetail, TeamInvitation, TeamSummary } from "@ai-leaders/core/teams/schema";
import { api, settle } from "../../lib/api-client.ts";

const teams = api.api.teams;
const bearer = (userToken: string) => ({ headers: { authorization: `Bearer ${userToken}` } });
const readTeam = async (response: Response) => ((await response.json()) as { team: TeamDetail }).team;

export const listTeams = (userToken: string) =>
  settle(teams.$get({}, bearer(userToken)), async (response) => ((await response.json()) as { teams: TeamSummary[] }).teams);

export const createTeam = (userToken: string, team: { name: string; company: string; access_code: string }) =>
  settle(teams.$post({ json: team }, bearer(userToken)), readTeam);

export const readTeamDetail = (userToken: string, teamId: string) =>
  settle(teams[":teamId"].$get({ param: { teamId } }, bearer(userToken)), readTeam);

export const updateTeam = (userToken: string, teamId: string, change: { name?: string; company?: string; context?: TeamContext }) =>
  settle(teams[":teamId"].$patch({ param: { teamId }, json: change }, bearer(userToken)), readTeam);

export const invite = (userToken: string, teamId: string, email: string, role: GrantableRole) =>
  settle(
    teams[":teamId"].invitations.$post({ param: { teamId }, json: { email, role } }, bearer(userToken)),
    async (response) => ((await response.json()) as { invitation: TeamInvitation }).invitation,
  );

export const withdrawInvitation = (userToken: string, teamId: string, invitationId: string) =>
  settle(
    teams[":teamId"].invitations[":invitationId"].$delete({ param: { teamId, invitationId } }, bearer(userToken)),
    async () => true as const,
  );

export const setMemberRole = (userToken: string, teamId: string, userId: string, role: GrantableRole) =>
  settle(
    teams[":teamId"].members[":userId"].$patch({ param: { teamId, userId }, json: { role } }, bearer(userToken)),
    async () => true as const,
  );

/** Removes a member; a member's own id is leaving the team. */
export const removeMember = (userToken: string, teamId: string, userId: string) =>
  settle(teams[":teamId"].members[":userId"].$delete({ param: { teamId, userId } }, bearer(userToken)), async () => true as const);

export const transferOwnership = (userToken: string, teamId: string, userId: string) =>
  settle(teams[":teamId"].owner.$post({ param: { teamId }, json: { user_id: userId } }, bearer(userToken)), async () => true as const);

/** An access token for the toolkit, through the team's seat. */
export const teamAccess = (userToken: string, teamId: string) =>
  settle(teams[":teamId"].access.$post({ param: { teamId } }, bearer(userToken)), (response) => response.json() as Promise<AccessGrant>);
