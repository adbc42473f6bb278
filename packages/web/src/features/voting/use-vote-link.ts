// Whether the hub's address asks for the Vote tab: the roadmap's link (?view=roadmap) or a category
// filter (?category=id) opens it after a reload; leaving for another tab drops both at once.
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { categoryParam, roadmapParam } from "../../config/paths.ts";

export function useVoteLink(): [linked: boolean, unlink: () => void] {
  const [params, setParams] = useSearchParams();
  const linked = params.get(roadmapParam.name) === roadmapParam.value || params.has(categoryParam);
  const unlink = useCallback(
    () =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(roadmapParam.name);
          updated.delete(categoryParam);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [linked, unlink];
}
