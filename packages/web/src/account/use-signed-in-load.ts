// What every list of the signed-in user's own things loads with: their access token, which rotates
// on refresh without meaning anything new, and a load that runs again only for a different user
// (or when the caller's keys change), its answer dropped once a newer load has begun.
import { useEffect, useRef, type DependencyList } from "react";
import { useAuth } from "./auth-context.ts";

export function useSignedInLoad<T>(load: (userToken: string) => Promise<T>, apply: (answer: T) => void, keys: DependencyList) {
  const { user, session } = useAuth();
  const token = useRef(session?.access_token);
  useEffect(() => {
    token.current = session?.access_token;
  });
  const userId = user?.id;

  useEffect(() => {
    const userToken = token.current;
    if (!userId || !userToken) return;
    let current = true;
    void load(userToken).then((answer) => {
      if (current) apply(answer);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` and `apply` are the caller's fresh closures each render; the keys say when to load again.
  }, [userId, ...keys]);

  /** The current token, for a change the user makes after the load. */
  return token;
}
