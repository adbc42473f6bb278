// What a member does in the toolkit, reported to the team they work in on this device (issue 48,
// Deliver 4): a guide step marked done, a prompt card used, a kept result shared. Only when signed in
// and working in a team; never in the way: a report that fails is dropped.
import type { ActivityRequest } from "@ai-leaders/core/teams";
import { readStoredSession } from "./session-store.ts";
import { api } from "./api-client.ts";
import { readTeamContext } from "./business-context/use-business-context.ts";

/** The team this device's member works in, if signed in: where their activity goes. */
export function workingTeam(): { teamId: string; teamName: string; userToken: string } | null {
  const team = readTeamContext();
  const session = readStoredSession();
  return team && session ? { teamId: team.team_id, teamName: team.team_name, userToken: session.access_token } : null;
}

/** Sends `activity` to the working team, if any; answers whether the team took it. */
export async function reportToTeam(activity: ActivityRequest): Promise<boolean> {
  const working = workingTeam();
  if (!working) return false;
  try {
    const response = await api.api.teams[":teamId"].activity.$post(
      { param: { teamId: working.teamId }, json: activity },
      { headers: { authorization: `Bearer ${working.userToken}` } },
    );
    return response.ok;
  } catch {
    return false;
  }
}

/** A prompt card's path from the reference the analytics count it by ("claude:ai-strategy-tutor"). */
export const cardPath = (promptRef: string) => {
  const [library, slug] = promptRef.split(":");
  return `/prompts/${library}#${slug}`;
};
