// One row per voter and suggestion: the vote's proof, refused a second time by its key. A crowd on
// one suggestion would write one partition (1,000 WCU/s, 500 votes/s in transactions), so a row's
// partition key is the suggestion's id and one of `voteRowSpread` parts, chosen by a hash of the
// voter: `<suggestion id>#<part>`. Rows stored before the spread sit under the bare id until
// backfill.ts moves them; the suggestion then has `vote_rows_spread`.
import { BatchGetCommand, QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { voterVotesIndex } from "@ai-leaders/infra";
import { spreadOf } from "../db/spread.ts";
import { queryAll } from "../db/pages.ts";

export const voteRowSpread = 16;

export interface VoteRow {
  /** `<suggestion id>#<part>`; the bare id on a row stored before the spread. */
  suggestion_id: string;
  voter_id: string;
  created_at: string;
  merged_from?: string;
}

/** The suggestion a row counts for: its partition key without the voter part. */
export const suggestionOfRow = (row: Pick<VoteRow, "suggestion_id">) => row.suggestion_id.split("#")[0]!;

export const voteRowKey = (suggestionId: string, voterId: string) => ({
  suggestion_id: `${suggestionId}#${spreadOf(voterId, voteRowSpread)}`,
  voter_id: voterId,
});
export const legacyVoteRowKey = (suggestionId: string, voterId: string) => ({ suggestion_id: suggestionId, voter_id: voterId });

/** Every partition a suggestion's rows can be in, the pre-spread one last. */
export const voteRowPartitions = (suggestionId: string) => [
  ...Array.from({ length: voteRowSpread }, (_, part) => `${suggestionId}#${part}`),
  suggestionId,
];

/** Up to `limit` of a suggestion's rows, read consistently, taken from its partitions in order. */
export async function readVoteRows(db: DynamoDBDocumentClient, table: string, partitions: string[], limit: number): Promise<VoteRow[]> {
  const rows: VoteRow[] = [];
  for (const partition of partitions) {
    const page = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: "suggestion_id = :partition",
        ExpressionAttributeValues: { ":partition": partition },
        ConsistentRead: true,
        Limit: limit - rows.length,
      }),
    );
    rows.push(...((page.Items ?? []) as VoteRow[]));
    if (rows.length === limit) break;
  }
  return rows;
}

/** Which of `suggestionIds` the voter has a vote on (under the spread key or the pre-spread one). */
export async function votedBy(
  db: DynamoDBDocumentClient,
  table: string,
  voterId: string,
  suggestionIds: readonly string[],
): Promise<Set<string>> {
  const voted = new Set<string>();
  // Two keys an id, and BatchGetItem takes 100 keys a call.
  for (let start = 0; start < suggestionIds.length; start += 50) {
    const idOfPartition = new Map<string, string>();
    for (const id of suggestionIds.slice(start, start + 50)) {
      idOfPartition.set(voteRowKey(id, voterId).suggestion_id, id);
      idOfPartition.set(id, id);
    }
    let keys: Array<Record<string, unknown>> | undefined = [...idOfPartition.keys()].map((partition) => ({
      suggestion_id: partition,
      voter_id: voterId,
    }));
    // Keys DynamoDB could not read this time (throttled) come back to be asked again.
    while (keys && keys.length > 0) {
      const answer = await db.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ProjectionExpression: "suggestion_id" } } }),
      );
      for (const row of answer.Responses?.[table] ?? []) voted.add(idOfPartition.get(String(row.suggestion_id))!);
      keys = answer.UnprocessedKeys?.[table]?.Keys as Array<Record<string, unknown>> | undefined;
    }
  }
  return voted;
}

/** The voter ids of a suggestion's signed-in voters: its rows whose voter id begins with `prefix`, in every partition. */
export async function votersWithPrefix(db: DynamoDBDocumentClient, table: string, suggestionId: string, prefix: string): Promise<string[]> {
  const rows = await Promise.all(
    voteRowPartitions(suggestionId).map((partition) =>
      queryAll<Pick<VoteRow, "voter_id">>(db, {
        TableName: table,
        KeyConditionExpression: "suggestion_id = :partition AND begins_with(voter_id, :prefix)",
        ExpressionAttributeValues: { ":partition": partition, ":prefix": prefix },
        ProjectionExpression: "voter_id",
      }),
    ),
  );
  return rows.flat().map((row) => row.voter_id);
}

/**
 * Every row of one voter, newest first, from the byVoter index. The index trails the table by a
 * moment: a caller that acts on a row reads it again, consistently, by its key.
 */
export async function rowsOfVoter(db: DynamoDBDocumentClient, table: string, voterId: string): Promise<VoteRow[]> {
  return queryAll<VoteRow>(db, {
    TableName: table,
    IndexName: voterVotesIndex,
    KeyConditionExpression: "voter_id = :voter",
    ExpressionAttributeValues: { ":voter": voterId },
    ScanIndexForward: false,
  });
}
