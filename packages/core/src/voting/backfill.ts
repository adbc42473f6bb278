// Suggestions stored before the board's indexes were spread, its votes counted on shards, or its vote
// rows spread by voter. upgradeSuggestion gives one its index partitions and moves its count and
// trending score onto its first shard, in one transaction that runs once (it requires `board` to be
// absent); spreadVoteRows moves its vote rows to their voter parts. Run once per stage, page by page,
// as a migration (core/migrations), and by a vote or merge on a suggestion not yet moved.
import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { boardPartition, trendListing, type Suggestion, type VotingTables } from "./records.ts";
import { conditionFailed, transact } from "../db/transact.ts";
import { eraOf } from "./trending.ts";
import { shardChange } from "./vote-counter.ts";
import { legacyVoteRowKey, readVoteRows, voteRowKey } from "./vote-rows.ts";
import type { StartKey } from "../db/spread.ts";
import { changePageSize, type ChangedPage } from "../db/pages.ts";

/** Moves one suggestion onto the spread indexes and one shard; false when it had been moved already. */
export async function upgradeSuggestion(db: DynamoDBDocumentClient, table: string, suggestion: Suggestion): Promise<boolean> {
  const era = suggestion.trend_era ?? eraOf(new Date(suggestion.created_at));
  const weights = new Map<number, number>(suggestion.trend_score ? [[era, suggestion.trend_score]] : []);
  const refused = await transact(db, [
    {
      Update: {
        TableName: table,
        Key: { id: suggestion.id },
        UpdateExpression:
          "SET board = :board, trend_era = :era, trend_score = if_not_exists(trend_score, :zero), trend_listing = :trend, counted_at = :zero, vote_shards = :one",
        ConditionExpression: "attribute_exists(listing) AND attribute_not_exists(board)",
        ExpressionAttributeValues: {
          ":board": boardPartition(suggestion.listing, suggestion.id),
          ":era": era,
          ":zero": 0,
          ":one": 1,
          ":trend": trendListing(suggestion.listing, era, suggestion.id),
        },
      },
    },
    shardChange(table, suggestion.id, { votes: suggestion.vote_count ?? 0, weights }),
  ]);
  return refused === null;
}

/** Rows moved per transaction: a delete and a put each, within DynamoDB's 100 items. */
const rowsPerMove = 50;
/** Batches cancelled because another run moved the same rows first are read again. */
const maxCancelledMoves = 10;

/** Moves one suggestion's vote rows from its bare id to their voter parts, then marks it moved. Safe to run again. */
export async function spreadVoteRows(db: DynamoDBDocumentClient, tables: VotingTables, suggestion: Suggestion): Promise<number> {
  let moved = 0;
  for (let cancelledMoves = 0; ;) {
    const rows = await readVoteRows(db, tables.votes, [suggestion.id], rowsPerMove);
    if (rows.length === 0) break;
    const cancelled = await transact(
      db,
      rows.flatMap((row) => [
        {
          Delete: {
            TableName: tables.votes,
            Key: legacyVoteRowKey(suggestion.id, row.voter_id),
            ConditionExpression: "attribute_exists(voter_id)",
          },
        },
        {
          Put: {
            TableName: tables.votes,
            Item: { ...row, ...voteRowKey(suggestion.id, row.voter_id) },
            ConditionExpression: "attribute_not_exists(voter_id)",
          },
        },
      ]),
    );
    if (!cancelled) {
      moved += rows.length;
      continue;
    }
    if (!cancelled.some((_, index) => conditionFailed(cancelled, index)) || ++cancelledMoves > maxCancelledMoves) {
      throw new Error(`Moving the vote rows of ${suggestion.id} was cancelled: ${cancelled.join(", ")}`);
    }
  }
  try {
    await db.send(
      new UpdateCommand({
        TableName: tables.suggestions,
        Key: { id: suggestion.id },
        UpdateExpression: "SET vote_rows_spread = :moved",
        ConditionExpression: "attribute_exists(listing)",
        ExpressionAttributeValues: { ":moved": true },
      }),
    );
  } catch (error) {
    // Deleted meanwhile: nothing is left to mark.
    if (!isConditionFailure(error)) throw error;
  }
  return moved;
}

/**
 * One page of the suggestions not yet moved, on both counts, from `cursor` (undefined: the start);
 * safe to run again. The next page's cursor, null after the last, and how many it changed.
 */
export async function backfillBoardPage(
  db: DynamoDBDocumentClient,
  tables: VotingTables,
  cursor: StartKey | undefined,
): Promise<ChangedPage> {
  const page = await db.send(
    new ScanCommand({
      TableName: tables.suggestions,
      FilterExpression: "attribute_exists(listing) AND (attribute_not_exists(board) OR attribute_not_exists(vote_rows_spread))",
      Limit: changePageSize,
      ...(cursor && { ExclusiveStartKey: cursor }),
    }),
  );
  let changed = 0;
  for (const item of (page.Items ?? []) as Suggestion[]) {
    const upgraded = !item.board && (await upgradeSuggestion(db, tables.suggestions, item));
    if (!item.vote_rows_spread) await spreadVoteRows(db, tables, item);
    changed += upgraded || !item.vote_rows_spread ? 1 : 0;
  }
  return { next: (page.LastEvaluatedKey as StartKey | undefined) ?? null, changed };
}
