// The visitor's favourite prompts and guide steps (issue 15), kept on this device only: ids of
// search entries ("prompt:claude:ai-strategy-tutor").
import { createDeviceStore, parseJson } from "./device-store.ts";

export const favouritesStorageKey = "ai-leaders.favourites";

const store = createDeviceStore<ReadonlySet<string>>(
  favouritesStorageKey,
  (stored) => {
    const parsed = parseJson(stored);
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  },
  (ids) => [...ids],
);

export function toggleFavourite(id: string) {
  const next = new Set(store.read());
  if (next.has(id)) next.delete(id);
  else next.add(id);
  store.write(next);
}

/** The favourites' ids; every component using it re-renders when one is starred anywhere. */
export const useFavourites = (): ReadonlySet<string> => store.use();
