import { useId, useState, type FormEvent } from "react";
import { changePasswordSchema } from "@ai-leaders/core/accounts/schema";
import { recoveryMessages } from "@ai-leaders/core/messages";
import { useToast } from "../../../ui/toast.tsx";
import { useAuth } from "../../../account/auth-context.ts";
import { forgetSignInPassword, signInPassword } from "../../../account/sign-in-secret.ts";
import { changePasswordRequest } from "../api/admin-api.ts";
import { AdminError } from "./AdminError.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import { useFormFields } from "../../../ui/use-form-fields.ts";

type Field = "current_password" | "new_password" | "confirm";

/** A one-time password opens nothing until it is replaced (the server refuses every other call). */
export function ChangePassword({ accessToken, email, onChanged }: { accessToken: string; email: string; onChanged: () => void }) {
  // Signed in with it a moment ago in this tab: sent as it is, not asked for again.
  const [justSignedInWith, setJustSignedInWith] = useState(signInPassword);
  const form = useFormFields<Field>({ current_password: justSignedInWith ?? "", new_password: "", confirm: "" });
  const { values } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const auth = useAuth();
  const toast = useToast();
  const ids = { title: useId(), rules: useId() };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = changePasswordSchema.safeParse(values);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    if (values.confirm !== values.new_password) found.confirm = "The two new passwords do not match.";
    if (form.showErrors(found)) return;
    setBusy(true);
    const result = await changePasswordRequest(accessToken, {
      current_password: values.current_password,
      new_password: values.new_password,
    });
    setBusy(false);
    if (!result.ok) {
      // Perhaps not the one-time password after all: the field is asked for from now on.
      if (justSignedInWith) setJustSignedInWith(null);
      return setFormError(result.message);
    }
    forgetSignInPassword();
    auth.announce("USER_UPDATED");
    toast({ title: "Password saved", description: recoveryMessages.otherSessionsEnded(result.value.other_sessions_ended) });
    onChanged();
  }

  const field = (name: Field, label: string, autoComplete: string, describedBy?: string) => (
    <FormField
      {...form.bind(name)}
      look="admin"
      label={label}
      type="password"
      autoComplete={autoComplete}
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
        {!justSignedInWith && field("current_password", "One-time password", "current-password")}
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
