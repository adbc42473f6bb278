import { useId } from "react";
import type { RoadmapColumn as Column } from "@ai-leaders/core/voting";
import type { SuggestionView } from "../api/voting-api.ts";
import { RoadmapCard } from "./RoadmapCard.tsx";
import { roadmapText, suggestionsText } from "../roadmap-text.ts";

interface RoadmapColumnProps {
  column: Column;
  suggestions: SuggestionView[];
  onAccessLost: () => void;
}

/** A column of the roadmap: a section named by its heading, which says how many it holds. */
export function RoadmapColumn({ column, suggestions, onAccessLost }: RoadmapColumnProps) {
  const headingId = useId();
  const { title, note, empty } = roadmapText.columns[column];
  return (
    <section className={`roadmap-column roadmap-${column}`} aria-labelledby={headingId}>
      <h4 id={headingId} className="roadmap-column-title">
        {title}
        <span className="visually-hidden"> ({suggestionsText(suggestions.length)})</span>
        <span className="roadmap-count" aria-hidden="true">
          {suggestions.length}
        </span>
      </h4>
      <p className="roadmap-column-note">{note}</p>
      {suggestions.length === 0 ? (
        <p className="voting-status">{empty}</p>
      ) : (
        <ul className="roadmap-cards" aria-labelledby={headingId}>
          {suggestions.map((suggestion) => (
            <RoadmapCard key={suggestion.id} suggestion={suggestion} onAccessLost={onAccessLost} />
          ))}
        </ul>
      )}
    </section>
  );
}
