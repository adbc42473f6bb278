import { useAuth } from "../../account/auth-context.ts";

/** A signed-out visitor on a team page: what signing in is for, and the button that opens the dialog. */
export function SignInToContinue({ what }: { what: string }) {
  const { requestSignIn } = useAuth();
  return (
    <div className="teams-sign-in">
      <p>Log in to {what}. A team belongs to accounts, so each member signs in with their own.</p>
      <button type="button" className="button button-primary" onClick={requestSignIn}>
        Log in or create an account
      </button>
    </div>
  );
}
