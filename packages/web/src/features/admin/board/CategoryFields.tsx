import { useId, useState, type FormEvent, type ReactNode } from "react";
import { categoryLimits, type CategoryColour, type CategoryInput } from "@ai-leaders/core/voting";
import { CategoryChip } from "../../../ui/CategoryChip.tsx";
import { colourOptions } from "./category-colours.ts";

interface CategoryFieldsProps {
  label: string;
  initial: CategoryInput;
  busy: boolean;
  onSubmit: (category: CategoryInput) => void;
  /** The submit button and anything beside it (Cancel). */
  children: ReactNode;
}

/** A category's name and colour, with a preview of its chip as visitors will see it. */
export function CategoryFields({ label, initial, busy, onSubmit, children }: CategoryFieldsProps) {
  const [name, setName] = useState(initial.name);
  const [colour, setColour] = useState<CategoryColour>(initial.colour);
  const ids = { name: useId(), colour: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit({ name: name.trim(), colour });
  }

  return (
    <form className="category-fields" aria-label={label} onSubmit={submit}>
      <div className="admin-field">
        <label htmlFor={ids.name}>Name</label>
        <input id={ids.name} value={name} maxLength={categoryLimits.nameMax} onChange={(event) => setName(event.target.value)} required />
      </div>
      <div className="admin-field">
        <label htmlFor={ids.colour}>Colour</label>
        <select id={ids.colour} value={colour} onChange={(event) => setColour(event.target.value as CategoryColour)}>
          {colourOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p className="category-preview" aria-hidden="true">
        <CategoryChip category={{ id: "preview", name: name.trim() || "Preview", colour }} />
      </p>
      <div className="admin-actions">{children}</div>
    </form>
  );
}
