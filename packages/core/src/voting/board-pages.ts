// The community list one page at a time, by Top, New or Trending: each page is one bounded query
// per index partition (a listing is spread over `boardSpread` of them; Trending reads two eras, see
// trending.ts), merged in order, never a read of the whole listing. The indexes hold keys only: the
// page's suggestions are then read by id, with their exact counts.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { readSpread, type SpreadIndex, type SpreadPositions, type StartKey } from "../db/spread.ts";
import { decodeCursor, encodeCursor, startKey } from "./cursor.ts";
import { loadSuggestions } from "./load.ts";
import { boardPartitions, trendListings, type Listing, type Suggestion, type VotingTables } from "./records.ts";
import { boardPageSize, type BoardSort } from "./schema.ts";
import { carriedScore, eraOf } from "./trending.ts";

export interface BoardPage {
  suggestions: Suggestion[];
  /** Where the next page starts; null on the last page. */
  next_cursor: string | null;
}

export class InvalidCursorError extends Error {
  override name = "InvalidCursorError";
}

const positions = z.array(z.nullable(startKey)).check(z.maxLength(16));
const cursorSchema = z.discriminatedUnion("sort", [
  z.object({ sort: z.enum(["top", "new"]), positions }),
  z.object({ sort: z.literal("trending"), era: z.int(), positions }),
]);

const rankedIndex = {
  top: { index: "byVotes", sortKey: "vote_count", sortType: "number" },
  new: { index: "byNew", sortKey: "created_at", sortType: "string" },
} as const;

/** The spread index a listing is read through, by one sort; Trending merges two eras' scores in the later era's terms. */
export function boardIndex(table: string, listing: Listing, sort: BoardSort, era: number): SpreadIndex & { sortType: "number" | "string" } {
  if (sort === "trending") {
    const eras = [era, era - 1];
    const partitions = eras.flatMap((streamEra) => trendListings(listing, streamEra));
    const eraOfPartition = (partition: number) => eras[Math.floor(partition / (partitions.length / 2))]!;
    return {
      table,
      index: "byTrending",
      partitionKey: "trend_listing",
      keyAttributes: ["id", "trend_listing", "trend_score"],
      partitions,
      sortType: "number",
      rank: (key, partition) => carriedScore(Number(key.trend_score), eraOfPartition(partition), era),
    };
  }
  const { index, sortKey, sortType } = rankedIndex[sort];
  return {
    table,
    index,
    partitionKey: "board",
    keyAttributes: ["id", "board", sortKey],
    partitions: boardPartitions(listing),
    sortType,
    rank: (key) => key[sortKey]!,
  };
}

/**
 * Whether a cursor's positions are ones this index could have made: one per partition, each {},
 * null or a key of exactly the index's attributes in its own partition. So a cursor can neither
 * reach another listing (hidden suggestions) nor make DynamoDB refuse the query.
 */
export function positionsFit(spread: SpreadIndex & { sortType: "number" | "string" }, given: SpreadPositions): boolean {
  if (given.length !== spread.partitions.length) return false;
  const [, partitionName, sortName] = spread.keyAttributes as [string, string, string];
  return given.every((key, partition) => {
    if (key === null || Object.keys(key).length === 0) return true;
    const sortValue = key[sortName];
    // DynamoDB refuses an empty key string and numbers past its range: such a cursor is refused here.
    const sortFits = spread.sortType === "number" ? Number.isSafeInteger(sortValue) : typeof sortValue === "string" && sortValue.length > 0;
    return (
      Object.keys(key).length === spread.keyAttributes.length &&
      typeof key.id === "string" &&
      key.id.length > 0 &&
      key[partitionName] === spread.partitions[partition] &&
      sortFits
    );
  });
}

/** Where a suggestion ranks in a sort: its votes, its date, or its trending score carried into `era`. */
export const rankOf = (sort: BoardSort, suggestion: Suggestion, era: number): number | string =>
  sort === "top"
    ? suggestion.vote_count
    : sort === "new"
      ? suggestion.created_at
      : carriedScore(suggestion.trend_score ?? 0, suggestion.trend_era ?? era, era);
export const compareRanks = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

export function createBoardPages(db: DynamoDBDocumentClient, tables: VotingTables) {
  async function page(sort: BoardSort, era: number, from: SpreadPositions | null, now: Date): Promise<BoardPage> {
    const spread = boardIndex(tables.suggestions, "community", sort, era);
    const start = from ?? spread.partitions.map(() => ({}) as StartKey);
    const { items, next } = await readSpread(db, spread, start, boardPageSize);
    const suggestions = await loadSuggestions(
      db,
      tables.suggestions,
      items.map((item) => String(item.id)),
      { exact: true, now },
    );
    // The index orders by counts folded up to a second ago (vote-counter.ts): the page shows, and is ordered by, the exact ones.
    suggestions.sort((a, b) => compareRanks(rankOf(sort, b, era), rankOf(sort, a, era)) || b.created_at.localeCompare(a.created_at));
    const more = next.some((position) => position !== null);
    return {
      suggestions,
      next_cursor: more ? encodeCursor(sort === "trending" ? { sort, era, positions: next } : { sort, positions: next }) : null,
    };
  }

  return {
    /** One page of visible community suggestions; throws InvalidCursorError for a cursor it never made. */
    async listPage(sort: BoardSort, cursor: string | null, now: Date): Promise<BoardPage> {
      if (!cursor) return page(sort, eraOf(now), null, now);
      const resume = decodeCursor(cursor, cursorSchema);
      if (!resume || resume.sort !== sort) throw new InvalidCursorError();
      const era = resume.sort === "trending" ? resume.era : eraOf(now);
      if (!positionsFit(boardIndex(tables.suggestions, "community", sort, era), resume.positions)) throw new InvalidCursorError();
      return page(sort, era, resume.positions, now);
    },
  };
}
