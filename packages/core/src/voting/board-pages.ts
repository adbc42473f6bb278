// The community list one page at a time, by Top, New or Trending: each page is one bounded query
// per index partition (Trending: two, see trending.ts), never a read of the whole partition.
import { QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import * as z from "zod/mini";
import { decodeCursor, encodeCursor, startKey, type StartKey } from "./cursor.ts";
import type { Suggestion, VotingTables } from "./records.ts";
import { boardPageSize, type BoardSort } from "./schema.ts";
import { carriedScore, eraOf, trendPartition } from "./trending.ts";

export interface BoardPage {
  suggestions: Suggestion[];
  /** Where the next page starts; null on the last page. */
  next_cursor: string | null;
}

export class InvalidCursorError extends Error {
  override name = "InvalidCursorError";
}

const rankedSchema = z.object({ sort: z.enum(["top", "new"]), key: startKey });
/** Per era stream: where it stopped ({} before its first item), or null when it is used up. */
const trendingSchema = z.object({ sort: z.literal("trending"), era: z.number(), current: z.nullable(startKey), previous: z.nullable(startKey) });

const rankedIndex = {
  top: { index: "byVotes", sortKey: "vote_count" },
  new: { index: "byNew", sortKey: "created_at" },
} as const;

export function createBoardPages(db: DynamoDBDocumentClient, tables: VotingTables) {
  /** Up to `limit` items of one index partition, highest sort key first, after `after`. */
  async function query(index: string, partitionKey: string, partition: string, after: StartKey | undefined, limit: number) {
    const page = await db.send(
      new QueryCommand({
        TableName: tables.suggestions,
        IndexName: index,
        KeyConditionExpression: "#partition = :partition",
        ExpressionAttributeNames: { "#partition": partitionKey },
        ExpressionAttributeValues: { ":partition": partition },
        ScanIndexForward: false,
        ExclusiveStartKey: after && Object.keys(after).length > 0 ? after : undefined,
        Limit: limit,
      }),
    );
    return (page.Items ?? []) as Suggestion[];
  }

  /** The key DynamoDB resumes after: the table's key and the index's. */
  const keyOf = (suggestion: Suggestion, partitionKey: string, sortKey: keyof Suggestion): StartKey => ({
    id: suggestion.id,
    [partitionKey]: suggestion[partitionKey as keyof Suggestion] as string,
    [sortKey]: suggestion[sortKey] as string | number,
  });

  async function rankedPage(sort: "top" | "new", after: StartKey | undefined): Promise<BoardPage> {
    const { index, sortKey } = rankedIndex[sort];
    // One more than a page tells whether another page exists.
    const items = await query(index, "listing", "community", after, boardPageSize + 1);
    const suggestions = items.slice(0, boardPageSize);
    const last = suggestions.at(-1);
    const next_cursor = items.length > boardPageSize && last ? encodeCursor({ sort, key: keyOf(last, "listing", sortKey) }) : null;
    // The index orders equal vote counts its own way: within a page, the newest of them comes first.
    if (sort === "top") suggestions.sort((a, b) => b.vote_count - a.vote_count || b.created_at.localeCompare(a.created_at));
    return { suggestions, next_cursor };
  }

  /** The current era's and the previous era's partitions, merged by score in today's terms. */
  async function trendingPage(era: number, current: StartKey | null | undefined, previous: StartKey | null | undefined): Promise<BoardPage> {
    const read = (streamEra: number, after: StartKey | null | undefined) =>
      after === null ? Promise.resolve([]) : query("byTrending", "trend_listing", trendPartition("community", streamEra), after, boardPageSize + 1);
    const [fromCurrent, fromPrevious] = await Promise.all([read(era, current), read(era - 1, previous)]);
    const score = (suggestion: Suggestion) => carriedScore(suggestion.trend_score ?? 0, suggestion.trend_era ?? era, era);
    const merged = [...fromCurrent, ...fromPrevious].sort((a, b) => score(b) - score(a)).slice(0, boardPageSize);
    const resume = (stream: Suggestion[], after: StartKey | null | undefined): StartKey | null => {
      const used = stream.filter((suggestion) => merged.includes(suggestion));
      if (used.length === stream.length && stream.length <= boardPageSize) return null;
      const last = used.at(-1);
      // Nothing used from this stream yet: it resumes where it was ({} being its start).
      return last ? keyOf(last, "trend_listing", "trend_score") : (after ?? {});
    };
    const next = { current: resume(fromCurrent, current), previous: resume(fromPrevious, previous) };
    const more = next.current !== null || next.previous !== null;
    return { suggestions: merged, next_cursor: more ? encodeCursor({ sort: "trending", era, ...next }) : null };
  }

  return {
    /** One page of visible community suggestions; throws InvalidCursorError for a cursor it never made. */
    async listPage(sort: BoardSort, cursor: string | null, now: Date): Promise<BoardPage> {
      if (sort === "trending") {
        if (!cursor) return trendingPage(eraOf(now), undefined, undefined);
        const resume = decodeCursor(cursor, trendingSchema);
        const era = resume?.era;
        if (!resume || era === undefined || !keysIn(resume.current, trendPartition("community", era)) || !keysIn(resume.previous, trendPartition("community", era - 1))) {
          throw new InvalidCursorError();
        }
        return trendingPage(era, resume.current, resume.previous);
      }
      if (!cursor) return rankedPage(sort, undefined);
      const resume = decodeCursor(cursor, rankedSchema);
      if (!resume || resume.sort !== sort || resume.key.listing !== "community") throw new InvalidCursorError();
      return rankedPage(sort, resume.key);
    },
  };
}

/** A trending start key stays in the partition it names: a cursor cannot reach hidden suggestions. */
const keysIn = (key: StartKey | null, partition: string) =>
  key === null || Object.keys(key).length === 0 || key.trend_listing === partition;
