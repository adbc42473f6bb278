import { useEffect, useId, useState, type FormEvent } from "react";
import type { FactorSummary } from "@ai-leaders/core/accounts/factors/schema";
import { Dialog } from "../../../ui/Dialog.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { factorsRequest, passkeysSupported, removePasskeyRequest, removeTotpRequest } from "../../../account/factors-api.ts";
import { AddPasskeyForm } from "../../../account/factors/AddPasskeyForm.tsx";
import { ChangeEmailSection } from "../email/ChangeEmailSection.tsx";
import { DeleteAccountSection } from "../deletion/DeleteAccountSection.tsx";
import { AuthenticatorSetup } from "../../../account/factors/AuthenticatorSetup.tsx";
import "../../../account/factors/factors.css";
import { StatusLines } from "../StatusLines.tsx";

type View = "overview" | "authenticator";

/** The account's sign-in methods: its address (change it), passkeys (add, name, remove), an authenticator app (set up, turn off); and deleting it. */
export function SecurityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const accessToken = auth.session?.access_token ?? "";
  const [factors, setFactors] = useState<FactorSummary | null>(null);
  const [view, setView] = useState<View>("overview");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  useEffect(() => {
    if (!open || !accessToken) return;
    void factorsRequest(accessToken).then((answer) => (answer.ok ? setFactors(answer.value) : setError(answer.message)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Loaded when opened, and again after each change below.
  }, [open, view]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Security"
      description="How you sign in: your email address, passkeys and an authenticator app."
      size="medium"
    >
      {view === "authenticator" ? (
        <AuthenticatorSetup
          accessToken={accessToken}
          onDone={(session) => {
            auth.adoptSession(session, "MFA_CHALLENGE_VERIFIED");
            setStatus("Authenticator app turned on.");
            setView("overview");
          }}
        />
      ) : (
        <div className="security-sections">
          <StatusLines status={status} error={error} />
          <ChangeEmailSection />
          <PasskeySection
            factors={factors}
            accessToken={accessToken}
            onChanged={(next, message) => {
              setFactors(next);
              setStatus(message);
            }}
          />
          <AuthenticatorSection
            factors={factors}
            accessToken={accessToken}
            onSetUp={() => setView("authenticator")}
            onRemoved={() => {
              setStatus("Authenticator app turned off.");
              setFactors(factors && { ...factors, totp: false, recovery_codes_left: 0 });
            }}
          />
          <DeleteAccountSection onDeleted={onClose} />
        </div>
      )}
    </Dialog>
  );
}

function PasskeySection({
  factors,
  accessToken,
  onChanged,
}: {
  factors: FactorSummary | null;
  accessToken: string;
  onChanged: (factors: FactorSummary, message: string) => void;
}) {
  const auth = useAuth();
  const [error, setError] = useState<string | null>(null);
  const ids = { title: useId(), error: useId() };

  async function remove(id: string, label: string) {
    const removed = await removePasskeyRequest(accessToken, id);
    if (removed.ok) onChanged(removed.value, `Passkey "${label}" removed.`);
    else setError(removed.message);
  }

  return (
    <section className="security-section" aria-labelledby={ids.title}>
      <h3 id={ids.title}>Passkeys</h3>
      <p className="auth-hint">Sign in with your fingerprint, face or screen lock instead of a password. Each device keeps its own.</p>
      {factors && factors.passkeys.length > 0 && (
        <ul className="passkey-list">
          {factors.passkeys.map((passkey) => (
            <li key={passkey.id} className="listed-row">
              <span>
                <strong>{passkey.name}</strong>
                <span className="auth-hint">
                  {" "}
                  Added {new Date(passkey.created_at).toLocaleDateString()}
                  {passkey.last_used_at ? `, last used ${new Date(passkey.last_used_at).toLocaleDateString()}` : ", not used yet"}
                </span>
              </span>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={`Remove passkey ${passkey.name}`}
                onClick={() => void remove(passkey.id, passkey.name)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <AddPasskeyForm
          accessToken={accessToken}
          onAdded={({ factors: next, session, name }) => {
            auth.adoptSession(session, "MFA_CHALLENGE_VERIFIED");
            onChanged(next, `Passkey "${name}" added.`);
          }}
        />
      ) : (
        <p className="auth-hint">This browser cannot use passkeys.</p>
      )}
      {error && (
        <p id={ids.error} className="auth-form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function AuthenticatorSection({
  factors,
  accessToken,
  onSetUp,
  onRemoved,
}: {
  factors: FactorSummary | null;
  accessToken: string;
  onSetUp: () => void;
  onRemoved: () => void;
}) {
  const [removing, setRemoving] = useState(false);
  const [proof, setProof] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { title: useId(), proof: useId(), error: useId() };

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!proof.trim()) {
      setError("Please enter your password or a code from your authenticator app.");
      return;
    }
    // Six digits or a recovery code is a code; anything else is the password.
    const isCode = /^\d{6}$/.test(proof.trim()) || /^[a-z2-9]{5}-?[a-z2-9]{5}$/i.test(proof.trim());
    const removed = await removeTotpRequest(accessToken, isCode ? { code: proof.trim() } : { password: proof });
    if (!removed.ok) {
      setError(removed.message);
      return;
    }
    setRemoving(false);
    setProof("");
    onRemoved();
  }

  return (
    <section className="security-section" aria-labelledby={ids.title}>
      <h3 id={ids.title}>Authenticator app</h3>
      {!factors ? (
        <p aria-busy="true">Loading…</p>
      ) : factors.totp ? (
        <>
          <p className="auth-hint">
            On. You have {factors.recovery_codes_left} recovery {factors.recovery_codes_left === 1 ? "code" : "codes"} left.
          </p>
          {removing ? (
            <form className="dialog-form passkey-add" onSubmit={remove} noValidate>
              <div className="auth-field">
                <label htmlFor={ids.proof}>Password or code</label>
                <input
                  id={ids.proof}
                  type="password"
                  autoComplete="current-password"
                  value={proof}
                  onChange={(event) => {
                    setProof(event.target.value);
                    setError(null);
                  }}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? ids.error : undefined}
                />
              </div>
              <button type="submit" className="button button-secondary">
                Turn off
              </button>
            </form>
          ) : (
            <button type="button" className="button button-secondary" onClick={() => setRemoving(true)}>
              Turn off the authenticator app
            </button>
          )}
        </>
      ) : (
        <>
          <p className="auth-hint">A 6-digit code from an app on your phone, asked after your password.</p>
          <button type="button" className="button button-primary" onClick={onSetUp}>
            Set up an authenticator app
          </button>
        </>
      )}
      {error && (
        <p id={ids.error} className="auth-form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
