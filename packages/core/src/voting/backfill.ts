// Suggestions stored before the board's indexes were spread, its votes counted on shards, or its vote
// rows spread by voter. upgradeSuggestion gives one its index partitions and moves its count and
// trending score onto its first shard, in one transaction that runs once (it requires `board` to be
// absent); spreadVoteRows moves its vote rows to their voter parts. Run on start by the local stack,
// after a deploy by the cloud's upgrade script, and by a vote or merge on a suggestion not yet moved.
import { UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { boardPartition, trendListing, type Suggestion, type VotingTables } from "./records.ts";
import { conditionFailed, transact } from "../db/transact.ts";
import { eraOf } from "./trending.ts";
import { shardChange } from "./vote-counter.ts";
import { legacyVoteRowKey, readVoteRows, voteRowKey } from "./vote-rows.ts";
import { scanPages } from "../db/pages.ts";

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

/** Every suggestion not yet moved, on both counts; safe to run again. Returns how many it changed. */
export async function backfillBoard(db: DynamoDBDocumentClient, tables: VotingTables): Promise<number> {
  let changed = 0;
  const pages = scanPages(db, {
    TableName: tables.suggestions,
    FilterExpression: "attribute_exists(listing) AND (attribute_not_exists(board) OR attribute_not_exists(vote_rows_spread))",
  });
  for await (const page of pages) {
    for (const item of (page.Items ?? []) as Suggestion[]) {
      const upgraded = !item.board && (await upgradeSuggestion(db, tables.suggestions, item));
      if (!item.vote_rows_spread) await spreadVoteRows(db, tables, item);
      changed += upgraded || !item.vote_rows_spread ? 1 : 0;
    }
  }
  return changed;
}
