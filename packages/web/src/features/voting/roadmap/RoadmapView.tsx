import { useEffect, useState } from "react";
import { roadmapColumns } from "@ai-leaders/core/voting";
import { useToast } from "../../../ui/toast.tsx";
import { failureToast } from "../../../lib/api-client.ts";
import { getRoadmap, type RoadmapSuggestions } from "../api/voting-api.ts";
import { RoadmapColumn } from "./RoadmapColumn.tsx";
import { roadmapText } from "../roadmap-text.ts";

interface RoadmapViewProps {
  onAccessLost: () => void;
  /** Called once its columns are on the page. */
  onShown: () => void;
}

/** The Vote tab's roadmap: Planned, In progress and Done side by side, stacked on a narrow screen. */
export function RoadmapView({ onAccessLost, onShown }: RoadmapViewProps) {
  const [roadmap, setRoadmap] = useState<RoadmapSuggestions | null>(null);
  const [failed, setFailed] = useState(false);
  const toast = useToast();

  useEffect(() => {
    let current = true;
    void getRoadmap().then((result) => {
      if (!current) return;
      if (result.ok) return setRoadmap(result.value);
      if (result.status === 401) return onAccessLost();
      setFailed(true);
      toast({ ...failureToast(result.error, roadmapText.loadFailure), variant: "destructive" });
    });
    return () => {
      current = false;
    };
  }, [onAccessLost, toast]);

  const shown = roadmap !== null;
  useEffect(() => {
    if (shown) onShown();
  }, [shown, onShown]);

  if (!roadmap) {
    return (
      <p className="voting-status" role="status">
        {failed ? roadmapText.loadFailure.description : roadmapText.loading}
      </p>
    );
  }
  return (
    <div className="roadmap">
      {roadmapColumns.map((column) => (
        <RoadmapColumn key={column} column={column} suggestions={roadmap[column]} onAccessLost={onAccessLost} />
      ))}
    </div>
  );
}
