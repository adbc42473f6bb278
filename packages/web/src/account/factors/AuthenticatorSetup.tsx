import { useEffect, useId, useState } from "react";
import type { BrowserSession } from "@ai-leaders/core/accounts";
import { confirmTotpRequest, startTotpRequest } from "../factors-api.ts";
import { CodeForm } from "./CodeForm.tsx";
import { QrCode } from "./QrCode.tsx";
import { RecoveryCodes } from "./RecoveryCodes.tsx";

type Step =
  | { name: "starting" }
  | { name: "scan"; secret: string; uri: string }
  | { name: "codes"; codes: string[]; session: BrowserSession }
  | { name: "failed"; message: string };

/**
 * Sets up an authenticator app: scan the QR code (or type the secret), confirm with a first code,
 * save the recovery codes. `onDone` gets the session the code proved.
 */
export function AuthenticatorSetup({
  accessToken,
  onDone,
  headingLevel = 3,
}: {
  accessToken: string;
  onDone: (session: BrowserSession) => void;
  /** 3 inside a dialog (its title is the h2), 2 on a page of its own. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const [step, setStep] = useState<Step>({ name: "starting" });
  const ids = { title: useId(), secret: useId() };

  useEffect(() => {
    let current = true;
    void startTotpRequest(accessToken).then((started) => {
      if (current) setStep(started.ok ? { name: "scan", ...started.value } : { name: "failed", message: started.message });
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Started once: a refreshed token is the same person, and a new start would change the secret.
  }, []);

  async function confirm(code: string) {
    const confirmed = await confirmTotpRequest(accessToken, code);
    if (!confirmed.ok) return confirmed.message;
    setStep({ name: "codes", codes: confirmed.value.recovery_codes, session: confirmed.value.session });
    return null;
  }

  if (step.name === "starting") return <p aria-busy="true">Preparing your authenticator app…</p>;
  if (step.name === "failed")
    return (
      <p className="auth-form-error" role="alert">
        {step.message}
      </p>
    );
  if (step.name === "codes") return <RecoveryCodes codes={step.codes} headingLevel={headingLevel} onDone={() => onDone(step.session)} />;
  return (
    <section className="factor-step" aria-labelledby={ids.title}>
      <Heading id={ids.title}>Set up an authenticator app</Heading>
      <ol className="factor-instructions">
        <li>Open an authenticator app (such as 1Password, Google Authenticator or Microsoft Authenticator) and scan this code.</li>
        <li>Enter the 6-digit code it shows to confirm.</li>
      </ol>
      <div className="totp-enrolment">
        <QrCode text={step.uri} label="QR code for your authenticator app" />
        <div>
          <p className="auth-hint" id={ids.secret}>
            Can't scan it? Type this key into the app instead:
          </p>
          <code className="totp-secret" aria-describedby={ids.secret} data-testid="totp-secret">
            {step.secret.replace(/(.{4})/g, "$1 ").trim()}
          </code>
        </div>
      </div>
      <CodeForm label="Code from the app" submitLabel="Confirm" inputMode="numeric" send={confirm} />
    </section>
  );
}
