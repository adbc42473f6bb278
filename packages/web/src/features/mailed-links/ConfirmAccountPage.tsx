// The confirmation link's page (/link/confirm-account#token=…): the token stays in the fragment, out
// of every server log. Opening the page spends nothing (mail scanners open links); the button does.
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { confirmationMessages } from "@ai-leaders/core/messages";
import { paths } from "../../config/paths.ts";
import { pageTitle } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { useAuth } from "../../account/auth-context.ts";
import { currentUserRequest } from "../../account/auth-api.ts";
import { confirmAccountRequest, resendConfirmationRequest, type ConfirmationRefusal } from "../../account/confirmation-api.ts";
import "../../account/auth.css";
import { MailedLinkFrame, useFragmentToken } from "./MailedLinkFrame.tsx";
import { BusyButton } from "../../ui/BusyButton.tsx";

type Stage = "ready" | "confirming" | "confirmed" | ConfirmationRefusal | { failed: string };

export function ConfirmAccountPage() {
  // A newer link pasted into the same tab changes only the fragment: start over with its token.
  const token = useFragmentToken();
  return <ConfirmAccount key={token} token={token} />;
}

function ConfirmAccount({ token }: { token: string }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const [stage, setStage] = useState<Stage>(token ? "ready" : "unknown");
  usePageHead({ title: pageTitle(confirmationMessages.title), description: confirmationMessages.title, path: pathname, robots: "noindex" });

  async function confirm() {
    if (stage === "confirming") return;
    setStage("confirming");
    const result = await confirmAccountRequest(token);
    if (!result.ok) return setStage(result.refusal ?? { failed: result.message });
    setStage("confirmed");
    // Signed in here as that account: its user now shows the address confirmed (USER_UPDATED).
    const session = auth.session;
    if (session && session.user.email === result.value) {
      const user = await currentUserRequest(session.access_token);
      if (user.ok) auth.adoptSession({ ...session, user: user.value }, "USER_UPDATED");
    }
  }

  return (
    <MailedLinkFrame busy={stage === "confirming"}>
      <h1>{confirmationMessages.title}</h1>
      {(stage === "ready" || stage === "confirming") && (
        <>
          <p>{confirmationMessages.intro}</p>
          <BusyButton
            busy={stage === "confirming"}
            type="button"
            className="button button-primary button-block"
            onClick={() => void confirm()}
          >
            {confirmationMessages.confirm}
          </BusyButton>
        </>
      )}
      {stage === "confirmed" && (
        <>
          <p role="status">{confirmationMessages.confirmed}</p>
          {/* The spec's sign-up redirect: the site origin with "/". */}
          <Link to={paths.home} className="button button-primary button-block">
            {confirmationMessages.continue}
          </Link>
        </>
      )}
      {(stage === "used" || stage === "expired" || stage === "unknown") && (
        <>
          <p className="auth-form-error" role="alert">
            {confirmationMessages.linkRefused[stage]}
          </p>
          {auth.session && !auth.session.user.email_confirmed_at && <SendNewLink accessToken={auth.session.access_token} />}
        </>
      )}
      {typeof stage === "object" && (
        <p className="auth-form-error" role="alert">
          {stage.failed}
        </p>
      )}
    </MailedLinkFrame>
  );
}

/** Signed in and still unconfirmed: a new link, straight from the refused one's page. */
function SendNewLink({ accessToken }: { accessToken: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send() {
    if (busy) return;
    setBusy(true);
    const result = await resendConfirmationRequest(accessToken);
    setBusy(false);
    setSaid(result.ok ? result.value : result.message);
  }
  if (said) return <p role="status">{said}</p>;
  return (
    <BusyButton busy={busy} type="button" className="button button-primary button-block" onClick={() => void send()}>
      {confirmationMessages.sendNewLink}
    </BusyButton>
  );
}
