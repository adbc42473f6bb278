import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { BrowserSession } from "@ai-leaders/core/accounts";
import { currentUserRequest, refreshRequest, signInRequest, signOutRequest, signUpRequest } from "./auth-api.ts";
import { forgetSignInPassword, keepSignInPassword } from "./sign-in-secret.ts";
import { authStorageKey, readStoredSession, storeSession, withRefreshLock } from "../lib/session-store.ts";
import { AuthContext, type AuthContextValue, type AuthEvent, type AuthListener } from "./auth-context.ts";

const AuthDialog = lazy(() => import("./AuthDialog.tsx").then((m) => ({ default: m.AuthDialog })));

/** Refresh this long before the access token expires. */
const refreshMarginSeconds = 60;

/** One tab refreshes at a time; a tab that waited for the lock takes the session the other one stored. */
const refreshOnce = () =>
  withRefreshLock(async () => {
    const stored = readStoredSession();
    if (stored && stored.expires_at - refreshMarginSeconds > Date.now() / 1000) return { ok: true as const, value: stored };
    return refreshRequest();
  });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<BrowserSession | null>(null);
  const [loading, setLoading] = useState(true);
  const [dialogOpen, setDialogOpen] = useState(false);
  const listeners = useRef(new Set<AuthListener>());
  const sessionRef = useRef<BrowserSession | null>(null);

  const change = useCallback((event: AuthEvent, next: BrowserSession | null) => {
    sessionRef.current = next;
    storeSession(next);
    setSession(next);
    setLoading(false);
    for (const listener of listeners.current) listener(event, next);
  }, []);

  const refresh = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return;
    const result = await refreshOnce();
    if (result.ok) change("TOKEN_REFRESHED", result.value);
    // A network failure keeps the session for a later try; a refused token ends it.
    else if (result.status === 401) change("SIGNED_OUT", null);
  }, [change]);

  // The first lookup: the stored session, refreshed if its access token has expired.
  useEffect(() => {
    let current = true;
    void (async () => {
      let initial = readStoredSession();
      if (initial && initial.expires_at - refreshMarginSeconds <= Date.now() / 1000) {
        const result = await refreshOnce();
        initial = result.ok ? result.value : result.status === 401 ? null : initial;
      }
      if (!current) return;
      change("INITIAL_SESSION", initial);
      if (initial) {
        const user = await currentUserRequest(initial.access_token);
        if (current && user.ok && JSON.stringify(user.value) !== JSON.stringify(initial.user)) {
          change("USER_UPDATED", { ...initial, user: user.value });
        }
        // Refused before it expired: the session was ended elsewhere (Sessions, a new password) unless a refresh still works.
        if (!user.ok && user.status === 401) {
          const renewed = await refreshRequest();
          if (current && renewed.ok) change("TOKEN_REFRESHED", renewed.value);
          else if (current && !renewed.ok && renewed.status === 401) change("SIGNED_OUT", null);
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [change]);

  // Refresh shortly before expiry.
  useEffect(() => {
    if (!session) return;
    const delay = Math.max(0, (session.expires_at - refreshMarginSeconds) * 1000 - Date.now());
    const timer = window.setTimeout(() => void refresh(), delay);
    return () => window.clearTimeout(timer);
  }, [session, refresh]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== authStorageKey) return;
      const next = readStoredSession();
      sessionRef.current = next;
      setSession(next);
      for (const listener of listeners.current) listener(next ? "SIGNED_IN" : "SIGNED_OUT", next);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      loading,
      async signUp(email, password, fullName) {
        const result = await signUpRequest({ email, password, full_name: fullName });
        return { error: result.ok ? null : result.message };
      },
      async signIn(email, password) {
        const result = await signInRequest({ email, password });
        if (!result.ok) return { error: result.message };
        keepSignInPassword(password);
        if ("mfa_required" in result.value) return { error: null, mfa: result.value };
        change("SIGNED_IN", result.value);
        return { error: null };
      },
      adoptSession: (proved, event) => change(event, proved),
      async signOut() {
        const current = sessionRef.current;
        forgetSignInPassword();
        change("SIGNED_OUT", null);
        if (current) await signOutRequest();
      },
      announce(event) {
        for (const listener of listeners.current) listener(event, sessionRef.current);
      },
      onAuthStateChange(listener) {
        listeners.current.add(listener);
        return { unsubscribe: () => void listeners.current.delete(listener) };
      },
      requestSignIn: () => setDialogOpen(true),
    }),
    [session, loading, change],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>{dialogOpen && <AuthDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}</Suspense>
    </AuthContext.Provider>
  );
}
