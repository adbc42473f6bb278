import { useId, useState, type FormEvent } from "react";
import { factorCodeSchema } from "@ai-leaders/core/accounts/factors/schema";

/**
 * The second step of a sign-in: the 6-digit code from the authenticator app, or a recovery code.
 * `verify` answers an error to show, or null when the code was taken.
 */
export function SecondFactorForm({ verify, onCancel }: { verify: (code: string) => Promise<string | null>; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { code: useId(), hint: useId(), error: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = factorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    const refused = await verify(parsed.data);
    setBusy(false);
    setError(refused);
  }

  return (
    <form className="dialog-form auth-form" onSubmit={submit} noValidate>
      <div className="auth-field">
        <label htmlFor={ids.code}>Authentication code</label>
        <input
          id={ids.code}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={[ids.hint, error ? ids.error : ""].filter(Boolean).join(" ")}
          disabled={busy}
          autoFocus
        />
        <p id={ids.hint} className="auth-hint">
          Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes.
        </p>
      </div>
      {error && (
        <p id={ids.error} className="auth-form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? "Checking..." : "Verify"}
      </button>
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onCancel}>
          Start again
        </button>
      </p>
    </form>
  );
}
