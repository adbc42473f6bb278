// A mailed link's page with one button: only the button's POST spends the token, so a mail
// scanner's visit changes nothing.
import { useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { pageTitle, productName } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import type { LinkOutcome } from "./link-requests.ts";
import { MailedLinkFrame, useFragmentToken } from "./MailedLinkFrame.tsx";
import { BusyButton } from "../../ui/BusyButton.tsx";

export interface OneButtonPageProps {
  title: string;
  lead: string;
  button: string;
  done: string;
  act: (token: string) => Promise<LinkOutcome>;
  missingToken: string;
}

type Stage = "ready" | "busy" | "done" | { failed: string; final: boolean };

export function OneButtonPage({ title, lead, button, done, act, missingToken }: OneButtonPageProps) {
  const { pathname } = useLocation();
  const token = useFragmentToken();
  const [stage, setStage] = useState<Stage>(token ? "ready" : { failed: missingToken, final: true });
  usePageHead({ title: pageTitle(title), description: title, path: pathname, robots: "noindex" });

  async function press() {
    if (stage === "busy") return;
    setStage("busy");
    const outcome = await act(token);
    setStage(outcome.ok ? "done" : { failed: outcome.message, final: outcome.final });
  }

  const finished = stage === "done" || (typeof stage === "object" && stage.final);
  return (
    <MailedLinkFrame busy={stage === "busy"}>
      <h1>{title}</h1>
      {stage === "done" ? <p role="status">{done}</p> : <p>{lead}</p>}
      {typeof stage === "object" && (
        <p className="mailed-link-error" role="alert">
          {stage.failed}
        </p>
      )}
      {finished ? (
        <Link to={paths.home} className="button button-secondary button-block">
          Back to {productName}
        </Link>
      ) : (
        <BusyButton busy={stage === "busy"} type="button" className="button button-primary button-block" onClick={press}>
          {button}
        </BusyButton>
      )}
    </MailedLinkFrame>
  );
}
