// The visitor's favourite prompts and guide steps (issue 15), kept on this device only: ids of
// search entries ("prompt:claude:ai-strategy-tutor") in localStorage.
import { useSyncExternalStore } from "react";

export const favouritesStorageKey = "ai-leaders.favourites";
const changeEvent = "ai-leaders:favourites";
const none: ReadonlySet<string> = new Set();

let cached: { raw: string | null; ids: ReadonlySet<string> } = { raw: null, ids: none };

function read(): ReadonlySet<string> {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(favouritesStorageKey);
  } catch {
    return none;
  }
  if (raw === cached.raw) return cached.ids;
  cached = { raw, ids: parse(raw) };
  return cached.ids;
}

function parse(raw: string | null): ReadonlySet<string> {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? new Set(value.filter((id): id is string => typeof id === "string")) : none;
  } catch {
    return none;
  }
}

export function toggleFavourite(id: string) {
  const next = new Set(read());
  if (next.has(id)) next.delete(id);
  else next.add(id);
  try {
    localStorage.setItem(favouritesStorageKey, JSON.stringify([...next]));
  } catch {
    // Storage full or blocked: the star simply does not stick.
  }
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void) {
  // "storage" carries changes from the visitor's other tabs; the custom event this tab's own.
  window.addEventListener("storage", onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

/** The favourites' ids; every component using it re-renders when one is starred anywhere. */
export function useFavourites(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, read, () => none);
}
