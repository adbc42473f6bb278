import { useId, useState, type FormEvent, type ReactNode } from "react";
import { factorCodeSchema } from "@ai-leaders/core/accounts/factors/schema";
import { FormError } from "../../ui/FormError.tsx";

interface CodeFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  /** "numeric" when only the app's 6 digits are asked (a recovery code has letters). */
  inputMode?: "numeric";
  autoFocus?: boolean;
  /** Sends the checked code; answers the error to show, or null when the code was taken. */
  send: (code: string) => Promise<string | null>;
  /** Below the button: a way back. */
  children?: ReactNode;
}

/** One code asked for (the authenticator app's, or a recovery code): checked here, then sent. */
export function CodeForm({ label, hint, submitLabel, inputMode, autoFocus, send, children }: CodeFormProps) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { code: useId(), hint: useId(), error: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = factorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    const refused = await send(parsed.data);
    setBusy(false);
    setError(refused);
  }

  return (
    <form className="dialog-form auth-form" onSubmit={submit} noValidate>
      <div className="auth-field">
        <label htmlFor={ids.code}>{label}</label>
        <input
          id={ids.code}
          inputMode={inputMode}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={[hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ") || undefined}
          readOnly={busy}
          autoFocus={autoFocus}
        />
        {hint && (
          <p id={ids.hint} className="auth-hint">
            {hint}
          </p>
        )}
      </div>
      <FormError id={ids.error}>{error}</FormError>
      <button type="submit" className="button button-primary button-block" aria-disabled={busy || undefined}>
        {busy ? "Checking..." : submitLabel}
      </button>
      {children}
    </form>
  );
}
