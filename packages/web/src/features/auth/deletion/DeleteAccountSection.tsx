import { useId, useState, type FormEvent } from "react";
import { accountDeletionMessages as m } from "@ai-leaders/core/messages";
import { useAuth } from "../../../account/auth-context.ts";
import { deleteAccountRequest } from "../../../account/account-deletion-api.ts";
import { useToast } from "../../../ui/toast.tsx";
import { BusyButton } from "../../../ui/BusyButton.tsx";
import { FormError } from "../../../ui/FormError.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import "./delete-account.css";

/** "Delete your account": the password, then once more to be sure; the operator's erasure, asked for by the person. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const auth = useAuth();
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), password: useId(), error: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password === "") return setError(m.passwordRequired);
    if (!sure) return setSure(true);
    setBusy(true);
    const answer = await deleteAccountRequest(auth.session?.access_token ?? "", password);
    setBusy(false);
    if (!answer.ok) {
      setSure(false);
      return setError(answer.message);
    }
    await auth.signOut();
    toast({ title: "Account deleted", description: answer.value });
    onDeleted();
  }

  return (
    <section className="security-section delete-account" aria-labelledby={ids.title}>
      <h3 id={ids.title}>Delete your account</h3>
      <p className="auth-hint">
        This erases your account and everything stored for it: sessions, passkeys, kept results and watched pages, newsletter signup and
        messages. Your suggestions stay on the board without your name. It cannot be undone.
      </p>
      <form className="dialog-form auth-form" onSubmit={submit} noValidate>
        <FormField
          id={ids.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(typed) => {
            setPassword(typed);
            setError(null);
            setSure(false);
          }}
          describedBy={error ? ids.error : undefined}
          invalid={error !== null}
          readOnly={busy}
        />
        <FormError id={ids.error}>{error}</FormError>
        {sure && (
          <p className="delete-account-question" role="status">
            Delete your account and everything stored for it? This cannot be undone.
          </p>
        )}
        <div className="delete-account-actions">
          <BusyButton busy={busy} className="button delete-account-button">
            {sure ? "Yes, delete everything" : "Delete my account"}
          </BusyButton>
          {sure && !busy && (
            <button type="button" className="button button-secondary" onClick={() => setSure(false)}>
              Keep my account
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
