// The signed-in session, kept across reloads. The refresh token isn't in it: it stays in its
// HttpOnly cookie, out of reach of any script on the page.
import type { BrowserSession } from "@ai-leaders/core/accounts";

export const authStorageKey = "ai-leaders.auth";

export function readStoredSession(): BrowserSession | null {
  try {
    const session = JSON.parse(localStorage.getItem(authStorageKey) ?? "null") as BrowserSession | null;
    return session?.access_token && session.user ? session : null;
  } catch {
    return null;
  }
}

export function storeSession(session: BrowserSession | null): void {
  try {
    if (session) localStorage.setItem(authStorageKey, JSON.stringify(session));
    else localStorage.removeItem(authStorageKey);
  } catch {
    // Storage blocked: the session lives for this page only.
  }
}

/**
 * Runs one refresh at a time across the site's tabs (Web Locks), so two tabs waking together
 * don't both spend the same refresh token; without the API, the server's grace window covers it.
 */
export function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? (locks.request("ai-leaders.auth.refresh", refresh) as Promise<T>) : refresh();
}
