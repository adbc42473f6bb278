import { useAuth } from "../../account/auth-context.ts";

/**
 * Says whose votes these are: a visitor who is not logged in may log in to vote as their account on
 * every device (their votes here come along). The line keeps its height while the session is
 * looked up, so nothing below it moves.
 */
export function VoterAccountLine() {
  const { user, loading, requestSignIn } = useAuth();
  return (
    <p className="voter-account-line">
      {loading ? null : user ? (
        "You vote as your account: your votes show on every device you log in on."
      ) : (
        <>
          <button type="button" className="link-button voter-account-login" onClick={requestSignIn}>
            Log in
          </button>{" "}
          to keep your votes on every device; the votes you cast here come with you.
        </>
      )}
    </p>
  );
}
