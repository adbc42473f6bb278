// The content request the app shell started with the page (infra/src/app-routes.ts): taken once,
// by the first fetch of the same address; any later fetch asks the API again.
import { prefetchedContentName } from "@ai-leaders/infra/app-routes";

interface PrefetchedContent {
  url: string;
  response: Promise<Response>;
}

type WithPrefetch = Record<typeof prefetchedContentName, PrefetchedContent | undefined>;

export function takePrefetchedContent(url: string): Promise<Response> | undefined {
  const holder = window as unknown as WithPrefetch;
  const prefetched = holder[prefetchedContentName];
  if (prefetched?.url !== url) return undefined;
  holder[prefetchedContentName] = undefined;
  return prefetched.response;
}
