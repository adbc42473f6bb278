import { useId, useState, type FormEvent } from "react";
import { changeEmailSchema } from "@ai-leaders/core/accounts/email-change";
import { useAuth } from "../../../account/auth-context.ts";
import { changeEmailRequest } from "../../../account/email-change-api.ts";
import { BusyButton } from "../../../ui/BusyButton.tsx";

/** "Email address": the new one and the current password; the new address is confirmed from its inbox. */
export function ChangeEmailSection() {
  const auth = useAuth();
  const [values, setValues] = useState({ new_email: "", password: "" });
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { title: useId(), email: useId(), password: useId(), error: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = changeEmailSchema.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: String(issue.path[0] ?? ""), message: issue.message });
      return;
    }
    setBusy(true);
    const answer = await changeEmailRequest(auth.session?.access_token ?? "", parsed.data);
    setBusy(false);
    if (answer.ok) {
      setSaid(answer.value);
      setValues({ new_email: "", password: "" });
    } else setError({ message: answer.message });
  }

  const invalid = (field: string) => error !== null && (error.field === field || error.field === undefined);
  return (
    <section className="security-section" aria-labelledby={ids.title}>
      <h3 id={ids.title}>Email address</h3>
      <p className="auth-hint">
        You log in as <strong>{auth.user?.email}</strong>. To change it, give the new address and your password: we send the new address a
        link, and tell this one.
      </p>
      {said ? (
        <p role="status">{said}</p>
      ) : (
        <form className="dialog-form auth-form" onSubmit={submit} noValidate>
          <div className="auth-field">
            <label htmlFor={ids.email}>New email address</label>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              value={values.new_email}
              onChange={(event) => {
                setValues({ ...values, new_email: event.target.value });
                setError(null);
              }}
              aria-invalid={invalid("new_email")}
              aria-describedby={error ? ids.error : undefined}
              readOnly={busy}
            />
          </div>
          <div className="auth-field">
            <label htmlFor={ids.password}>Current password</label>
            <input
              id={ids.password}
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => {
                setValues({ ...values, password: event.target.value });
                setError(null);
              }}
              aria-invalid={invalid("password")}
              aria-describedby={error ? ids.error : undefined}
              readOnly={busy}
            />
          </div>
          {error && (
            <p id={ids.error} className="auth-form-error" role="alert">
              {error.message}
            </p>
          )}
          <BusyButton busy={busy} className="button button-primary">
            Change email address
          </BusyButton>
        </form>
      )}
    </section>
  );
}
