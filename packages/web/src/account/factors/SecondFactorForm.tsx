import { CodeForm } from "./CodeForm.tsx";

/**
 * The second step of a sign-in: the 6-digit code from the authenticator app, or a recovery code.
 * `verify` answers an error to show, or null when the code was taken.
 */
export function SecondFactorForm({ verify, onCancel }: { verify: (code: string) => Promise<string | null>; onCancel: () => void }) {
  return (
    <CodeForm
      label="Authentication code"
      hint="Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes."
      submitLabel="Verify"
      autoFocus
      send={verify}
    >
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={onCancel}>
          Start again
        </button>
      </p>
    </CodeForm>
  );
}
