// A team's AI-opportunity backlog (issue 48, Deliver 3): where AI could help the team, suggested by
// its members with what the task costs today and what a wrong answer would cost, voted on once each,
// scored by the owner and admins, ranked, and moved on to "doing" or set aside with a reason.
import { useState } from "react";
import { useParams } from "react-router-dom";
import type { TeamBacklog } from "@ai-leaders/core/teams";
import { useAuth } from "../../account/auth-context.ts";
import { useSignedInLoad } from "../../account/use-signed-in-load.ts";
import { paths } from "../../config/paths.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BackButton } from "../../ui/BackButton.tsx";
import { exportBacklog, readBacklogOf } from "./backlog-api.ts";
import { BacklogItemCard } from "./BacklogItemCard.tsx";
import { SuggestItemForm } from "./SuggestItemForm.tsx";
import { SignInToContinue } from "./SignInToContinue.tsx";
import "./teams.css";

type BacklogState = { status: "loading" } | { status: "loaded"; backlog: TeamBacklog } | { status: "failed"; message?: string };

export function TeamBacklogPage() {
  const { teamId = "" } = useParams();
  const { user, loading } = useAuth();
  const [state, setState] = useState<BacklogState>({ status: "loading" });
  const token = useSignedInLoad(
    (userToken) => readBacklogOf(userToken, teamId),
    (read) => setState(read.ok ? { status: "loaded", backlog: read.value } : { status: "failed", message: read.message }),
    [teamId],
  );
  usePageHead({
    title: "AI-opportunity backlog — AI for Leaders",
    description: "Where AI could help the team, ranked by value, data readiness, risk and effort.",
    path: paths.teamBacklog(teamId),
  });
  const userToken = () => token.current;
  const show = (backlog: TeamBacklog) => setState({ status: "loaded", backlog });
  const backlog = state.status === "loaded" ? state.backlog : null;

  return (
    <div className="page-shell">
      <main className="page-column teams">
        <BackButton to={paths.team(teamId)}>The team</BackButton>
        <h1 className="page-title">AI-opportunity backlog</h1>
        <p className="page-lead">
          Where AI could help the team: each suggestion says how the task is done today, how often and how long it takes, which data it
          would use and what a wrong answer would cost.
        </p>
        {!loading && !user && <SignInToContinue what="see your team's backlog" />}
        {user && state.status === "loading" && <p className="teams-status">Loading the backlog…</p>}
        {user && state.status === "failed" && (
          <p className="teams-status" role="alert">
            {state.message ?? "The backlog could not be loaded. Check your connection and reload the page."}
          </p>
        )}
        {user && backlog && (
          <>
            <section className="teams-section" aria-labelledby="backlog-ranked-heading">
              <div className="heading-row">
                <h2 id="backlog-ranked-heading">Ranked</h2>
                {backlog.can_manage && <ExportButton teamId={teamId} userToken={userToken} />}
              </div>
              <p className="teams-note">{backlog.ranking}</p>
              {backlog.items.length === 0 ? (
                <p className="teams-status">Nothing suggested yet. Suggest the first task below.</p>
              ) : (
                <ol className="backlog-list">
                  {backlog.items.map((item) => (
                    <li key={item.item_id}>
                      <BacklogItemCard item={item} teamId={teamId} canManage={backlog.can_manage} userToken={userToken} onChanged={show} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <SuggestItemForm teamId={teamId} userToken={userToken} onSuggested={show} />
            <section className="teams-section" aria-labelledby="backlog-not-now-heading">
              <h2 id="backlog-not-now-heading">Not now, and why</h2>
              {backlog.not_now.length === 0 ? (
                <p className="teams-status">Nothing set aside.</p>
              ) : (
                <ul className="backlog-list">
                  {backlog.not_now.map((item) => (
                    <li key={item.item_id}>
                      <BacklogItemCard item={item} teamId={teamId} canManage={backlog.can_manage} userToken={userToken} onChanged={show} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </main>
    </div>
  );
}

/** The backlog as a CSV file: fetched with the account's token, then saved by the browser. */
function ExportButton({ teamId, userToken }: { teamId: string; userToken: () => string | undefined }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function save() {
    const token = userToken();
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    const file = await exportBacklog(token, teamId);
    setBusy(false);
    if (!file.ok) return setError(file.message ?? "The export could not be made. Check your connection and try again.");
    const link = Object.assign(document.createElement("a"), {
      href: URL.createObjectURL(file.value),
      download: `ai-backlog-${new Date().toISOString().slice(0, 10)}.csv`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  }
  return (
    <span className="teams-confirm">
      <button type="button" className="button button-secondary button-small" onClick={() => void save()} aria-disabled={busy || undefined}>
        {busy ? "Please wait..." : "Export as CSV"}
      </button>
      {error && (
        <span className="auth-form-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
