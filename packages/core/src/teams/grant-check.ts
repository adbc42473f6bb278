// Whether a team's access token still opens the gate (functions/http/require-access.ts): its team
// active and its person still in it. The answer is remembered per process for the access codes'
// live-check time (liveCheckSeconds, 5 s): a removal or a suspension made elsewhere stops the token
// within that time, and one made by this process at once (it forgets what it remembered of the team).
import { cachedLiveCheck } from "../access-codes/live-check.ts";
import { teamGrantCode, teamGrantOf } from "../access-codes/types.ts";
import type { ChangeOutcome, TeamRepository } from "./repository.ts";

export function withCachedGrantCheck<Teams extends Pick<TeamRepository, "grantStands" | "change">>(teams: Teams) {
  const check = cachedLiveCheck(async (code) => {
    const grant = teamGrantOf(code);
    return grant !== null && (await teams.grantStands(grant.teamId, grant.userId));
  });
  return {
    ...teams,
    /** Whether the code of a team's access token (teamGrantCode) still stands. */
    grantStands: (code: string) => check.isLive(code),
    async change(teamId: string, plan: Parameters<TeamRepository["change"]>[1]): Promise<ChangeOutcome> {
      const outcome = await teams.change(teamId, plan);
      if (typeof outcome === "object" && "state" in outcome) check.forgetStartingWith(teamGrantCode(teamId, ""));
      return outcome;
    },
  };
}
