// Whether the hub's address asks for the roadmap (paths.roadmap): the Vote tab opens on it after a
// reload, and choosing it or a sort changes the address, so Back returns to the list (whose address
// is the Vote tab's own).
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { roadmapParam, viewParam, voteParam } from "../../../config/paths.ts";
import { withView } from "../use-vote-link.ts";

export function useRoadmapLink(): [open: boolean, setOpen: (open: boolean, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get(viewParam) === roadmapParam.value;
  const setOpen = useCallback(
    (next: boolean, options?: { replace?: boolean }) =>
      setParams((current) => withView(current, next ? roadmapParam.value : voteParam.value), options),
    [setParams],
  );
  return [open, setOpen];
}
