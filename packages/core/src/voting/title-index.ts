// The titles "similar suggestions" searches, read once and kept for a short while per process:
// typing sends a search every few hundred milliseconds, and a board's titles change far more slowly.
import type { Suggestion } from "./records.ts";
import { rankSimilar } from "./similar.ts";

export const titleIndexSeconds = 30;

export function createTitleIndex(load: () => Promise<Suggestion[]>, clock: () => number = Date.now) {
  let cached: { at: number; titles: Promise<Suggestion[]> } | undefined;
  const titles = () => {
    if (!cached || clock() - cached.at > titleIndexSeconds * 1000) {
      const loading = load();
      cached = { at: clock(), titles: loading };
      // A failed read is not kept: the next search tries again.
      loading.catch(() => (cached = undefined));
    }
    return cached.titles;
  };
  return {
    /** Within one category when one is given (the visitor's chosen one), else the whole board. */
    async similar(query: string, categoryId?: string): Promise<Suggestion[]> {
      const candidates = await titles();
      return rankSimilar(query, categoryId ? candidates.filter((suggestion) => suggestion.category_id === categoryId) : candidates);
    },
    /** A new suggestion should be findable at once by the visitor who added it. */
    forget() {
      cached = undefined;
    },
  };
}
