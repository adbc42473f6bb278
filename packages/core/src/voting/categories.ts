// The board's categories (issue 28, Deliver 3): the operator names them, picks a colour from a fixed
// palette and orders them; a suggestion takes at most one. Visitors filter the list by category.
import * as z from "zod/mini";
import { adminBoardMessages as admin, boardMessages as board } from "../messages/index.ts";
import { cleaned } from "../validation/index.ts";

/**
 * Named colours only, no free input: each is dark enough for 4.5:1 as text on the page's white and
 * on its muted grey (#f1f5f9), so a chip's name in its colour is always readable (categories.test.ts).
 */
export const categoryColours = {
  blue: "#1d4ed8",
  green: "#166534",
  red: "#b91c1c",
  purple: "#7e22ce",
  orange: "#9a3412",
  teal: "#0f766e",
  pink: "#be185d",
  slate: "#475569",
} as const;
export type CategoryColour = keyof typeof categoryColours;
export const categoryColourNames = Object.keys(categoryColours) as CategoryColour[];

export const categoryLimits = { nameMax: 40, max: 20 } as const;

/** A category as visitors see it: on a chip, in the filter and in the new-suggestion form. */
export interface CategoryView {
  id: string;
  name: string;
  colour: CategoryColour;
}

const categoryName = z
  .string({ error: admin.categoryNameRequired })
  .check(cleaned(), z.trim(), z.minLength(1, admin.categoryNameRequired), z.maxLength(categoryLimits.nameMax, admin.categoryNameTooLong));

/** What the operator sends to create a category or to rename and recolour one. */
export const categoryInputSchema = z.object({
  name: categoryName,
  colour: z.enum(categoryColourNames as [CategoryColour, ...CategoryColour[]], { error: admin.unknownColour }),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A category's id as a visitor or the operator sends it: anything malformed names no category. */
export const categoryIdSchema = z
  .string({ error: board.unknownCategory })
  .check(z.minLength(1, board.unknownCategory), z.maxLength(100, board.unknownCategory));

/** The new order: every category's id, first to last. */
export const categoryOrderSchema = z.object({
  ids: z.array(categoryIdSchema, { error: admin.categoryIdsRequired }).check(z.maxLength(categoryLimits.max, admin.categoryIdsRequired)),
});

/** The category a suggestion shows: none when it has none or its category was removed. */
export function categoryOf(suggestion: { category_id?: string }, categories: ReadonlyMap<string, CategoryView>): CategoryView | null {
  const category = suggestion.category_id ? categories.get(suggestion.category_id) : undefined;
  return category ? { id: category.id, name: category.name, colour: category.colour } : null;
}

/** The operator's recategorising: a category's id, or null for none. */
export const suggestionCategorySchema = z.object({ category_id: z.nullable(categoryIdSchema) });
