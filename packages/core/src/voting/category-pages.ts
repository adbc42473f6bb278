// One category's suggestions a page at a time, by Top, New or Trending. No index is keyed by
// category (adding one per sort would be three more indexes on the suggestions table): the page is
// chosen from the whole community listing, as the roadmap's columns are (roadmap.ts), a listing of
// hundreds kept a few seconds per process, then its suggestions are read with their exact counts.
// The cursor names the last suggestion shown, so one added meanwhile moves no other across pages.
import * as z from "zod/mini";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { compareRanks, InvalidCursorError, rankOf, type BoardPage } from "./board-pages.ts";
import type { Suggestion } from "./records.ts";
import { boardPageSize, boardSorts, type BoardSort } from "./schema.ts";
import { eraOf } from "./trending.ts";

const rank = z.union([z.number(), z.string().check(z.maxLength(40))]);
const cursorSchema = z.object({
  sort: z.enum(boardSorts),
  category: z.string().check(z.maxLength(100)),
  era: z.int(),
  after: z.object({ rank, created_at: z.string().check(z.maxLength(40)), id: z.string().check(z.maxLength(100)) }),
});
type Place = z.infer<typeof cursorSchema>["after"];

const placeOf = (sort: BoardSort, suggestion: Suggestion, era: number): Place => ({
  rank: rankOf(sort, suggestion, era),
  created_at: suggestion.created_at,
  id: suggestion.id,
});

/** The board's order: rank, then newer first, then by id so that no two places are equal. */
const comparePlaces = (a: Place, b: Place) =>
  compareRanks(b.rank, a.rank) || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** The page of `suggestions` in `categoryId` after `after` (from the start when null), in the sort's order. */
export function categoryPageOf(suggestions: Suggestion[], categoryId: string, sort: BoardSort, era: number, after: Place | null) {
  const ordered = suggestions
    .filter((suggestion) => suggestion.listing === "community" && suggestion.category_id === categoryId)
    .map((suggestion) => ({ suggestion, place: placeOf(sort, suggestion, era) }))
    .sort((a, b) => comparePlaces(a.place, b.place))
    .filter(({ place }) => !after || comparePlaces(place, after) > 0);
  const page = ordered.slice(0, boardPageSize);
  const last = page.at(-1);
  return { suggestions: page.map(({ suggestion }) => suggestion), next: ordered.length > boardPageSize && last ? last.place : null };
}

export interface CategoryPageSources {
  /** Every visible community suggestion, its count as last folded. */
  listCommunity: () => Promise<Suggestion[]>;
  /** These suggestions with their exact counts (load.ts). */
  loadExact: (ids: string[]) => Promise<Suggestion[]>;
}

export function createCategoryPages({ listCommunity, loadExact }: CategoryPageSources) {
  return {
    /** Throws InvalidCursorError for a cursor it never made, or one made for another category or sort. */
    async listPage(categoryId: string, sort: BoardSort, cursor: string | null, now: Date): Promise<BoardPage> {
      const resume = cursor === null ? null : decodeCursor(cursor, cursorSchema);
      if (cursor !== null && (!resume || resume.sort !== sort || resume.category !== categoryId)) throw new InvalidCursorError();
      const era = resume?.era ?? eraOf(now);
      const chosen = categoryPageOf(await listCommunity(), categoryId, sort, era, resume?.after ?? null);
      const exact = await loadExact(chosen.suggestions.map((suggestion) => suggestion.id));
      // Read again by id: one may have been recategorised, hidden or merged since the listing was read.
      const suggestions = exact
        .filter((suggestion) => suggestion.listing === "community" && suggestion.category_id === categoryId)
        .sort((a, b) => comparePlaces(placeOf(sort, a, era), placeOf(sort, b, era)));
      return { suggestions, next_cursor: chosen.next ? encodeCursor({ sort, category: categoryId, era, after: chosen.next }) : null };
    },
  };
}
