// The console's "What's new" requests: entries, the pages they may link to, and publishing.
import type { ChangelogDraft, ChangelogEntry, ChangelogLink } from "@ai-leaders/core/changelog";
import type { SuggestionStatus } from "@ai-leaders/core/voting";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

/** An entry as the console shows it: its suggestions by title and status. */
export interface ConsoleEntry extends ChangelogEntry {
  suggestions: Array<{ id: string; title: string; status: SuggestionStatus }>;
}

const changelog = api.api.admin.changelog;
const json = <T>(response: Response) => response.json() as Promise<T>;
const entryOf = async (response: Response) => (await json<{ entry: ConsoleEntry }>(response)).entry;

/** In the paged lists' shape, so the section shares their loading, error and empty states. */
export const entriesRequest = (accessToken: string) =>
  settle(changelog.$get({}, bearer(accessToken)), async (response) => ({
    rows: (await json<{ entries: ConsoleEntry[] }>(response)).entries,
    next_cursor: null,
  }));

export const linkableRequest = (accessToken: string) =>
  settle(changelog.linkable.$get({}, bearer(accessToken)), async (response) => (await json<{ links: ChangelogLink[] }>(response)).links);

export const createEntryRequest = (accessToken: string, draft: ChangelogDraft) =>
  settle(changelog.$post({ json: draft }, bearer(accessToken)), entryOf);

export const updateEntryRequest = (accessToken: string, id: string, draft: ChangelogDraft) =>
  settle(changelog[":id"].$put({ param: { id }, json: draft }, bearer(accessToken)), entryOf);

export const deleteEntryRequest = (accessToken: string, id: string) =>
  settle(changelog[":id"].$delete({ param: { id } }, bearer(accessToken)), async () => id);

export const publishEntryRequest = (accessToken: string, id: string) =>
  settle(
    changelog[":id"].publish.$post({ param: { id } }, bearer(accessToken)),
    json<{ entry: ConsoleEntry; notified: number; message: string }>,
  );
