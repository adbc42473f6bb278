// Whether the hub's address asks for the Vote tab: its own address (?view=vote), the roadmap's link
// (?view=roadmap) or a category filter (?category=id) opens it after a reload. Choosing the tab
// names it in the address, in place; leaving for another tab drops all three at once.
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { categoryParam, roadmapParam, viewParam, voteParam } from "../../config/paths.ts";

export interface VoteLink {
  linked: boolean;
  /** Names the Vote tab in the address, unless it already is. */
  link: () => void;
  unlink: () => void;
}

export function useVoteLink(): VoteLink {
  const [params, setParams] = useSearchParams();
  const view = params.get(viewParam);
  const linked = view === voteParam.value || view === roadmapParam.value || params.has(categoryParam);
  const link = useCallback(() => {
    if (!linked) setParams((current) => withView(current, voteParam.value), { replace: true });
  }, [linked, setParams]);
  const unlink = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(viewParam);
          updated.delete(categoryParam);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { linked, link, unlink };
}

/** The query with its view set to `view`. */
export function withView(current: URLSearchParams, view: string): URLSearchParams {
  const updated = new URLSearchParams(current);
  updated.set(viewParam, view);
  return updated;
}
