// The signed-in session, kept across reloads (the refresh token rotates on every use).
import type { AuthSession } from "@ai-leaders/core/accounts";

export const authStorageKey = "ai-leaders.auth";

export function readStoredSession(): AuthSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(authStorageKey) ?? "null") as AuthSession | null;
    return session?.access_token && session.refresh_token && session.user ? session : null;
  } catch {
    return null;
  }
}

export function storeSession(session: AuthSession | null): void {
  try {
    if (session) localStorage.setItem(authStorageKey, JSON.stringify(session));
    else localStorage.removeItem(authStorageKey);
  } catch {
    // Storage blocked: the session lives for this page only.
  }
}
