// The category the board is filtered by lives in the hub's address (?category=id), as the roadmap
// view does (use-roadmap-link.ts): it survives a reload, and Back returns to the previous filter.
// Cleared, the address still names the Vote tab (?view=vote).
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { categoryParam, viewParam, voteParam } from "../../../config/paths.ts";
import { withView } from "../use-vote-link.ts";

export function useCategoryLink(): [
  category: string | null,
  setCategory: (category: string | null, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const category = params.get(categoryParam) || null;
  const setCategory = useCallback(
    (next: string | null, options?: { replace?: boolean }) =>
      setParams((current) => {
        const updated = current.has(viewParam) ? new URLSearchParams(current) : withView(current, voteParam.value);
        if (next) updated.set(categoryParam, next);
        else updated.delete(categoryParam);
        return updated;
      }, options),
    [setParams],
  );
  return [category, setCategory];
}
