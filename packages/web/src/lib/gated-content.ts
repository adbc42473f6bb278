// The gated content (issue 15): the prompt libraries and the Level 3 guides come from the API,
// behind the access token, never from the bundle. Only their types are imported here.
import type { SearchEntry } from "@ai-leaders/core/content";
import type { GuideContents, GuideId, PromptLibrary, ToolId } from "../content/types.ts";
import { api, readApiError } from "./api-client.ts";
import { takePrefetchedContent } from "./prefetched-content.ts";

/** `message`: what the failed answer said, when it said something the visitor can act on. */
export type GatedFetch<Content> =
  { status: "loaded"; content: Content } | { status: "access-lost" } | { status: "failed"; message?: string };

// The router needs the ids before any fetch; a Record keeps this list in step with core's ToolId.
const promptLibraryTools: Record<ToolId, true> = {
  lovable: true,
  chatgpt: true,
  claude: true,
  "multi-agent": true,
  n8n: true,
  zapier: true,
  cursor: true,
  replit: true,
};

export function isToolId(value: string): value is ToolId {
  return Object.hasOwn(promptLibraryTools, value);
}

/** A library's or a guide's address: the app shell may have asked for it already (scripts/site/gated-routes.ts). */
export const gatedContentUrls = {
  library: (tool: ToolId) => `/api/content/prompts/${tool}`,
  guide: (guide: GuideId) => `/api/content/guides/${guide}`,
};

export function fetchPromptLibrary(tool: ToolId): Promise<GatedFetch<PromptLibrary>> {
  return readGatedResponse(
    () => takePrefetchedContent(gatedContentUrls.library(tool)) ?? api.api.content.prompts[":tool"].$get({ param: { tool } }),
  );
}

export function fetchGuide<G extends GuideId>(guide: G): Promise<GatedFetch<GuideContents[G]>> {
  return readGatedResponse(
    () => takePrefetchedContent(gatedContentUrls.guide(guide)) ?? api.api.content.guides[":guide"].$get({ param: { guide } }),
  );
}

/** Every prompt and guide step in one compact list, for the search (fetched once, on first use). */
export function fetchSearchEntries(): Promise<GatedFetch<SearchEntry[]>> {
  return readGatedResponse(() => api.api.content.search.$get());
}

/** Reads a gated answer: its content, or that the access token is no longer good (401), or the failure. */
export async function readGatedResponse<Content>(request: () => Promise<Response>): Promise<GatedFetch<Content>> {
  try {
    const response = await request();
    if (response.status === 401) return { status: "access-lost" };
    if (!response.ok) return { status: "failed", message: (await readApiError(response))?.message };
    return { status: "loaded", content: (await response.json()) as Content };
  } catch {
    return { status: "failed" };
  }
}

/** What a page says while its gated content loads, and when it could not. */
export const gatedContentMessages = {
  loading: "Loading...",
  failed: "This content could not be loaded. Please check your connection and reload the page.",
} as const;
