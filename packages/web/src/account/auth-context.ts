// The signed-in person as every page sees it: the session, who it is, and what can be done with it.
// AuthProvider (AuthProvider.tsx) holds it; anything below it reads it with useAuth.
import { createContext, useContext } from "react";
import type { BrowserSession, AuthUser } from "@ai-leaders/core/accounts";
import type { MfaChallenge } from "@ai-leaders/core/accounts/factors/schema";

/** The auth events of spec §4 this product emits. */
export type AuthEvent =
  "INITIAL_SESSION" | "SIGNED_IN" | "SIGNED_OUT" | "TOKEN_REFRESHED" | "USER_UPDATED" | "PASSWORD_RECOVERY" | "MFA_CHALLENGE_VERIFIED";
export type AuthListener = (event: AuthEvent, session: BrowserSession | null) => void;

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
  onAuthStateChange(listener: AuthListener): { unsubscribe(): void };
  /** Opens the sign-in / sign-up dialog. */
  requestSignIn(): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth must be used inside <AuthProvider>");
  return auth;
}
