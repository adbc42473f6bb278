// A leader's teams (issue 48): the teams they are in, and a new one made with the team access code
// the operator issued (its seats are the team's). Signed in; no access code needed to see it.
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { TeamSummary } from "@ai-leaders/core/teams/schema";
import { useAuth } from "../../account/auth-context.ts";
import { useSignedInLoad } from "../../account/use-signed-in-load.ts";
import { paths } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { FormError } from "../../ui/FormError.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { BackButton } from "../../ui/BackButton.tsx";
import { createTeam, listTeams } from "./teams-api.ts";
import { readTeamContext, saveTeamContext } from "../../lib/business-context/use-business-context.ts";
import { teamRoleNames as roleNames } from "@ai-leaders/core/messages";
import { SignInToContinue } from "./SignInToContinue.tsx";
import "./teams.css";

type ListState = { status: "loading" } | { status: "loaded"; teams: TeamSummary[] } | { status: "failed"; message?: string };

export function TeamsPage() {
  const { user, loading } = useAuth();
  usePageHead({
    title: "Your teams — AI for Leaders",
    description: "Learn and decide with your leadership team: shared context, a backlog of AI opportunities, progress you can see.",
    path: paths.teams,
  });
  const [state, setState] = useState<ListState>({ status: "loading" });
  const token = useSignedInLoad(
    listTeams,
    (listed) => {
      if (!listed.ok) return setState({ status: "failed", message: listed.message });
      setState({ status: "loaded", teams: listed.value });
      // A team left or removed from no longer fills this device's prompts.
      const working = readTeamContext();
      if (working && !listed.value.some((team) => team.team_id === working.team_id && team.status === "active")) saveTeamContext(null);
    },
    [],
  );

  return (
    <div className="page-shell">
      <main className="page-column teams">
        <BackButton to={paths.level2}>Back to the toolkit</BackButton>
        <h1 className="page-title">Your teams</h1>
        <p className="page-lead">
          Bring your leadership team: the libraries and guides fill in the team&apos;s business context for everyone, and you see how the
          team is getting on.
        </p>
        {!loading && !user && <SignInToContinue what="see your teams or make one" />}
        {user && (
          <>
            <section className="teams-section" aria-labelledby="teams-list-heading">
              <h2 id="teams-list-heading">Teams you are in</h2>
              {state.status === "loading" && <p className="teams-status">Loading your teams…</p>}
              {state.status === "failed" && (
                <p className="teams-status" role="alert">
                  {state.message ?? "Your teams could not be loaded. Check your connection and reload the page."}
                </p>
              )}
              {state.status === "loaded" &&
                (state.teams.length === 0 ? (
                  <p className="teams-status">You are not in a team yet. Make one below, or accept an invitation from your mail.</p>
                ) : (
                  <ul className="teams-list">
                    {state.teams.map((team) => (
                      <li key={team.team_id}>
                        <Link to={paths.team(team.team_id)} className="teams-card">
                          <span className="teams-card-name">{team.name}</span>
                          <span className="teams-card-meta">
                            {team.company} · {roleNames[team.role]} · {team.member_count} of {team.seats} seats
                            {team.status === "suspended" && " · suspended"}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ))}
            </section>
            <CreateTeam userToken={() => token.current} />
          </>
        )}
      </main>
    </div>
  );
}

function CreateTeam({ userToken }: { userToken: () => string | undefined }) {
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [company, setCompany] = useState("");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    const made = await createTeam(token, { name, company, access_code: code });
    setBusy(false);
    if (!made.ok) return setError(made.message ?? "The team could not be made. Check your connection and try again.");
    navigate(paths.team(made.value.team_id));
  }

  return (
    <section className="teams-section" aria-labelledby="teams-create-heading">
      <h2 id="teams-create-heading">Make a team</h2>
      <p className="teams-note">
        You need a team access code: we issue one per team, with its number of seats. You become the team&apos;s owner.
      </p>
      <form className="teams-form" onSubmit={submit} noValidate>
        <FormField
          className="text-field"
          id="team-name"
          label="Team name"
          value={name}
          onChange={setName}
          autoComplete="off"
          maxLength={80}
          required
        />
        <FormField
          className="text-field"
          id="team-company"
          label="Company"
          value={company}
          onChange={setCompany}
          autoComplete="organization"
          maxLength={120}
          required
        />
        <FormField
          className="text-field"
          id="team-code"
          label="Team access code"
          value={code}
          onChange={setCode}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <FormError>{error}</FormError>
        <BusyButton busy={busy} className="button button-primary">
          Make the team
        </BusyButton>
      </form>
    </section>
  );
}
