import { useId, useState, type FormEvent } from "react";
import { changelogLimits } from "@ai-leaders/core/changelog";
import { similarQueryMin } from "@ai-leaders/core/voting/schema";
import { searchSuggestionsRequest, type OperatorSuggestion } from "../board/api.ts";
import { statusLabel } from "../board/labels.ts";
import { useAction } from "../use-action.ts";
import { AdminError } from "../components/AdminError.tsx";

export type PickedSuggestion = Pick<OperatorSuggestion, "id" | "title" | "status">;

interface SuggestionPickerProps {
  accessToken: string;
  picked: PickedSuggestion[];
  onChange: (picked: PickedSuggestion[]) => void;
}

/** The board suggestions an entry answers: found by title, added, removed. */
export function SuggestionPicker({ accessToken, picked, onChange }: SuggestionPickerProps) {
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<OperatorSuggestion[] | null>(null);
  const search = useAction();
  const ids = { search: useId(), results: useId() };
  const full = picked.length >= changelogLimits.suggestionsMax;

  function find(event: FormEvent) {
    event.preventDefault();
    if (search.busy || query.trim().length < similarQueryMin) return;
    void search.run(() => searchSuggestionsRequest(accessToken, query.trim()), setFound);
  }

  const candidates = found?.filter((row) => !picked.some((chosen) => chosen.id === row.id)) ?? [];
  return (
    <fieldset className="changelog-picked">
      <legend>Suggestions it answers (marked done when published)</legend>
      {picked.length > 0 && (
        <ul className="changelog-chosen">
          {picked.map((suggestion) => (
            <li key={suggestion.id}>
              <span>
                {suggestion.title} <span className="admin-row-meta">· {statusLabel(suggestion.status)}</span>
              </span>
              <button
                type="button"
                className="button button-secondary button-small"
                aria-label={`Remove ${suggestion.title}`}
                onClick={() => onChange(picked.filter((chosen) => chosen.id !== suggestion.id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Not a nested form: Enter in the search field finds, it does not save the entry. */}
      <div className="admin-search-row" role="search" aria-label="Find a suggestion">
        <label htmlFor={ids.search} className="visually-hidden">
          Find a suggestion by title
        </label>
        <input
          id={ids.search}
          type="search"
          placeholder="Find a suggestion by title"
          maxLength={120}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") find(event);
          }}
        />
        <button type="button" className="button button-secondary button-small" aria-disabled={search.busy} onClick={find}>
          Find
        </button>
      </div>
      <AdminError error={search.error} />
      {found && (
        <ul id={ids.results} className="changelog-chosen" aria-label="Suggestions found">
          {candidates.length === 0 && <li className="admin-row-meta">No other suggestion has a title like that.</li>}
          {candidates.map((suggestion) => (
            <li key={suggestion.id}>
              <span>
                {suggestion.title} <span className="admin-row-meta">· {suggestion.vote_count} votes</span>
              </span>
              <button
                type="button"
                className="button button-primary button-small"
                aria-label={`Add ${suggestion.title}`}
                aria-disabled={full}
                onClick={() => !full && onChange([...picked, suggestion])}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
