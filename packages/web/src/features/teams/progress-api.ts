// Progress a leader can see (issue 48, Deliver 4): the team's progress (lib/team-activity.ts reports
// what a member does).
import type { TeamProgress } from "@ai-leaders/core/teams";
import { api, settle } from "../../lib/api-client.ts";

const teams = api.api.teams;
const bearer = (userToken: string) => ({ headers: { authorization: `Bearer ${userToken}` } });

export const readProgress = (userToken: string, teamId: string, weeks = 8) =>
  settle(
    teams[":teamId"].progress.$get({ param: { teamId }, query: { weeks: String(weeks) } }, bearer(userToken)),
    async (response) => ((await response.json()) as { progress: TeamProgress }).progress,
  );
