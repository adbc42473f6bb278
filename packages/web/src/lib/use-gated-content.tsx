import { useEffect, useState, type ReactNode } from "react";
import { useAccessLost } from "./use-access-lost.ts";
import { fetchGuide, gatedContentMessages, type GatedFetch } from "./gated-content.ts";
import type { GuideId } from "../content/types.ts";

export type GatedContentState<Content> =
  { status: "loading" } | { status: "loaded"; content: Content } | { status: "failed"; message?: string } | { status: "access-lost" };

// Kept for the tab's life, so going back to a page shows it at once without a second request.
const loadedContent = new Map<string, unknown>();

/**
 * Loads one piece of gated content, keyed by what it is ("prompts/claude"). A 401 means the access
 * token expired: the visitor goes back to the gate, as on every other gated page.
 */
export function useGatedContent<Content>(key: string, fetchContent: () => Promise<GatedFetch<Content>>): GatedContentState<Content> {
  const [state, setState] = useState<GatedContentState<Content>>(() => cachedState<Content>(key));
  const onAccessLost = useAccessLost();

  useEffect(() => {
    if (loadedContent.has(key)) {
      setState(cachedState<Content>(key));
      return;
    }
    let current = true;
    setState({ status: "loading" });
    void fetchContent().then((result) => {
      if (!current) return;
      if (result.status === "loaded") loadedContent.set(key, result.content);
      setState(result);
      if (result.status === "access-lost") onAccessLost();
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetchContent is a new closure each render; the key says what it fetches.
  }, [key]);

  return state;
}

function cachedState<Content>(key: string): GatedContentState<Content> {
  return loadedContent.has(key) ? { status: "loaded", content: loadedContent.get(key) as Content } : { status: "loading" };
}

/**
 * What stands in for gated content until it arrives: the skeleton given as children (the shapes
 * of the content, at its size) with a spoken "Loading...", or the failure when it could not load.
 */
export function GatedContentPending({ state, children }: { state: GatedContentState<unknown>; children: ReactNode }) {
  if (state.status === "failed") return <p role="alert">{state.message ?? gatedContentMessages.failed}</p>;
  return (
    <div className="gated-content-pending" aria-busy="true">
      <p className="visually-hidden" role="status">
        {gatedContentMessages.loading}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** A Level 3 guide's gated content. */
export function useGuide<G extends GuideId>(guide: G) {
  return useGatedContent(`guides/${guide}`, () => fetchGuide(guide));
}
