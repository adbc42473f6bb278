import { useRef } from "react";
import { useAuth } from "../../account/auth-context.ts";

/**
 * The signed-in account the board votes and suggests as (issue 28, Deliver 5), once the session
 * lookup has settled. The token is a ref: a call made later carries it as last refreshed.
 */
export function useVoterAccount() {
  const { session, user, loading } = useAuth();
  const token = useRef(session?.access_token);
  token.current = session?.access_token;
  return { settled: !loading, userId: user?.id ?? null, confirmed: Boolean(user?.email_confirmed_at), token };
}
