import { useRef, useState } from "react";
import type { TeamTotals as Totals } from "@ai-leaders/core/analytics";
import type { ConsoleTeam } from "@ai-leaders/core/teams/schema";
import type { SectionProps } from "../section-props.ts";
import { ConsoleTableHead } from "../components/ConsoleTableHead.tsx";
import { ListStates } from "../components/ListFooter.tsx";
import { TeamTotals } from "../components/TeamTotals.tsx";
import { useConsoleList } from "../use-console-list.ts";
import { teamsRequest } from "./api.ts";
import { TeamRow } from "./TeamRow.tsx";
import "./teams.css";

/** The totals once a team has moved from one status to the other. */
function withStatusChange(totals: Totals, before: ConsoleTeam, after: ConsoleTeam): Totals {
  if (before.status === after.status) return totals;
  const step = after.status === "suspended" ? 1 : -1;
  return { ...totals, active: totals.active - step, suspended: totals.suspended + step };
}

/** Teams leaders made with team codes: who owns each, its seats taken, and suspending one. */
export function TeamsSection({ accessToken }: SectionProps) {
  const [totals, setTotals] = useState<Totals | null>(null);
  const teams = useConsoleList(async () => {
    const answer = await teamsRequest(accessToken);
    if (!answer.ok) return answer;
    setTotals(answer.value.counts);
    return { ok: true as const, value: { rows: answer.value.teams.map((team) => ({ ...team, id: team.team_id })), next_cursor: null } };
  }, "teams");
  const [notice, setNotice] = useState("");
  const noticeRef = useRef<HTMLParagraphElement>(null);

  function changed(team: ConsoleTeam) {
    const before = teams.rows.find((listed) => listed.id === team.team_id);
    if (before) setTotals((current) => current && withStatusChange(current, before, team));
    teams.replace({ ...team, id: team.team_id });
    setNotice(
      team.status === "suspended"
        ? `Suspended “${team.name}”. Its members lose the toolkit through the team until you resume it.`
        : `Resumed “${team.name}”. Its members have the toolkit through the team again.`,
    );
    // The row's button changed under the operator: focus goes to the line that says what happened.
    requestAnimationFrame(() => noticeRef.current?.focus());
  }

  return (
    <div className="admin-section">
      <h1>Teams</h1>
      <p className="admin-muted">
        Teams leaders made with a team code (Access codes, with team seats): who owns each and how many of its seats are taken. Suspend a
        team that should not use the toolkit for now.
      </p>
      <p ref={noticeRef} tabIndex={-1} className={notice ? "admin-notice" : "console-teams-quiet"} role="status">
        {notice}
      </p>
      {totals && <TeamTotals totals={totals} label="All teams" />}
      <ListStates list={teams} empty="No team yet. Make a team code in Access codes, with its seats, and give it to a leader." />
      {teams.rows.length > 0 && (
        <table className="admin-table console-teams">
          <ConsoleTableHead
            caption="Teams, newest first"
            columns={["Team", "Company", "Owner", "Members", "Status", "Made on"]}
            actions="Suspend or resume"
          />
          <tbody>
            {teams.rows.map((team) => (
              <TeamRow key={team.id} accessToken={accessToken} team={team} onChanged={changed} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
