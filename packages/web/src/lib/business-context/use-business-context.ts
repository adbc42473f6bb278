// The visitor's business context, kept on this device. Other tabs hear of changes through the
// `storage` event; this tab through `listeners`.
import { useSyncExternalStore } from "react";
import { emptyBusinessContext, type BusinessContext } from "./fill-placeholders.ts";

export const businessContextStorageKey = "ai-leaders.business-context";

const listeners = new Set<() => void>();

/** The saved context (empty fields when none), kept current across tabs. */
export function useBusinessContext(): BusinessContext {
  return useSyncExternalStore(subscribe, readContext, () => emptyBusinessContext);
}

export function saveBusinessContext(context: BusinessContext): void {
  try {
    localStorage.setItem(businessContextStorageKey, JSON.stringify(context));
  } catch {
    // Storage refused (private mode, quota): the context lives for this page only.
    pageOnly = JSON.stringify(context);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === businessContextStorageKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

// Cached by stored text: the same text gives the same object, as useSyncExternalStore requires.
let cache: { stored: string | null; context: BusinessContext } = { stored: null, context: emptyBusinessContext };
let pageOnly: string | null = null;

function readContext(): BusinessContext {
  const stored = readStored();
  if (stored !== cache.stored) cache = { stored, context: parseContext(stored) };
  return cache.context;
}

function readStored(): string | null {
  if (pageOnly !== null) return pageOnly;
  try {
    return localStorage.getItem(businessContextStorageKey);
  } catch {
    return null;
  }
}

/** Keeps only the known fields that are strings; anything else (edited by hand) reads as empty. */
function parseContext(stored: string | null): BusinessContext {
  if (!stored) return emptyBusinessContext;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null) return emptyBusinessContext;
    const fields = parsed as Record<string, unknown>;
    const context = { ...emptyBusinessContext };
    for (const field of Object.keys(context) as Array<keyof BusinessContext>) {
      if (typeof fields[field] === "string") context[field] = fields[field];
    }
    return context;
  } catch {
    return emptyBusinessContext;
  }
}
