// One team (issue 48): its people and roles, invitations within its seats, the business context it
// shares with its members, and the toolkit opened through the team's seat.
import { useEffect, useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { TeamDetail } from "@ai-leaders/core/teams/schema";
import { teamMessages } from "@ai-leaders/core/messages";
import { useAuth } from "../../account/auth-context.ts";
import { useSignedInLoad } from "../../account/use-signed-in-load.ts";
import { paths } from "../../config/paths.ts";
import { saveAccessGrant } from "../../lib/access-token.ts";
import { emptyBusinessContext } from "../../lib/business-context/fill-placeholders.ts";
import { saveTeamContext } from "../../lib/business-context/use-business-context.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BackButton } from "../../ui/BackButton.tsx";
import { readTeamDetail, teamAccess } from "./teams-api.ts";
import { teamRoleNames as roleNames } from "@ai-leaders/core/messages";
import { SignInToContinue } from "./SignInToContinue.tsx";
import { TeamPeople } from "./TeamPeople.tsx";
import { InviteForm } from "./InviteForm.tsx";
import { TeamContextForm } from "./TeamContextForm.tsx";
import { TeamDigestChoice } from "./TeamDigestChoice.tsx";
import "./teams.css";

type TeamState = { status: "loading" } | { status: "loaded"; team: TeamDetail } | { status: "failed"; message?: string };

export function TeamPage() {
  const { teamId = "" } = useParams();
  const { user, loading } = useAuth();
  const [state, setState] = useState<TeamState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const token = useSignedInLoad(
    (userToken) => readTeamDetail(userToken, teamId),
    (read) => setState(read.ok ? { status: "loaded", team: read.value } : { status: "failed", message: read.message }),
    [teamId, attempt],
  );
  const team = state.status === "loaded" ? state.team : null;
  usePageHead({
    title: `${team?.name ?? "Your team"} — AI for Leaders`,
    description: "Your team on AI for Leaders: its people, its shared business context and its seats.",
    path: paths.team(teamId),
  });
  // The team a member works in fills their prompts on this device (their own fields still win).
  useEffect(() => {
    if (team?.status === "active")
      saveTeamContext({ team_id: team.team_id, team_name: team.name, context: { ...emptyBusinessContext, ...team.context } });
  }, [team]);
  const reload = () => setAttempt((count) => count + 1);
  const userToken = () => token.current;

  return (
    <div className="page-shell">
      <main className="page-column teams">
        <BackButton to={paths.teams}>Your teams</BackButton>
        {!loading && !user && (
          <>
            <h1 className="page-title">Your team</h1>
            <SignInToContinue what="see this team" />
          </>
        )}
        {user && state.status === "loading" && <h1 className="page-title">Loading the team…</h1>}
        {user && state.status === "failed" && (
          <>
            <h1 className="page-title">Team not found</h1>
            <p className="teams-status" role="alert">
              {state.message ?? "The team could not be loaded. Check your connection and reload the page."}
            </p>
          </>
        )}
        {user && team && (
          <>
            <h1 className="page-title">{team.name}</h1>
            <p className="page-lead">
              {team.company} · you are {roleNames[team.role].toLowerCase()} · {team.members.length} of {team.seats} seats taken
              {team.invitations.length > 0 && `, ${team.invitations.length} invited`}
            </p>
            {team.status === "suspended" && (
              <p className="teams-status teams-suspended" role="status">
                {teamMessages.suspended}
              </p>
            )}
            <ToolkitThroughTeam team={team} userToken={userToken} />
            <section className="teams-section" aria-labelledby="team-backlog-heading">
              <h2 id="team-backlog-heading">AI-opportunity backlog</h2>
              <p className="teams-note">
                Where AI could help the team: members suggest tasks and vote; the owner and admins score them and decide what to do now.
              </p>
              <Link to={paths.teamBacklog(team.team_id)} className="button button-secondary">
                Open the backlog
              </Link>
            </section>
            <section className="teams-section" aria-labelledby="team-progress-heading">
              <h2 id="team-progress-heading">Progress</h2>
              <p className="teams-note">
                {team.role === "member"
                  ? "The team's totals week by week, and your own progress through the guides and cards."
                  : "Each member's progress through the guides and cards, the results they share, and the team's weeks."}
              </p>
              <Link to={paths.teamProgress(team.team_id)} className="button button-secondary">
                See the progress
              </Link>
            </section>
            <TeamPeople team={team} currentUserId={user.id} userToken={userToken} onChanged={reload} />
            {team.role !== "member" && team.status === "active" && <InviteForm team={team} userToken={userToken} onInvited={reload} />}
            <TeamContextForm team={team} userToken={userToken} onSaved={(saved) => setState({ status: "loaded", team: saved })} />
            <TeamDigestChoice team={team} />
          </>
        )}
      </main>
    </div>
  );
}

/** A member without an access code of their own opens the toolkit through the team's seat. */
function ToolkitThroughTeam({ team, userToken }: { team: TeamDetail; userToken: () => string | undefined }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (team.status !== "active") return null;

  async function open() {
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    const granted = await teamAccess(token, team.team_id);
    setBusy(false);
    if (!granted.ok) return setError(granted.message ?? "The toolkit could not be opened. Check your connection and try again.");
    saveAccessGrant(granted.value);
    navigate(paths.level2);
  }

  return (
    <section className="teams-section teams-toolkit" aria-labelledby="team-toolkit-heading">
      <h2 id="team-toolkit-heading">The toolkit, through your team</h2>
      <p className="teams-note">
        Your seat in {team.name} opens every guide and prompt library. On this device, prompts are filled in with the team&apos;s business
        context wherever your own leaves a field empty.
      </p>
      <button type="button" className="button button-primary" onClick={open} aria-disabled={busy || undefined}>
        {busy ? "Please wait..." : "Open the toolkit"}
      </button>
      {error && (
        <p className="auth-form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
