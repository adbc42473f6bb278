// "Reset your password": an address to mail a link to. The answer is the same whether or not it has an account.
import { useId, useState, type FormEvent } from "react";
import { emailSchema } from "@ai-leaders/core/validation";
import { recoveryMessages } from "@ai-leaders/core/messages";
import { recoverRequest } from "./recovery-api.ts";
import { FormField } from "../ui/FormField.tsx";
import { BusyButton } from "../ui/BusyButton.tsx";
import { FormError } from "../ui/FormError.tsx";

export function ForgotPasswordForm({ initialEmail = "", onBack }: { initialEmail?: string; onBack?: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), intro: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      document.getElementById(ids.email)?.focus();
      return;
    }
    setBusy(true);
    const result = await recoverRequest(parsed.data);
    setBusy(false);
    if (result.ok) setSent(true);
    else setFormError(result.message);
  }

  const back = onBack && (
    <p className="auth-switch">
      <button type="button" className="link-button" onClick={onBack}>
        {recoveryMessages.backToSignIn}
      </button>
    </p>
  );

  if (sent) {
    return (
      <div className="dialog-form auth-form">
        <p className="auth-notice" role="status">
          {recoveryMessages.checkEmail}
        </p>
        {back}
      </div>
    );
  }

  return (
    <form className="dialog-form auth-form" onSubmit={submit} noValidate aria-describedby={ids.intro}>
      <p id={ids.intro} className="auth-intro">
        {recoveryMessages.resetIntro}
      </p>
      <FormField
        id={ids.email}
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(null);
        }}
        error={error}
        readOnly={busy}
      />
      <FormError>{formError}</FormError>
      <BusyButton busy={busy} className="button button-primary button-block">
        {recoveryMessages.sendLink}
      </BusyButton>
      {back}
    </form>
  );
}
