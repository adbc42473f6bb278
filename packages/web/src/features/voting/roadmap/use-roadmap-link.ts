// Whether the hub's address asks for the roadmap (paths.roadmap): the Vote tab opens on it after a
// reload, and choosing it or a sort changes the address, so Back returns to the list.
import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { roadmapParam } from "../../../config/paths.ts";

export function useRoadmapLink(): [open: boolean, setOpen: (open: boolean, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const open = params.get(roadmapParam.name) === roadmapParam.value;
  const setOpen = useCallback(
    (next: boolean, options?: { replace?: boolean }) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(roadmapParam.name, roadmapParam.value);
        else updated.delete(roadmapParam.name);
        return updated;
      }, options),
    [setParams],
  );
  return [open, setOpen];
}
