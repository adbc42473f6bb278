// Which steps of each guide the visitor has marked done, kept on this device by guide path and
// step title. Other tabs hear of changes through the `storage` event; this tab through `listeners`.
import { useCallback, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";

export const guideProgressStorageKey = "ai-leaders.guide-progress";

/** Guide path → titles of the steps marked done. */
type GuideProgressRecord = Record<string, string[]>;

const noProgress: GuideProgressRecord = {};
const listeners = new Set<() => void>();

/** The done step titles of the current guide (the page's path), and a toggle for one step. */
export function useGuideProgress(): { done: ReadonlySet<string>; toggle: (stepTitle: string) => void } {
  const { pathname } = useLocation();
  const progress = useSyncExternalStore(subscribe, readProgress, () => noProgress);
  const doneTitles = progress[pathname];
  const done = doneSetOf(doneTitles);
  const toggle = useCallback(
    (stepTitle: string) => {
      const current = readProgress()[pathname] ?? [];
      const next = current.includes(stepTitle) ? current.filter((title) => title !== stepTitle) : [...current, stepTitle];
      writeProgress({ ...readProgress(), [pathname]: next });
    },
    [pathname],
  );
  return { done, toggle };
}

// One Set per stored list, so components re-render only when the list changes.
const doneSets = new WeakMap<string[], ReadonlySet<string>>();
const noneDone: ReadonlySet<string> = new Set();

function doneSetOf(titles: string[] | undefined): ReadonlySet<string> {
  if (!titles) return noneDone;
  let set = doneSets.get(titles);
  if (!set) {
    set = new Set(titles);
    doneSets.set(titles, set);
  }
  return set;
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === guideProgressStorageKey || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

// Cached by stored text: the same text gives the same object, as useSyncExternalStore requires.
let cache: { stored: string | null; progress: GuideProgressRecord } = { stored: null, progress: noProgress };
let pageOnly: string | null = null;

function readProgress(): GuideProgressRecord {
  const stored = readStored();
  if (stored !== cache.stored) cache = { stored, progress: parseProgress(stored) };
  return cache.progress;
}

function writeProgress(progress: GuideProgressRecord): void {
  const stored = JSON.stringify(progress);
  try {
    localStorage.setItem(guideProgressStorageKey, stored);
  } catch {
    // Storage refused (private mode, quota): progress lives for this page only.
    pageOnly = stored;
  }
  for (const listener of listeners) listener();
}

function readStored(): string | null {
  if (pageOnly !== null) return pageOnly;
  try {
    return localStorage.getItem(guideProgressStorageKey);
  } catch {
    return null;
  }
}

/** Anything that isn't path → list of titles (edited by hand) reads as no progress. */
function parseProgress(stored: string | null): GuideProgressRecord {
  if (!stored) return noProgress;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return noProgress;
    const progress: GuideProgressRecord = {};
    for (const [path, titles] of Object.entries(parsed)) {
      if (Array.isArray(titles)) progress[path] = titles.filter((title): title is string => typeof title === "string");
    }
    return progress;
  } catch {
    return noProgress;
  }
}
