// A value kept on this device in localStorage, shared by every component that shows it: this
// tab hears of changes through its listeners, other tabs through the `storage` event. When the
// browser refuses storage (private mode, quota) the value lives for this page only.
import { useSyncExternalStore } from "react";

export interface DeviceStore<T> {
  read(): T;
  write(value: T): void;
  /** The value, kept current as it changes in this tab or another. */
  use(): T;
}

/**
 * `parse` turns the stored text (null when there is none) into a value, never throwing;
 * `toJson` gives what to store, for a value JSON can't hold as it is (a Set).
 */
export function createDeviceStore<T>(
  key: string,
  parse: (stored: string | null) => T,
  toJson: (value: T) => unknown = (value) => value,
): DeviceStore<T> {
  const listeners = new Set<() => void>();
  let pageOnly: string | null = null;
  // Cached by stored text: the same text gives the same value, as useSyncExternalStore requires.
  let cache: { stored: string | null; value: T } = { stored: null, value: parse(null) };

  function readStored(): string | null {
    if (pageOnly !== null) return pageOnly;
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function read(): T {
    const stored = readStored();
    if (stored !== cache.stored) cache = { stored, value: parse(stored) };
    return cache.value;
  }

  function write(value: T): void {
    const stored = JSON.stringify(toJson(value));
    try {
      localStorage.setItem(key, stored);
    } catch {
      pageOnly = stored;
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    listeners.add(listener);
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  const empty = cache.value;
  return { read, write, use: () => useSyncExternalStore(subscribe, read, () => empty) };
}

/** The stored JSON, or undefined when there is none or it isn't JSON (edited by hand). */
export function parseJson(stored: string | null): unknown {
  if (!stored) return undefined;
  try {
    return JSON.parse(stored);
  } catch {
    return undefined;
  }
}
