// Progress a leader can see (issue 48, Deliver 4): the team's progress (lib/team-activity.ts reports
// what a member does).
import type { TeamDigestSetting, TeamProgress } from "@ai-leaders/core/teams";
import { api, settle } from "../../lib/api-client.ts";

const teams = api.api.teams;
const bearer = (userToken: string) => ({ headers: { authorization: `Bearer ${userToken}` } });

export const readProgress = (userToken: string, teamId: string, weeks = 8) =>
  settle(
    teams[":teamId"].progress.$get({ param: { teamId }, query: { weeks: String(weeks) } }, bearer(userToken)),
    async (response) => ((await response.json()) as { progress: TeamProgress }).progress,
  );

/** Whether the signed-in member is mailed the weekly team digest (one choice for all their teams). */
export const readDigestChoice = (userToken: string, teamId: string) =>
  settle(
    teams[":teamId"]["digest-mail"].$get({ param: { teamId } }, bearer(userToken)),
    async (response) => (await response.json()) as TeamDigestSetting,
  );

export const chooseDigest = (userToken: string, teamId: string, wanted: boolean) =>
  settle(
    teams[":teamId"]["digest-mail"].$put({ param: { teamId }, json: { team_digest: wanted } }, bearer(userToken)),
    async (response) => (await response.json()) as TeamDigestSetting,
  );
