// A random key for this browser, so a result made here without an account can be deleted from here.
export const deviceKeyStorageKey = "ai-leaders.device-key";

let pageKey: string | null = null;

export function deviceKey(): string {
  try {
    const stored = localStorage.getItem(deviceKeyStorageKey);
    if (stored) return stored;
    const created = newDeviceKey();
    localStorage.setItem(deviceKeyStorageKey, created);
    return created;
  } catch {
    // Storage blocked: the key lives as long as this page.
    pageKey ??= newDeviceKey();
    return pageKey;
  }
}

/** 32 random bytes, base64url: safe in a header, impossible to guess. */
function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
