import { boardMessages } from "@ai-leaders/core/messages";
import { boardSorts, type BoardSort } from "@ai-leaders/core/voting/schema";
import { roadmapText } from "../roadmap-text.ts";

/** How the community suggestions are shown: sorted by Top, New or Trending, or as the roadmap. */
export type BoardView = BoardSort | "roadmap";
const views: readonly BoardView[] = [...boardSorts, "roadmap"];
const labels: Record<BoardView, string> = { ...boardMessages.sortLabels, roadmap: roadmapText.viewLabel };

/** Top, New, Trending and Roadmap: a group of toggle buttons, the current one pressed. */
export function SortTabs({ view, onView }: { view: BoardView; onView: (view: BoardView) => void }) {
  return (
    <div className="sort-tabs" role="group" aria-label="Sort community suggestions">
      {views.map((option) => (
        <button key={option} type="button" className="sort-tab" aria-pressed={view === option} onClick={() => onView(option)}>
          {labels[option]}
        </button>
      ))}
    </div>
  );
}
