// "What's new": the published entries (behind the access code), and a signed-in reader's own feed address.
import type { PublishedEntry } from "@ai-leaders/core/changelog";
import { api, readApiError } from "../../lib/api-client.ts";
import { readGatedResponse, type GatedFetch } from "../../lib/gated-content.ts";

export const fetchWhatsNew = (): Promise<GatedFetch<{ entries: PublishedEntry[] }>> => readGatedResponse(() => api.api.changelog.$get());

/** The reader's private RSS address; null with the server's words when it could not be made. */
export async function fetchFeedAddress(userToken: string): Promise<{ url: string } | { url: null; message?: string }> {
  try {
    const response = await api.api.changelog["feed-address"].$get({}, { headers: { authorization: `Bearer ${userToken}` } });
    if (response.ok) return (await response.json()) as { url: string };
    return { url: null, message: (await readApiError(response))?.message };
  } catch {
    return { url: null };
  }
}
