import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { BrowserSession, AuthUser } from "@ai-leaders/core/accounts";
import { currentUserRequest, refreshRequest, signInRequest, signOutRequest, signUpRequest } from "./auth-api.ts";
import { authStorageKey, readStoredSession, storeSession, withRefreshLock } from "./session-store.ts";
import type { MfaChallenge } from "@ai-leaders/core/accounts/factors/schema";

const AuthDialog = lazy(() => import("./AuthDialog.tsx").then((m) => ({ default: m.AuthDialog })));

/** The auth events of spec §4 this product emits. */
export type AuthEvent =
  | "INITIAL_SESSION"
  | "SIGNED_IN"
  | "SIGNED_OUT"
  | "TOKEN_REFRESHED"
  | "USER_UPDATED"
  | "PASSWORD_RECOVERY"
  | "MFA_CHALLENGE_VERIFIED";
type Listener = (event: AuthEvent, session: BrowserSession | null) => void;

export interface AuthContextValue {
  user: AuthUser | null;
  session: BrowserSession | null;
  /** True until the first session lookup has finished. */
  loading: boolean;
  /** Signs no one in: the address gets a mail (a confirmation link, or "someone tried" if it has an account). */
  signUp(email: string, password: string, fullName: string): Promise<{ error: string | null }>;
  /** `mfa`: the password was right, and the account's second factor is asked next (verifySecondFactor). */
  signIn(email: string, password: string): Promise<{ error: string | null; mfa?: MfaChallenge }>;
  /** A session a second factor or a passkey proved (factors-api.ts makes those calls, loaded when used), or one whose user changed (a confirmed address). */
  adoptSession(session: BrowserSession, event: "SIGNED_IN" | "MFA_CHALLENGE_VERIFIED" | "USER_UPDATED"): void;
  signOut(): Promise<void>;
  /** Tells listeners of a change made outside this provider: a valid reset link opened, a password changed. */
  announce(event: "PASSWORD_RECOVERY" | "USER_UPDATED"): void;
  onAuthStateChange(listener: Listener): { unsubscribe(): void };
  /** Opens the sign-in / sign-up dialog. */
  requestSignIn(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

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
  const listeners = useRef(new Set<Listener>());
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
        if ("mfa_required" in result.value) return { error: null, mfa: result.value };
        change("SIGNED_IN", result.value);
        return { error: null };
      },
      adoptSession: (proved, event) => change(event, proved),
      async signOut() {
        const current = sessionRef.current;
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

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthProvider>");
  return auth;
}
