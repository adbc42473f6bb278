import { useId, useState, type FormEvent } from "react";
import { signInSchema } from "@ai-leaders/core/accounts/schema";
import type { MfaChallenge } from "@ai-leaders/core/accounts/factors/schema";
import { useAuth } from "../../../account/auth-context.ts";
import { SecondFactorForm } from "../../../account/factors/SecondFactorForm.tsx";
import { passkeysSupported, signInWithPasskey, verifySecondFactor } from "../../../account/factors-api.ts";
import "../../../account/factors/factors.css";
import { AdminError } from "./AdminError.tsx";

/** The accounts' own sign-in, on the page: the console has no other way in. */
export function AdminSignIn() {
  const auth = useAuth();
  const [values, setValues] = useState({ email: "", password: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [mfa, setMfa] = useState<MfaChallenge | null>(null);
  const ids = { email: useId(), password: useId(), error: useId(), title: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    const result = await auth.signIn(values.email, values.password);
    setBusy(false);
    setError(result.error);
    if (result.mfa) setMfa(result.mfa);
  }

  async function signInWithPasskeyButton() {
    setBusy(true);
    setError(await signInWithPasskey(auth));
    setBusy(false);
  }

  if (mfa) {
    return (
      <section className="admin-card" aria-labelledby={ids.title}>
        <h1 id={ids.title}>Two-step verification</h1>
        <p className="admin-muted">Your password was right. Now the second step, from your authenticator app.</p>
        <SecondFactorForm verify={(code) => verifySecondFactor(auth, mfa.mfa_token, code)} onCancel={() => setMfa(null)} />
      </section>
    );
  }

  return (
    <section className="admin-card" aria-labelledby={ids.title}>
      <h1 id={ids.title}>Console sign-in</h1>
      <p className="admin-muted">For the people who run this site. Sign in with your admin account.</p>
      <form className="dialog-form admin-form" onSubmit={submit} noValidate aria-describedby={error ? ids.error : undefined}>
        <label htmlFor={ids.email}>Email</label>
        <input
          id={ids.email}
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
          disabled={busy}
        />
        <label htmlFor={ids.password}>Password</label>
        <input
          id={ids.password}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
          disabled={busy}
        />
        <AdminError id={ids.error} error={error} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
        {passkeysSupported() && (
          <>
            <p className="passkey-divider">or</p>
            <button
              type="button"
              className="button button-secondary button-block"
              onClick={() => void signInWithPasskeyButton()}
              disabled={busy}
            >
              Use a passkey
            </button>
          </>
        )}
      </form>
    </section>
  );
}
