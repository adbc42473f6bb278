import { boardMessages } from "@ai-leaders/core/messages";
import type { SuggestionView } from "../api/voting-api.ts";

interface SimilarSuggestionsProps {
  similar: SuggestionView[];
  voted: (id: string) => boolean;
  onVote: (suggestion: SuggestionView) => void;
}

/** Titles already on the board like the one being typed, each with a vote button. */
export function SimilarSuggestions({ similar, voted, onVote }: SimilarSuggestionsProps) {
  return (
    <div className="similar-suggestions" aria-live="polite">
      {similar.length > 0 && (
        <>
          <p className="similar-heading">{boardMessages.similarHeading}</p>
          <ul>
            {similar.map((suggestion) => (
              <li key={suggestion.id}>
                <span className="similar-title">{suggestion.title}</span>
                <button
                  type="button"
                  className="button button-small similar-vote"
                  aria-disabled={voted(suggestion.id) || undefined}
                  onClick={() => {
                    if (!voted(suggestion.id)) onVote(suggestion);
                  }}
                  aria-label={`${voted(suggestion.id) ? "Voted" : "Vote"} for ${suggestion.title}, ${suggestion.vote_count} ${suggestion.vote_count === 1 ? "vote" : "votes"}`}
                >
                  ▲ {suggestion.vote_count}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
