import type { CategoryView } from "@ai-leaders/core/voting";

/** A category select's options: the empty choice first (its words given), then each category by name. */
export function CategoryOptions({ categories, emptyLabel }: { categories: CategoryView[]; emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {categories.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </>
  );
}
