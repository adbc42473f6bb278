// The console's team requests: every team with the totals, and suspending or resuming one.
import type { ConsoleTeam } from "@ai-leaders/core/teams/schema";
import type { TeamTotals } from "@ai-leaders/core/analytics";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

const teams = api.api.admin.teams;
const json = <T>(response: Response) => response.json() as Promise<T>;

export const teamsRequest = (accessToken: string) =>
  settle(teams.$get({}, bearer(accessToken)), json<{ teams: ConsoleTeam[]; counts: TeamTotals }>);

export const suspendTeamRequest = (accessToken: string, teamId: string) =>
  settle(teams[":teamId"].suspend.$post({ param: { teamId } }, bearer(accessToken)), json<{ team: ConsoleTeam }>);

export const resumeTeamRequest = (accessToken: string, teamId: string) =>
  settle(teams[":teamId"].resume.$post({ param: { teamId } }, bearer(accessToken)), json<{ team: ConsoleTeam }>);
