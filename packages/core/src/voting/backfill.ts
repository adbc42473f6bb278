// Suggestions stored before the board's indexes were spread and its votes sharded: each gets its
// index partitions, and its count and trending score move onto its first shard, in one transaction
// that runs once (it requires `board` to be absent). Run on start by the local stack, and by a vote
// on a suggestion not yet moved.
import { ScanCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { boardPartition, trendListing, type Suggestion } from "./records.ts";
import { transact } from "./transact.ts";
import { eraOf } from "./trending.ts";
import { shardChange } from "./vote-counter.ts";

/** Moves one suggestion; false when it had been moved already. */
export async function upgradeSuggestion(db: DynamoDBDocumentClient, table: string, suggestion: Suggestion): Promise<boolean> {
  const era = suggestion.trend_era ?? eraOf(new Date(suggestion.created_at));
  const weights = new Map<number, number>(suggestion.trend_score ? [[era, suggestion.trend_score]] : []);
  const refused = await transact(db, [
    {
      Update: {
        TableName: table,
        Key: { id: suggestion.id },
        UpdateExpression: "SET board = :board, trend_era = :era, trend_score = if_not_exists(trend_score, :zero), trend_listing = :trend, counted_at = :zero",
        ConditionExpression: "attribute_exists(listing) AND attribute_not_exists(board)",
        ExpressionAttributeValues: {
          ":board": boardPartition(suggestion.listing, suggestion.id),
          ":era": era,
          ":zero": 0,
          ":trend": trendListing(suggestion.listing, era, suggestion.id),
        },
      },
    },
    shardChange(table, suggestion.id, { votes: suggestion.vote_count ?? 0, weights }, 0),
  ]);
  return refused === null;
}

/** Every suggestion not yet moved; safe to run again. Returns how many it moved. */
export async function backfillBoard(db: DynamoDBDocumentClient, table: string): Promise<number> {
  let moved = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: "attribute_exists(listing) AND attribute_not_exists(board)",
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of (page.Items ?? []) as Suggestion[]) if (await upgradeSuggestion(db, table, item)) moved += 1;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return moved;
}
