// /link/open-hub#token=<code>: the approval mail's button. Opening the page spends nothing (mail
// scanners open links first); only "Open the hub" enters the single-use code.
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { afterAccessDefault, paths } from "../../config/paths.ts";
import { pageTitle, productName } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { saveAccessGrant } from "../../lib/access-token.ts";
import { requestAccess } from "../../lib/request-access.ts";
import { MailedLinkFrame, useFragmentToken } from "./MailedLinkFrame.tsx";
import { BusyButton } from "../../ui/BusyButton.tsx";

const missingCode = "This link is missing its access code. Please open the link from your email again, or enter the code under Sign In.";

export function OpenHubPage() {
  const { pathname } = useLocation();
  const code = useFragmentToken();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(code ? null : missingCode);
  usePageHead({
    title: pageTitle("Open the hub"),
    description: "Open the AI for Leaders hub with your access code",
    path: pathname,
    robots: "noindex",
  });

  async function open() {
    if (busy) return;
    setBusy(true);
    const outcome = await requestAccess(code);
    setBusy(false);
    if (!outcome.ok) return setFailed(outcome.message.description ?? outcome.message.title);
    saveAccessGrant(outcome.grant);
    navigate(afterAccessDefault, { replace: true });
  }

  return (
    <MailedLinkFrame busy={busy}>
      <h1>Open the hub</h1>
      <p>Press the button to enter your personal access code and open the AI for Leaders hub. The code works once.</p>
      {failed && (
        <p className="mailed-link-error" role="alert">
          {failed}
        </p>
      )}
      {code ? (
        <BusyButton busy={busy} type="button" className="button button-primary button-block" onClick={() => void open()}>
          Open the hub
        </BusyButton>
      ) : (
        <Link to={paths.home} className="button button-secondary button-block">
          Back to {productName}
        </Link>
      )}
    </MailedLinkFrame>
  );
}
