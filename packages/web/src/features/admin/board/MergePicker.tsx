import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { similarQueryMin } from "@ai-leaders/core/voting/schema";
import { mergeRequest, searchSuggestionsRequest, type BoardChange, type OperatorSuggestion } from "./api.ts";
import { plural } from "./labels.ts";
import { useAction } from "../use-action.ts";
import { AdminError } from "../components/AdminError.tsx";
import { ConfirmMerge } from "./ConfirmMerge.tsx";

interface MergePickerProps {
  accessToken: string;
  duplicate: OperatorSuggestion;
  onMerged: (change: BoardChange, target: OperatorSuggestion) => void;
  onCancel: () => void;
}

/**
 * "Merge into…": find the suggestion this one duplicates (its own title is the first search; the
 * predefined tools are found too), pick it, and confirm in a dialog that shows both and their votes.
 */
export function MergePicker({ accessToken, duplicate, onMerged, onCancel }: MergePickerProps) {
  const [query, setQuery] = useState(duplicate.title);
  const [found, setFound] = useState<OperatorSuggestion[] | null>(null);
  const [targetId, setTargetId] = useState<string | null>(null);
  const search = useAction();
  const merge = useAction();
  const ids = { search: useId(), legend: useId() };
  const searchRef = useRef<HTMLInputElement>(null);
  const mergeRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);

  /** Back to the picker, focus on the "Merge…" that asked (the dialog is gone before the browser could). */
  function closeConfirmation() {
    setConfirming(false);
    merge.clearError();
    requestAnimationFrame(() => mergeRef.current?.focus());
  }

  function find(text: string) {
    setTargetId(null);
    if (text.trim().length < similarQueryMin) {
      setFound(null);
      return;
    }
    void search.run(
      () => searchSuggestionsRequest(accessToken, text.trim()),
      (rows) => setFound(rows.filter((row) => row.id !== duplicate.id)),
    );
  }

  useEffect(() => {
    searchRef.current?.focus();
    find(duplicate.title);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on opening: later searches are the operator's.
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    find(query);
  }

  const target = found?.find((row) => row.id === targetId);
  return (
    <div className="board-tool" role="group" aria-label={`Merge ${duplicate.title} into another suggestion`}>
      <form className="admin-search" role="search" aria-label="Find the suggestion to merge into" onSubmit={submit}>
        <label htmlFor={ids.search}>Find the suggestion to merge into (by title)</label>
        <div className="admin-search-row">
          <input
            id={ids.search}
            ref={searchRef}
            type="search"
            value={query}
            maxLength={120}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button button-primary button-small" disabled={search.busy}>
            Search
          </button>
        </div>
      </form>
      <AdminError error={search.error} />
      <p className="visually-hidden" aria-live="polite">
        {found ? `${plural(found.length, "suggestion", "suggestions")} found.` : ""}
      </p>
      {found && found.length === 0 && <p className="admin-muted">No other visible suggestion has a title like that. Try other words.</p>}
      {found && found.length > 0 && (
        <fieldset className="board-targets">
          <legend id={ids.legend}>Merge into</legend>
          {found.map((row) => (
            <label key={row.id} className="board-target">
              <input
                type="radio"
                name={`merge-${duplicate.id}`}
                value={row.id}
                checked={targetId === row.id}
                onChange={() => setTargetId(row.id)}
              />
              <span>
                {row.title} <span className="admin-row-meta">({plural(row.vote_count, "vote", "votes")})</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {target && (
        <p className="board-merge-summary">
          “{duplicate.title}” will be hidden and its {plural(duplicate.vote_count, "vote", "votes")} and comments will move to “
          {target.title}”. A visitor who voted on both counts once.
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          ref={mergeRef}
          className="button button-danger button-small"
          disabled={!target}
          onClick={() => setConfirming(true)}
        >
          Merge…
        </button>
        <button type="button" className="button button-secondary button-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {confirming && target && (
        <ConfirmMerge
          duplicate={duplicate}
          target={target}
          busy={merge.busy}
          error={merge.error}
          onConfirm={() =>
            void merge.run(
              () => mergeRequest(accessToken, duplicate.id, target.id),
              (change) => onMerged(change, target),
            )
          }
          onCancel={closeConfirmation}
        />
      )}
    </div>
  );
}
