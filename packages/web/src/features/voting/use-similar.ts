// Similar suggestions for the title being typed: asked once typing pauses, the previous question
// cancelled, so what is shown always matches the latest title.
import { useEffect, useState } from "react";
import { similarQueryMin } from "@ai-leaders/core/voting/schema";
import { findSimilar, type SuggestionView } from "./api/voting-api.ts";

export const similarDebounceMs = 300;

export function useSimilarSuggestions(title: string, category: string | null): SuggestionView[] {
  const [similar, setSimilar] = useState<SuggestionView[]>([]);
  const query = title.trim();
  useEffect(() => {
    if (query.length < similarQueryMin) {
      setSimilar([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void findSimilar(query, category, controller.signal).then((result) => {
        if (!controller.signal.aborted) setSimilar(result.ok ? result.value.suggestions : []);
      });
    }, similarDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, category]);
  return similar;
}
