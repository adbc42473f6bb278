// The category the board is filtered by lives in the hub's address (?category=id), as the roadmap
// view does (use-roadmap-link.ts): it survives a reload, and Back returns to the previous filter.
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { categoryParam } from "../../../config/paths.ts";

export function useCategoryLink(): [
  category: string | null,
  setCategory: (category: string | null, options?: { replace?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const category = params.get(categoryParam) || null;
  const setCategory = useCallback(
    (next: string | null, options?: { replace?: boolean }) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(categoryParam, next);
        else updated.delete(categoryParam);
        return updated;
      }, options),
    [setParams],
  );
  return [category, setCategory];
}
