import { useAuth } from "./AuthProvider.tsx";
import "./auth.css";

/** Who is signed in, with Sign out; or a Sign in button. Shown on Level 3 pages. */
export function AccountMenu() {
  const { user, loading, signOut, requestSignIn } = useAuth();
  if (loading) return <div className="account-menu" aria-busy="true" />;
  if (!user) {
    return (
      <div className="account-menu">
        <button type="button" className="button button-secondary button-small" onClick={requestSignIn}>
          Sign in
        </button>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <span className="account-who">
        Signed in as <strong>{user.user_metadata.full_name}</strong>
        <span className="account-email"> ({user.email})</span>
      </span>
      <button type="button" className="button button-secondary button-small" onClick={() => void signOut()}>
        Sign out
      </button>
    </div>
  );
}
