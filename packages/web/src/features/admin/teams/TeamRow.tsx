import type { ConsoleTeam } from "@ai-leaders/core/teams/schema";
import { AdminError } from "../components/AdminError.tsx";
import { ConfirmAction } from "../components/ConfirmAction.tsx";
import { useAction } from "../use-action.ts";
import { resumeTeamRequest, suspendTeamRequest } from "./api.ts";

const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

interface TeamRowProps {
  accessToken: string;
  team: ConsoleTeam;
  onChanged: (team: ConsoleTeam) => void;
}

/** One team. At narrow widths the cells stack into a card, each led by its column's name (data-label). */
export function TeamRow({ accessToken, team, onChanged }: TeamRowProps) {
  const suspended = team.status === "suspended";
  return (
    <tr className="admin-table-row">
      <td data-label="Team">
        <span className="console-team-name">{team.name}</span>
      </td>
      <td data-label="Company">{team.company}</td>
      <td data-label="Owner">{team.owner_email || <span className="admin-row-meta">None: the owner's account was erased</span>}</td>
      <td data-label="Members" className="console-team-members">
        {team.member_count} of {team.seats}
      </td>
      <td data-label="Status">
        <span className={suspended ? "admin-badge admin-badge-failed" : "admin-badge admin-badge-delivered"}>
          {suspended ? "Suspended" : "Active"}
        </span>
      </td>
      <td data-label="Made on" className="console-team-made">
        <time dateTime={team.created_at}>{day.format(new Date(team.created_at))}</time>
      </td>
      <td data-label="Suspend or resume">
        {suspended ? (
          <ResumeButton accessToken={accessToken} team={team} onChanged={onChanged} />
        ) : (
          <ConfirmAction
            openLabel="Suspend"
            openAriaLabel={`Suspend ${team.name}`}
            groupLabel={`Suspend ${team.name}`}
            question={`Suspend “${team.name}”? Its members lose the toolkit through the team and cannot change it until you resume it.`}
            confirmLabel="Suspend team"
            busyLabel="Suspending…"
            tone="danger"
            request={() => suspendTeamRequest(accessToken, team.team_id)}
            onDone={({ team: changed }) => onChanged(changed)}
          />
        )}
      </td>
    </tr>
  );
}

/** Resuming gives back what suspending took, so it is not asked about; a refusal (no owner) is said in place. */
function ResumeButton({ accessToken, team, onChanged }: TeamRowProps) {
  const { busy, error, run } = useAction();
  return (
    <div className="console-team-resume">
      <button
        type="button"
        className="button button-primary button-small"
        aria-label={`Resume ${team.name}`}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy)
            void run(
              () => resumeTeamRequest(accessToken, team.team_id),
              ({ team: changed }) => onChanged(changed),
            );
        }}
      >
        {busy ? "Resuming…" : "Resume"}
      </button>
      <AdminError error={error} />
    </div>
  );
}
