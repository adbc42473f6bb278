import { useEffect, useId, useRef, useState, type FormEvent, type ReactElement } from "react";
import type { MfaChallenge } from "@ai-leaders/core/accounts/factors/schema";
import { signInSchema, signUpSchema } from "@ai-leaders/core/accounts/schema";
import { Dialog } from "../ui/Dialog.tsx";
import { useToast } from "../ui/toast.tsx";
import { useAuth } from "./auth-context.ts";
import { passkeyAutofillAvailable, passkeysSupported, signInWithPasskey, verifySecondFactor } from "./factors-api.ts";
import { SecondFactorForm } from "./factors/SecondFactorForm.tsx";
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx";
import { confirmationMessages, recoveryMessages } from "@ai-leaders/core/messages";
import "./auth.css";
import "./factors/factors.css";
import { BusyButton } from "../ui/BusyButton.tsx";
import { FormError } from "../ui/FormError.tsx";

type Mode = "sign-in" | "sign-up" | "forgot" | "check-email";
type Field = "full_name" | "email" | "password";

export function AuthDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>("sign-in");
  const [values, setValues] = useState({ full_name: "", email: "", password: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mfa, setMfa] = useState<MfaChallenge | null>(null);
  const ids = { full_name: useId(), email: useId(), password: useId(), error: useId() };
  const checkEmailNotice = useRef<HTMLParagraphElement>(null);

  // After sign-up the form is gone: focus moves to what replaced it, so it is read out.
  useEffect(() => {
    if (mode === "check-email") checkEmailNotice.current?.focus();
  }, [mode]);

  /** A passkey names nobody before it is used: its welcome has no address. */
  function signedIn(email: string) {
    toast({ title: "Logged in", description: email ? `Welcome, ${email}` : "Welcome back." });
    setValues({ full_name: "", email: "", password: "" });
    setMfa(null);
    onClose();
  }

  // Where the browser offers it, a saved passkey can be picked from the email field's autofill.
  useEffect(() => {
    if (!open || mode !== "sign-in" || mfa) return;
    let current = true;
    void passkeyAutofillAvailable().then(async (available) => {
      if (!available || !current) return;
      const error = await signInWithPasskey(auth, true);
      if (!error && current) signedIn("");
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs as the dialog opens or changes step; the session is read as it is then
  }, [open, mode, mfa]);

  async function signInWithPasskeyButton() {
    if (busy) return;
    setFormError(null);
    setBusy(true);
    const error = await signInWithPasskey(auth);
    setBusy(false);
    if (error) setFormError(error);
    else signedIn("");
  }

  const update = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  function switchMode(next: Mode) {
    setMode(next);
    setFieldErrors({});
    setFormError(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed =
      mode === "sign-up" ? signUpSchema.safeParse(values) : signInSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setBusy(true);
    const { error, mfa: challenge } =
      mode === "sign-up"
        ? { ...(await auth.signUp(values.email, values.password, values.full_name)), mfa: undefined }
        : await auth.signIn(values.email, values.password);
    setBusy(false);
    if (error) {
      setFormError(error);
      return;
    }
    if (challenge) {
      setMfa(challenge);
      return;
    }
    if (mode === "sign-up") {
      setValues((current) => ({ full_name: "", email: current.email.trim().toLowerCase(), password: "" }));
      switchMode("check-email");
      return;
    }
    toast({ title: "Logged in", description: `Welcome, ${values.email.trim().toLowerCase()}` });
    setValues({ full_name: "", email: "", password: "" });
    onClose();
  }

  const field = (name: Field, label: string, input: ReactElement) => (
    <div className="auth-field">
      <label htmlFor={ids[name]}>{label}</label>
      {input}
      {fieldErrors[name] && (
        <p id={`${ids[name]}-error`} className="auth-field-error">
          {fieldErrors[name]}
        </p>
      )}
    </div>
  );
  const describedBy = (name: Field) => (fieldErrors[name] ? `${ids[name]}-error` : undefined);

  if (mfa) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title="Two-step verification"
        description="Your account asks for a second step after the password."
        size="small"
      >
        <SecondFactorForm
          verify={async (code) => {
            const error = await verifySecondFactor(auth, mfa.mfa_token, code);
            if (!error) signedIn(values.email.trim().toLowerCase());
            return error;
          }}
          onCancel={() => setMfa(null)}
        />
      </Dialog>
    );
  }

  if (mode === "check-email") {
    return (
      <Dialog open={open} onClose={onClose} title={confirmationMessages.checkEmailTitle} size="small">
        <div className="dialog-form auth-form">
          <p ref={checkEmailNotice} className="auth-notice" role="status" tabIndex={-1}>
            <strong>{values.email}</strong>
            <br />
            {confirmationMessages.checkEmail}
          </p>
          <button type="button" className="button button-primary button-block" onClick={() => switchMode("sign-in")}>
            {confirmationMessages.signInAfterwards}
          </button>
        </div>
      </Dialog>
    );
  }

  if (mode === "forgot") {
    return (
      <Dialog open={open} onClose={onClose} title={recoveryMessages.resetTitle} size="small">
        <ForgotPasswordForm initialEmail={values.email} onBack={() => switchMode("sign-in")} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={mode === "sign-in" ? "Log in" : "Create your account"}
      description="An account lets you roast landing pages and keep your results."
      size="small"
    >
      <form className="dialog-form auth-form" onSubmit={handleSubmit} noValidate>
        {mode === "sign-up" &&
          field(
            "full_name",
            "Full name",
            <input
              id={ids.full_name}
              autoComplete="name"
              value={values.full_name}
              onChange={update("full_name")}
              aria-invalid={Boolean(fieldErrors.full_name)}
              aria-describedby={describedBy("full_name")}
              readOnly={busy}
            />,
          )}
        {field(
          "email",
          "Email",
          <input
            id={ids.email}
            type="email"
            autoComplete={mode === "sign-in" ? "username webauthn" : "email"}
            value={values.email}
            onChange={update("email")}
            aria-invalid={Boolean(fieldErrors.email)}
            aria-describedby={describedBy("email")}
            readOnly={busy}
          />,
        )}
        {field(
          "password",
          "Password",
          <div className="password-row">
            <input
              id={ids.password}
              type={passwordVisible ? "text" : "password"}
              autoComplete={mode === "sign-up" ? "new-password" : "current-password"}
              value={values.password}
              onChange={update("password")}
              aria-invalid={Boolean(fieldErrors.password)}
              aria-describedby={describedBy("password")}
              readOnly={busy}
            />
            <button
              type="button"
              className="button button-secondary button-small"
              aria-pressed={passwordVisible}
              aria-label={passwordVisible ? "Hide password" : "Show password"}
              onClick={() => setPasswordVisible((visible) => !visible)}
            >
              {passwordVisible ? "Hide" : "Show"}
            </button>
          </div>,
        )}
        {mode === "sign-in" && (
          <button type="button" className="link-button auth-forgot" onClick={() => switchMode("forgot")}>
            {recoveryMessages.forgotPassword}
          </button>
        )}
        <FormError id={ids.error}>{formError}</FormError>
        <BusyButton busy={busy} className="button button-primary button-block">
          {mode === "sign-in" ? "Log in" : "Create account"}
        </BusyButton>
        {mode === "sign-in" && passkeysSupported() && (
          <>
            <p className="passkey-divider">or</p>
            <button
              type="button"
              className="button button-secondary button-block"
              onClick={() => void signInWithPasskeyButton()}
              aria-disabled={busy || undefined}
            >
              Use a passkey
            </button>
          </>
        )}
        <p className="auth-switch">
          {mode === "sign-in" ? "New here?" : "Already have an account?"}{" "}
          <button type="button" className="link-button" onClick={() => switchMode(mode === "sign-in" ? "sign-up" : "sign-in")}>
            {mode === "sign-in" ? "Create an account" : "Log in instead"}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
