import { boardMessages } from "@ai-leaders/core/messages";
import { boardSorts, type BoardSort } from "@ai-leaders/core/voting/schema";

/** Top, New, Trending: a group of toggle buttons, the current one pressed. */
export function SortTabs({ sort, onSort }: { sort: BoardSort; onSort: (sort: BoardSort) => void }) {
  return (
    <div className="sort-tabs" role="group" aria-label="Sort community suggestions">
      {boardSorts.map((option) => (
        <button key={option} type="button" className="sort-tab" aria-pressed={sort === option} onClick={() => onSort(option)}>
          {boardMessages.sortLabels[option]}
        </button>
      ))}
    </div>
  );
}
