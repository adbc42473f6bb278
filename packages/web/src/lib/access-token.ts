// The access token (never the code) kept for this browser tab's session (design.md §3.1).
import type { AccessGrant } from "@ai-leaders/core/access";
import { accessStorageKey } from "@ai-leaders/infra/app-routes";

// The app shell's inline script reads the grant too, to ask for a page's content early.
export { accessStorageKey };

export function readAccessToken(now = Date.now()): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(accessStorageKey) ?? "null") as AccessGrant | null;
    if (!stored?.token || Date.parse(stored.expires_at) <= now) return null;
    return stored.token;
  } catch {
    return null;
  }
}

export function saveAccessGrant(grant: AccessGrant): void {
  sessionStorage.setItem(accessStorageKey, JSON.stringify(grant));
}

export function forgetAccess(): void {
  sessionStorage.removeItem(accessStorageKey);
}
