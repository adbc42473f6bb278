// Teams in the console (issue 48): every team with its owner, members and seats, and suspending
// one (its routes then refuse every change and its members' access tokens stop) or resuming it.
// Team codes are made with the other access codes (access-codes.ts, `team_seats`). Audited.
import { Hono, type Context } from "hono";
import { consoleTeam, isRefusal, planStatus, type ConsoleTeam, type TeamRecord, type TeamStatus } from "@ai-leaders/core/teams";
import { teamMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";
import { errorResponse } from "../../http/index.ts";
import type { AdminEnv } from "./require-admin.ts";

/** The console's tally above the list (and on the Overview): teams by status, and the people in them. */
export const teamCounts = (teams: ConsoleTeam[]) => ({
  teams: teams.length,
  active: teams.filter((team) => team.status === "active").length,
  suspended: teams.filter((team) => team.status === "suspended").length,
  members: teams.reduce((sum, team) => sum + team.member_count, 0),
  seats: teams.reduce((sum, team) => sum + team.seats, 0),
});

export function adminTeamRoutes({ services, now }: ApiDeps) {
  const audit = (c: Context<AdminEnv>, team: TeamRecord, status: TeamStatus) =>
    services.audit.record(
      {
        actor: c.get("admin").email,
        action: status === "suspended" ? "team.suspend" : "team.resume",
        target: team.name,
        details: { team_id: team.team_id },
      },
      now(),
    );

  async function setStatus(c: Context<AdminEnv>, status: TeamStatus) {
    const outcome = await services.teams.change(c.req.param("teamId")!, (state) => planStatus(state, status, now()));
    if (outcome === "link-refused") throw new Error("A team's status was refused for a link");
    if (isRefusal(outcome)) return errorResponse(c, outcome.status, teamMessages[outcome.refusal]);
    await audit(c, outcome.state.team, status);
    return c.json({ team: consoleTeam(outcome.state.team) }, 200);
  }

  return new Hono<AdminEnv>()
    .get("/", async (c) => {
      const teams = (await services.teams.listAll()).map(consoleTeam);
      return c.json({ teams, counts: teamCounts(teams) }, 200);
    })
    .post("/:teamId/suspend", (c) => setStatus(c, "suspended"))
    .post("/:teamId/resume", (c) => setStatus(c, "active"));
}
