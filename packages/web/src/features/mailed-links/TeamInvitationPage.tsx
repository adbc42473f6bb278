// A team invitation's link (/link/team-invitation#token=…, issue 48): opening it shows which team
// and who invited, and spends nothing; Join, signed in with the invited address, does.
import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import type { InvitationView } from "@ai-leaders/core/teams/schema";
import { teamMessages, teamRoleDuties as roleDuties, teamRoleNames as roleNames } from "@ai-leaders/core/messages";
import { paths } from "../../config/paths.ts";
import { pageTitle } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { useAuth } from "../../account/auth-context.ts";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { acceptInvitation, viewInvitation } from "./team-invitation-api.ts";
import { MailedLinkFrame, useFragmentToken } from "./MailedLinkFrame.tsx";
import "../../account/auth.css";

const title = "Join your team";
const refusals = { used: teamMessages.invitationUsed, expired: teamMessages.invitationExpired, unknown: teamMessages.invitationUnknown };

type Shown = { status: "reading" } | { status: "failed"; message: string } | InvitationView;

export function TeamInvitationPage() {
  const token = useFragmentToken();
  return <TeamInvitation key={token} token={token} />;
}

function TeamInvitation({ token }: { token: string }) {
  const { session, user, loading, requestSignIn } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown>(token ? { status: "reading" } : { state: "unknown" });
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageHead({ title: pageTitle(title), description: title, path: pathname, robots: "noindex" });

  useEffect(() => {
    if (!token) return;
    let current = true;
    void viewInvitation(token).then((read) => {
      if (!current) return;
      setShown(
        read.ok
          ? read.value
          : { status: "failed", message: read.message ?? "The invitation could not be read. Check your connection and reload the page." },
      );
    });
    return () => {
      current = false;
    };
  }, [token]);

  async function join() {
    if (joining || !session) return;
    setJoining(true);
    setError(null);
    const joined = await acceptInvitation(session.access_token, token);
    setJoining(false);
    if (!joined.ok) return setError(joined.message ?? "You could not join just now. Check your connection and try again.");
    navigate(paths.team(joined.value.team_id));
  }

  return (
    <MailedLinkFrame busy={"status" in shown && shown.status === "reading"}>
      <h1>{title}</h1>
      {"status" in shown && shown.status === "reading" && <p>Reading the invitation…</p>}
      {"status" in shown && shown.status === "failed" && (
        <p className="auth-form-error" role="alert">
          {shown.message}
        </p>
      )}
      {"state" in shown && shown.state !== "open" && (
        <>
          <p className="auth-form-error" role="alert">
            {refusals[shown.state]}
          </p>
          <Link to={paths.teams} className="button button-secondary button-block">
            Your teams
          </Link>
        </>
      )}
      {"state" in shown && shown.state === "open" && (
        <>
          <p>
            {shown.invited_by} invites you to <strong>{shown.team_name}</strong> ({shown.company}) on AI for Leaders, as{" "}
            {roleNames[shown.role].toLowerCase()}: {roleDuties[shown.role]}.
          </p>
          <p>The invitation is for {shown.email}.</p>
          {!loading && !user && (
            <>
              <p>Log in, or create an account, with that address to join.</p>
              <button type="button" className="button button-primary button-block" onClick={requestSignIn}>
                Log in or create an account
              </button>
            </>
          )}
          {user && (
            <BusyButton busy={joining} type="button" className="button button-primary button-block" onClick={() => void join()}>
              Join {shown.team_name}
            </BusyButton>
          )}
          {error && (
            <p className="auth-form-error" role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </MailedLinkFrame>
  );
}
