import { useId } from "react";
import type { CategoryView } from "../api/voting-api.ts";
import { CategoryOptions } from "../../../ui/CategoryOptions.tsx";

export const allCategoriesLabel = "All categories";

/** Beside Top, New and Trending: the community suggestions of one category, or of all. */
export function CategoryFilter({
  categories,
  category,
  onCategory,
}: {
  categories: CategoryView[];
  category: string | null;
  onCategory: (category: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="category-filter">
      <label htmlFor={id}>Filter by category</label>
      <select id={id} value={category ?? ""} onChange={(event) => onCategory(event.target.value || null)}>
        <CategoryOptions categories={categories} emptyLabel={allCategoriesLabel} />
      </select>
    </div>
  );
}
