// What visitors read in "What's new": published entries, newest first, their answered suggestions by title.
import type { ChangelogEntry, PublishedEntry } from "@ai-leaders/core/changelog";
import { isVisible, suggestionTitle } from "@ai-leaders/core/voting";
import type { Services } from "../services/index.ts";

export async function publishedEntries(services: Pick<Services, "changelog" | "voting">): Promise<PublishedEntry[]> {
  const entries = await services.changelog.listPublished();
  return Promise.all(entries.map((entry) => present(services, entry)));
}

async function present(services: Pick<Services, "voting">, entry: ChangelogEntry): Promise<PublishedEntry> {
  const suggestions = await Promise.all(entry.suggestion_ids.map((id) => services.voting.get(id)));
  return {
    id: entry.id,
    title: entry.title,
    summary: entry.summary,
    date: entry.date,
    links: entry.links,
    suggestions: suggestions.flatMap((suggestion) =>
      suggestion && isVisible(suggestion) && !suggestion.merged_into ? [{ id: suggestion.id, title: suggestionTitle(suggestion) }] : [],
    ),
  };
}
