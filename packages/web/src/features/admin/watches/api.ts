// The Watches section's request: every account's watched pages, newest first, in one answer.
import type { AdminWatchSummary } from "@ai-leaders/core/watches";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

/** In the paged lists' shape, so the section shares their loading, error and empty states. */
export const watchesRequest = (accessToken: string) =>
  settle(api.api.admin.watches.$get({}, bearer(accessToken)), async (response) => {
    const { watches } = (await response.json()) as { watches: AdminWatchSummary[] };
    return { rows: watches, next_cursor: null };
  });
