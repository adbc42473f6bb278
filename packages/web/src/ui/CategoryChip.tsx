import type { CSSProperties } from "react";
import "./category-chip.css";
import { categoryColours, type CategoryView } from "@ai-leaders/core/voting";

/** A suggestion's category: its name, in its colour (every palette colour reads at 4.5:1), never the colour alone. */
export function CategoryChip({ category }: { category: CategoryView }) {
  return (
    <span className="category-chip" style={{ "--category-colour": categoryColours[category.colour] } as CSSProperties}>
      <span className="visually-hidden">Category: </span>
      {category.name}
    </span>
  );
}
