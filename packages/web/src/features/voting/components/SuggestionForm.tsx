import { useId, useState, type FormEvent } from "react";
import { votingMessages } from "@ai-leaders/core/messages";
import { votingLimits } from "@ai-leaders/core/voting/schema";
import { useToast } from "../../../ui/toast.tsx";
import { addSuggestion, type CategoryView, type SuggestionView } from "../api/voting-api.ts";
import { HoneypotField, honeypotOf } from "../../../ui/Honeypot.tsx";
import { useSimilarSuggestions } from "../use-similar.ts";
import { SimilarSuggestions } from "./SimilarSuggestions.tsx";
import { useVoterAccount } from "../use-voter-account.ts";
import { CategoryOptions } from "../../../ui/CategoryOptions.tsx";

interface SuggestionFormProps {
  onAdded: () => void;
  onAccessLost: () => void;
  /** Voting on a similar suggestion instead of adding a new one. */
  voted: (id: string) => boolean;
  onVote: (suggestion: SuggestionView) => void;
  /** The operator's categories: the form offers them only when there are some. */
  categories: CategoryView[];
}

export function SuggestionForm({ onAdded, onAccessLost, voted, onVote, categories }: SuggestionFormProps) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState("");
  const [adding, setAdding] = useState(false);
  const toast = useToast();
  const account = useVoterAccount();
  const hintId = useId();
  const hasTitle = title.trim().length > 0;
  // A category chosen here narrows the similar suggestions to it.
  const similar = useSimilarSuggestions(title, category || null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    if (!hasTitle) {
      toast({ title: votingMessages.emptyTitle, variant: "destructive" });
      return;
    }
    setAdding(true);
    const result = await addSuggestion(
      {
        title: title.trim(),
        description: description.trim() || null,
        ...(category && { category_id: category }),
        ...honeypotOf(event.currentTarget),
      },
      account.token.current,
    );
    setAdding(false);
    if (!result.ok) {
      if (result.status === 401) return onAccessLost();
      toast({ ...votingMessages.suggestionFailure, description: result.error?.message, variant: "destructive" });
      return;
    }
    setTitle("");
    setDescription("");
    setCategory("");
    // Held for a moderator: the author is told so, and the list does not change until approval.
    if ("pending" in result.value) return toast(result.value.notice);
    toast(votingMessages.suggestionSuccess);
    onAdded();
  }

  return (
    <form className="suggestion-form" onSubmit={handleSubmit} aria-labelledby="suggest-heading">
      <h3 id="suggest-heading">Suggest a workflow</h3>
      <label htmlFor="suggestion-title">Title</label>
      <input
        className="text-field"
        id="suggestion-title"
        value={title}
        maxLength={votingLimits.titleMax}
        onChange={(event) => setTitle(event.target.value)}
        aria-describedby={hasTitle ? undefined : hintId}
        readOnly={adding}
        placeholder="e.g. Board meeting prep"
      />
      {!hasTitle && (
        <p id={hintId} className="suggestion-hint">
          {votingMessages.emptyTitle}
        </p>
      )}
      {categories.length > 0 && (
        <>
          <label htmlFor="suggestion-category">Category (optional)</label>
          <select
            className="text-field"
            id="suggestion-category"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            aria-disabled={adding || undefined}
          >
            <CategoryOptions categories={categories} emptyLabel="No category" />
          </select>
        </>
      )}
      <SimilarSuggestions similar={similar} voted={voted} onVote={onVote} />
      {hasTitle && (
        <>
          <label htmlFor="suggestion-description">Description (optional)</label>
          <textarea
            id="suggestion-description"
            className="text-field suggestion-description"
            value={description}
            maxLength={votingLimits.descriptionMax}
            onChange={(event) => setDescription(event.target.value)}
            readOnly={adding}
          />
        </>
      )}
      <button type="submit" className="button button-primary" aria-disabled={!hasTitle || adding || undefined}>
        {adding ? "Adding..." : "Add"}
      </button>
      <HoneypotField />
    </form>
  );
}
