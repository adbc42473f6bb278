import { useId, useState, type FormEvent } from "react";
import { changePasswordSchema } from "@ai-leaders/core/accounts/schema";
import { recoveryMessages } from "@ai-leaders/core/messages";
import { useToast } from "../../../ui/toast.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { changePasswordRequest } from "../api/admin-api.ts";
import { AdminError } from "./AdminError.tsx";
import { FormField } from "../../../ui/FormField.tsx";

type Field = "current_password" | "new_password" | "confirm";

/** A one-time password opens nothing until it is replaced (the server refuses every other call). */
export function ChangePassword({ accessToken, email, onChanged }: { accessToken: string; email: string; onChanged: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ current_password: "", new_password: "", confirm: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const auth = useAuth();
  const toast = useToast();
  const ids = { current_password: useId(), new_password: useId(), confirm: useId(), title: useId(), rules: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = changePasswordSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (values.confirm !== values.new_password) found.confirm = "The two new passwords do not match.";
    setErrors(found);
    const firstInvalid = (["current_password", "new_password", "confirm"] as const).find((name) => found[name]);
    if (firstInvalid) {
      document.getElementById(ids[firstInvalid])?.focus();
      return;
    }
    setBusy(true);
    const result = await changePasswordRequest(accessToken, {
      current_password: values.current_password,
      new_password: values.new_password,
    });
    setBusy(false);
    if (!result.ok) return setFormError(result.message);
    auth.announce("USER_UPDATED");
    toast({ title: "Password saved", description: recoveryMessages.otherSessionsEnded(result.value.other_sessions_ended) });
    onChanged();
  }

  const field = (name: Field, label: string, autoComplete: string, describedBy?: string) => (
    <FormField
      look="admin"
      id={ids[name]}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(value) => {
        setValues({ ...values, [name]: value });
        setErrors({ ...errors, [name]: undefined });
      }}
      error={errors[name]}
      describedBy={describedBy}
      disabled={busy}
    />
  );

  return (
    <section className="admin-card" aria-labelledby={ids.title}>
      <h1 id={ids.title}>Choose your password</h1>
      <p className="admin-muted">
        You signed in as <strong>{email}</strong> with a one-time password. Choose your own before using the console.
      </p>
      <form className="dialog-form admin-form" onSubmit={submit} noValidate>
        {field("current_password", "One-time password", "current-password")}
        {field("new_password", "New password", "new-password", ids.rules)}
        <p id={ids.rules} className="admin-hint">
          At least 8 characters, with an upper-case letter, a lower-case letter and a number.
        </p>
        {field("confirm", "New password again", "new-password")}
        <AdminError error={formError} />
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {busy ? "Saving…" : "Save password"}
        </button>
      </form>
    </section>
  );
}
