// The reset link's page (/link/reset-password#token=…): the token stays in the fragment, out of every
// server log. Opening the page only checks the link; the form's POST is what spends it.
import { useEffect, useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { passwordSchema } from "@ai-leaders/core/validation";
import { recoveryMessages } from "@ai-leaders/core/messages";
import { pageTitle } from "../../config/site.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { useAuth } from "../../account/auth-context.ts";
import { ForgotPasswordForm } from "../../account/ForgotPasswordForm.tsx";
import { checkResetLinkRequest, resetPasswordRequest, type LinkRefusal } from "../../account/recovery-api.ts";
import "../../account/auth.css";
import { MailedLinkFrame, useFragmentToken } from "./MailedLinkFrame.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { useFormFields } from "../../ui/use-form-fields.ts";
import { BusyButton } from "../../ui/BusyButton.tsx";
import { FormError } from "../../ui/FormError.tsx";

type Stage = "checking" | "valid" | "changed" | LinkRefusal | { failed: string };
type Field = "password" | "confirm";

export function ResetPasswordPage() {
  const auth = useAuth();
  const { pathname } = useLocation();
  const token = useFragmentToken();
  const [stage, setStage] = useState<Stage>("checking");
  const form = useFormFields<Field>({ password: "", confirm: "" });
  const { values } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { rules: useId(), note: useId() };
  usePageHead({
    title: pageTitle(recoveryMessages.resetTitle),
    description: recoveryMessages.resetTitle,
    path: pathname,
    robots: "noindex",
  });

  useEffect(() => {
    if (!token) return setStage("unknown");
    let current = true;
    void checkResetLinkRequest(token).then((result) => {
      if (!current) return;
      if (!result.ok) return setStage({ failed: result.message });
      setStage(result.value);
      if (result.value === "valid") auth.announce("PASSWORD_RECOVERY");
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is checked once per token; the session is read as it is then
  }, [token]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found: Partial<Record<Field, string>> = {};
    const parsed = passwordSchema.safeParse(values.password);
    if (!parsed.success) found.password = parsed.error.issues[0]?.message;
    else if (values.confirm !== values.password) found.confirm = recoveryMessages.passwordsDiffer;
    if (form.showErrors(found)) return;
    setBusy(true);
    const result = await resetPasswordRequest(token, values.password);
    setBusy(false);
    if (result.ok) {
      // Every session just ended, this browser's too: drop it rather than wait for a refused refresh.
      if (auth.session) await auth.signOut();
      setStage("changed");
    } else if (result.refusal) setStage(result.refusal);
    else setFormError(result.message);
  }

  const field = (name: Field, label: string, describedBy?: string) => (
    <FormField {...form.bind(name)} label={label} type="password" autoComplete="new-password" describedBy={describedBy} readOnly={busy} />
  );

  return (
    <MailedLinkFrame busy={stage === "checking"}>
      {stage === "checking" && <p role="status">{recoveryMessages.checking}</p>}
      {stage === "valid" && (
        <>
          <h1>{recoveryMessages.chooseTitle}</h1>
          <form className="dialog-form auth-form" onSubmit={submit} noValidate>
            {field("password", recoveryMessages.newPassword, ids.rules)}
            <p id={ids.rules} className="mailed-link-hint">
              At least 8 characters, with an upper-case letter, a lower-case letter and a number.
            </p>
            {field("confirm", recoveryMessages.repeatPassword)}
            <p id={ids.note} className="auth-notice">
              {recoveryMessages.endsEverySession}
            </p>
            <FormError>{formError}</FormError>
            <BusyButton busy={busy} className="button button-primary button-block">
              {recoveryMessages.savePassword}
            </BusyButton>
          </form>
        </>
      )}
      {stage === "changed" && (
        <>
          <h1>Password changed</h1>
          <p role="status">{recoveryMessages.changed}</p>
          <button type="button" className="button button-primary button-block" onClick={auth.requestSignIn}>
            {recoveryMessages.signIn}
          </button>
        </>
      )}
      {typeof stage === "object" && (
        <p className="auth-form-error" role="alert">
          {stage.failed}
        </p>
      )}
      {(stage === "used" || stage === "expired" || stage === "unknown") && (
        <>
          <h1>{recoveryMessages.resetTitle}</h1>
          <p className="auth-form-error" role="alert">
            {recoveryMessages.linkRefused[stage]}
          </p>
          <ForgotPasswordForm />
        </>
      )}
    </MailedLinkFrame>
  );
}
