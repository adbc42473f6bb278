import { useId, useState } from "react";
import type { BrowserSession } from "@ai-leaders/core/accounts";
import { confirmationMessages, factorMessages } from "@ai-leaders/core/messages";
import { resendConfirmationRequest } from "../../../account/confirmation-api.ts";
import { AuthenticatorSetup } from "../../../account/factors/AuthenticatorSetup.tsx";
import { AddPasskeyForm } from "../../../account/factors/AddPasskeyForm.tsx";
import { passkeysSupported } from "../../../account/factors-api.ts";
import "../../../account/factors/factors.css";
import type { AdminSession } from "../api/admin-api.ts";

interface ConsoleRequirementProps {
  requirement: NonNullable<AdminSession["requirement"]>;
  accessToken: string;
  email: string;
  onProved: (session: BrowserSession) => void;
  onSignOut: () => void;
}

/**
 * What the console asks before it opens, one thing at a time: a verified address (the link mailed
 * to it; an email link is never a way in by itself), then a second factor (a passkey or an
 * authenticator app), then a sign-in with it.
 */
export function ConsoleRequirement({ requirement, accessToken, email, onProved, onSignOut }: ConsoleRequirementProps) {
  const titleId = useId();
  const passkeyTitleId = useId();
  if (requirement === "enrol-factor") {
    return (
      <section className="admin-card" aria-labelledby={titleId}>
        <h1 id={titleId}>Set up a second factor</h1>
        <p className="admin-muted">
          The console holds every subscriber's address, so <strong>{email}</strong> needs more than a password: a passkey on this device
          (the strongest, as it cannot be phished) or an authenticator app. You can add the other later from your account's Security
          settings.
        </p>
        {passkeysSupported() && (
          <section className="factor-step" aria-labelledby={passkeyTitleId}>
            <h2 id={passkeyTitleId}>Add a passkey</h2>
            <AddPasskeyForm accessToken={accessToken} defaultName="Console" onAdded={({ session }) => onProved(session)} />
          </section>
        )}
        <AuthenticatorSetup accessToken={accessToken} onDone={onProved} headingLevel={2} />
      </section>
    );
  }
  const { title, message } =
    requirement === "verify-email"
      ? { title: "Confirm your email address", message: factorMessages.consoleNeedsVerifiedEmail }
      : { title: "Sign in again", message: factorMessages.consoleNeedsStepUp };
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p role="alert">{message}</p>
      {requirement === "verify-email" && <ResendConfirmation accessToken={accessToken} />}
      <button type="button" className="button button-secondary" onClick={onSignOut}>
        Sign out
      </button>
    </section>
  );
}

/** Mails the confirmation link again (the one sent at sign-up may be spent, expired or lost). */
function ResendConfirmation({ accessToken }: { accessToken: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    const result = await resendConfirmationRequest(accessToken);
    setBusy(false);
    setSaid(result.ok ? result.value : result.message);
  }
  return (
    <>
      <button type="button" className="button button-primary" onClick={() => void resend()} disabled={busy || said !== null}>
        {confirmationMessages.resend}
      </button>
      <p role="status">{said}</p>
    </>
  );
}
