import { fetchSearchEntries, type GatedFetch } from "../../lib/gated-content.ts";
import { buildSearchIndex, type SearchIndex } from "../../lib/search/search-index.ts";

// One request and one index for the tab's life, shared by every search box.
let pending: Promise<GatedFetch<SearchIndex>> | null = null;
let loaded: SearchIndex | null = null;

export const loadedSearchIndex = () => loaded;

export function loadSearchIndex(): Promise<GatedFetch<SearchIndex>> {
  pending ??= fetchSearchEntries().then((result) => {
    if (result.status !== "loaded") {
      pending = null; // a later focus tries again
      return result;
    }
    loaded = buildSearchIndex(result.content);
    return { status: "loaded", content: loaded };
  });
  return pending;
}
