// The access token (never the code). It lasts the browser tab's session (design.md §3.1), unless
// the visitor chose "Keep me in on this device": then it is kept on the device until it expires.
import type { AccessGrant } from "@ai-leaders/core/access";
import { accessStorageKey } from "@ai-leaders/infra/app-routes";

// The app shell's inline script reads the grant too, to ask for a page's content early.
export { accessStorageKey };

function storedGrant(storage: Storage): AccessGrant | null {
  try {
    return JSON.parse(storage.getItem(accessStorageKey) ?? "null") as AccessGrant | null;
  } catch {
    return null;
  }
}

export function readAccessToken(now = Date.now()): string | null {
  for (const storage of [sessionStorage, localStorage]) {
    const grant = storedGrant(storage);
    if (grant?.token && Date.parse(grant.expires_at) > now) return grant.token;
  }
  return null;
}

export function saveAccessGrant(grant: AccessGrant, { onThisDevice = false } = {}): void {
  forgetAccess();
  (onThisDevice ? localStorage : sessionStorage).setItem(accessStorageKey, JSON.stringify(grant));
}

export function forgetAccess(): void {
  sessionStorage.removeItem(accessStorageKey);
  localStorage.removeItem(accessStorageKey);
}
