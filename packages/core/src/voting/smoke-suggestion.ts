// The suggestion the smoke check votes on (issue 44, Deliver 7). It is stored on its first vote
// under a fixed id, in a listing of its own ("smoke") that no visitor's list, the console's lists,
// its exports or the weekly digest read. Its vote is an ordinary one (the same transaction, voter
// and repeat refusal as any), and the smoke clears it at the end of each run, so a run leaves no vote.
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { transact } from "../db/transact.ts";
import { initialPlace, type Suggestion, type VotingTables } from "./records.ts";
import { shardIds } from "./vote-counter.ts";
import { readVoteRows, voteRowPartitions } from "./vote-rows.ts";

/** Never an id a visitor's suggestion gets (a UUID) or a predefined tool's (`predefined-…`). */
export const smokeSuggestionId = "smoke-check";

/** Stores the smoke's suggestion unless it is stored already. */
export async function storeSmokeSuggestion(db: DynamoDBDocumentClient, table: string, now: Date): Promise<void> {
  const item: Suggestion = {
    id: smokeSuggestionId,
    title: "The smoke check's suggestion (never listed)",
    description: null,
    vote_count: 0,
    comment_count: 0,
    created_at: now.toISOString(),
    listing: "smoke",
    status: "open",
    ...initialPlace(smokeSuggestionId, "smoke", now),
  };
  try {
    await db.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: "attribute_not_exists(id)" }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Deletes every vote on the smoke's suggestion and starts its count again from nothing; answers
 * how many votes it deleted. A run that stopped halfway leaves its vote for the next run to clear.
 */
export async function clearSmokeVotes(db: DynamoDBDocumentClient, tables: VotingTables): Promise<number> {
  let cleared = 0;
  for (;;) {
    const rows = await readVoteRows(db, tables.votes, voteRowPartitions(smokeSuggestionId), 50);
    if (rows.length === 0) break;
    const refused = await transact(
      db,
      rows.map(({ suggestion_id, voter_id }) => ({ Delete: { TableName: tables.votes, Key: { suggestion_id, voter_id } } })),
    );
    if (refused) throw new Error(`Clearing the smoke's votes was cancelled: ${refused.join(", ")}`);
    cleared += rows.length;
  }
  const refused = await transact(
    db,
    shardIds(smokeSuggestionId).map((id) => ({ Delete: { TableName: tables.suggestions, Key: { id } } })),
  );
  if (refused) throw new Error(`Clearing the smoke's counters was cancelled: ${refused.join(", ")}`);
  try {
    await db.send(
      new UpdateCommand({
        TableName: tables.suggestions,
        Key: { id: smokeSuggestionId },
        UpdateExpression: "SET vote_count = :zero, counted_at = :zero, trend_score = :zero, vote_shards = :one",
        ConditionExpression: "listing = :smoke",
        ExpressionAttributeValues: { ":zero": 0, ":one": 1, ":smoke": "smoke" },
      }),
    );
  } catch (error) {
    // Not stored yet: it has no count to reset.
    if (!isConditionFailure(error)) throw error;
  }
  return cleared;
}
