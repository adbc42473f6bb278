import { useCallback, useEffect, useState } from "react";
import { useAuth } from "../../../account/auth-context.ts";
import { adminSessionRequest, type AdminSession } from "../api/admin-api.ts";
import { AdminSignIn } from "./AdminSignIn.tsx";
import { ChangePassword } from "./ChangePassword.tsx";
import { ConsoleLayout } from "./ConsoleLayout.tsx";
import { ConsoleRequirement } from "./ConsoleRequirement.tsx";

type Gate = { state: "checking" } | { state: "refused"; message: string } | { state: "open"; admin: AdminSession };

/** Who may see what: the server answers for the role on every call; this only picks the screen. */
export function AdminGate() {
  const auth = useAuth();
  const accessToken = auth.session?.access_token ?? null;
  const [gate, setGate] = useState<Gate>({ state: "checking" });
  const userId = auth.user?.id;

  const check = useCallback(async (token: string) => {
    const answer = await adminSessionRequest(token);
    setGate(answer.ok ? { state: "open", admin: answer.value } : { state: "refused", message: answer.message });
  }, []);

  // Checked once per signed-in user: the token changes on every refresh, the user does not.
  useEffect(() => {
    if (!accessToken) return;
    setGate({ state: "checking" });
    void check(accessToken);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked again for another user; a refreshed token is the same admin
  }, [userId, check]);

  if (auth.loading)
    return (
      <p className="admin-status" aria-busy="true">
        Loading…
      </p>
    );
  if (!accessToken) return <AdminSignIn />;
  if (gate.state === "checking")
    return (
      <p className="admin-status" aria-busy="true">
        Checking your account…
      </p>
    );
  if (gate.state === "refused") {
    return (
      <section className="admin-card" aria-labelledby="admin-refused-title">
        <h1 id="admin-refused-title">Console</h1>
        <p role="alert">{gate.message}</p>
        <button type="button" className="button button-secondary" onClick={() => void auth.signOut()}>
          Sign out
        </button>
      </section>
    );
  }
  if (gate.admin.must_change_password) {
    return <ChangePassword accessToken={accessToken} email={gate.admin.email} onChanged={() => void check(accessToken)} />;
  }
  if (gate.admin.requirement) {
    return (
      <ConsoleRequirement
        requirement={gate.admin.requirement}
        accessToken={accessToken}
        email={gate.admin.email}
        onProved={(session) => {
          auth.adoptSession(session, "MFA_CHALLENGE_VERIFIED");
          void check(session.access_token);
        }}
        onSignOut={() => void auth.signOut()}
      />
    );
  }
  return <ConsoleLayout email={gate.admin.email} accessToken={accessToken} onSignOut={() => void auth.signOut()} />;
}
