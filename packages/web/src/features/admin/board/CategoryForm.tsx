import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormActions } from "../components/FormActions.tsx";
import { useAction } from "../use-action.ts";
import { setCategoryRequest, type OperatorCategory, type OperatorSuggestion } from "./api.ts";
import { CategoryOptions } from "../../../ui/CategoryOptions.tsx";

interface CategoryFormProps {
  accessToken: string;
  suggestion: OperatorSuggestion;
  categories: OperatorCategory[];
  onSaved: (category: OperatorCategory | null) => void;
  onCancel: () => void;
}

/** Moves a suggestion to another category, or to none. */
export function CategoryForm({ accessToken, suggestion, categories, onSaved, onCancel }: CategoryFormProps) {
  const [category, setCategory] = useState(suggestion.category_id ?? "");
  const action = useAction();
  const selectId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);

  useEffect(() => selectRef.current?.focus(), []);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.busy) return;
    void action.run(
      () => setCategoryRequest(accessToken, suggestion.id, category || null),
      () => onSaved(categories.find((option) => option.id === category) ?? null),
    );
  }

  return (
    <form className="board-tool" aria-label={`Category of ${suggestion.title}`} onSubmit={save}>
      <div className="admin-field">
        <label htmlFor={selectId}>Category</label>
        <select id={selectId} ref={selectRef} value={category} onChange={(event) => setCategory(event.target.value)}>
          <CategoryOptions categories={categories} emptyLabel="No category" />
        </select>
      </div>
      <FormActions error={action.error} busy={action.busy} label="Save category" busyLabel="Saving…" onCancel={onCancel} />
    </form>
  );
}
