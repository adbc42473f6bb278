// A suggestion's votes are counted on counter items (shards), not on the suggestion itself: one
// item takes ~500 transactions a second (1,000 WCU/s, 2 WCU each). A suggestion starts with one
// shard, so a board page reads one counter per suggestion; a fold that sees votes arrive faster
// than `widenAtVotesPerSecond` spreads it over `voteShards` (never back), and a vote adds 1 to one
// of them at random. The shards' sum is the exact count; it is folded into the suggestion's
// `vote_count` (the byVotes sort key) and trending score by a vote about once per `foldEveryMs`
// (foldDue), and by any board read that finds it behind.
import { BatchGetCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { updateIf } from "../db/index.ts";
import type { TransactItems } from "../db/transact.ts";
import { trendListing, type Suggestion } from "./records.ts";
import { carriedScore, eraOf } from "./trending.ts";

export const voteShards = 16;
export const foldEveryMs = 1_000;
/** Far below one item's ~500 transactions a second, so a crowd is spread before votes conflict. */
export const widenAtVotesPerSecond = 20;

export const shardId = (suggestionId: string, shard: number) => `${suggestionId}#votes#${shard}`;
export const shardIds = (suggestionId: string, count = voteShards) =>
  Array.from({ length: count }, (_, shard) => shardId(suggestionId, shard));
const shardPattern = /#votes#\d+$/;
export const isShard = (item: Record<string, unknown>) => shardPattern.test(String(item.id));

/** How many shards a suggestion's votes are on; suggestions sharded before widening existed use all. */
export const shardsOf = (suggestion: Pick<Suggestion, "vote_shards">) => suggestion.vote_shards ?? voteShards;

/** A suggestion's votes as its shards hold them: how many, and their trending weight per era. */
export interface VoteTally {
  votes: number;
  weights: Map<number, number>;
}

const eraAttribute = /^trend_(\d+)$/;

/** Adds votes (negative to take them away) and their weights, each in the era it was cast in. Every suggestion has shard 0. */
export function shardChange(table: string, suggestionId: string, tally: VoteTally, shard = 0): TransactItems[number] {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ":votes": tally.votes };
  const adds = ["votes :votes"];
  for (const [era, weight] of tally.weights) {
    names[`#era${era}`] = `trend_${era}`;
    values[`:era${era}`] = weight;
    adds.push(`#era${era} :era${era}`);
  }
  return {
    Update: {
      TableName: table,
      Key: { id: shardId(suggestionId, shard) },
      UpdateExpression: `ADD ${adds.join(", ")}`,
      ...(tally.weights.size > 0 && { ExpressionAttributeNames: names }),
      ExpressionAttributeValues: values,
    },
  };
}

/** The shards' sums for several suggestions, each over its own shards, read in batches of 100 keys. */
export async function readTallies(
  db: DynamoDBDocumentClient,
  table: string,
  suggestions: Array<Pick<Suggestion, "id" | "vote_shards">>,
  { consistent = false } = {},
) {
  const shards = await batchGet(
    db,
    table,
    suggestions.flatMap((suggestion) => shardIds(suggestion.id, shardsOf(suggestion))),
    consistent,
  );
  return talliesOf(
    suggestions.map((suggestion) => suggestion.id),
    shards,
  );
}

/** Each suggestion's tally from shard items read. */
export function talliesOf(suggestionIds: string[], shards: Array<Record<string, unknown>>) {
  const tallies = new Map<string, VoteTally>(suggestionIds.map((id) => [id, { votes: 0, weights: new Map() }]));
  for (const shard of shards) {
    const tally = tallies.get(String(shard.id).replace(shardPattern, ""));
    if (!tally) continue;
    tally.votes += Number(shard.votes ?? 0);
    for (const [name, value] of Object.entries(shard)) {
      const era = eraAttribute.exec(name)?.[1];
      if (era !== undefined) tally.weights.set(Number(era), (tally.weights.get(Number(era)) ?? 0) + Number(value));
    }
  }
  return tallies;
}

/** Items by id, in batches of 100 keys, tried again while DynamoDB leaves some unprocessed. */
export async function batchGet(
  db: DynamoDBDocumentClient,
  table: string,
  ids: string[],
  consistent: boolean,
): Promise<Array<Record<string, unknown>>> {
  const chunks = Array.from({ length: Math.ceil(ids.length / 100) }, (_, i) => ids.slice(i * 100, i * 100 + 100));
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const items: Array<Record<string, unknown>> = [];
      let keys: Array<Record<string, unknown>> = chunk.map((id) => ({ id }));
      for (let attempt = 0; keys.length > 0; attempt++) {
        // Unprocessed keys mean the table is throttling: back off before asking again (AWS's advice).
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 25 * 2 ** attempt)));
        const result = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: consistent } } }));
        items.push(...(result.Responses?.[table] ?? []));
        keys = result.UnprocessedKeys?.[table]?.Keys ?? [];
      }
      return items;
    }),
  );
  return pages.flat();
}

/** The suggestion's trending fields from its tally: the latest era voted in, earlier eras carried into it. */
export function trendOf(suggestion: Suggestion, tally: VoteTally) {
  const era = Math.max(suggestion.trend_era ?? eraOf(new Date(suggestion.created_at)), ...tally.weights.keys());
  let score = 0;
  for (const [from, weight] of tally.weights) score += carriedScore(weight, from, era);
  return { trend_era: era, trend_score: score, trend_listing: trendListing(suggestion.listing, era, suggestion.id) };
}

export const randomShard = (suggestion: Pick<Suggestion, "vote_shards">) => Math.floor(Math.random() * shardsOf(suggestion));

/**
 * Whether a vote on `shard` should fold the count now. Every vote that read the suggestion before
 * the last fold landed sees it as due: so in the first `foldEveryMs` after it is due, only votes on
 * shard 0 fold (a crowd sends one in 16 of its votes, not all, to read the shards and write); after
 * twice that, any vote does, so a trickle of votes is folded at once.
 */
export function foldDue(suggestion: Suggestion, shard: number, now: Date): boolean {
  const since = now.getTime() - (suggestion.counted_at ?? 0);
  return since >= 2 * foldEveryMs || (since >= foldEveryMs && shard === 0);
}

/** Whether the votes folded now came in fast enough to spread the suggestion over every shard. */
function crowded(suggestion: Suggestion, tally: VoteTally, now: Date): boolean {
  const seconds = Math.max(1, (now.getTime() - (suggestion.counted_at ?? 0)) / 1_000);
  return shardsOf(suggestion) < voteShards && (tally.votes - suggestion.vote_count) / seconds >= widenAtVotesPerSecond;
}

/**
 * Writes the tally into the suggestion, if nobody folded it since `suggestion` was read (and, with
 * `onlyForward`, if it adds votes: a read that is not consistent may have seen fewer). Widens the
 * suggestion's shards when it is crowded. Returns whether it wrote.
 */
export async function fold(
  db: DynamoDBDocumentClient,
  table: string,
  suggestion: Suggestion,
  tally: VoteTally,
  now: Date,
  { onlyForward = false } = {},
) {
  const trend = trendOf(suggestion, tally);
  const widen = crowded(suggestion, tally, now);
  return updateIf(db, {
    TableName: table,
    Key: { id: suggestion.id },
    UpdateExpression: `SET vote_count = :votes, trend_era = :era, trend_score = :score, trend_listing = :trend, counted_at = :at${widen ? ", vote_shards = :shards" : ""}`,
    ConditionExpression: `listing = :listing AND counted_at = :counted${onlyForward ? " AND vote_count < :votes" : ""}`,
    ExpressionAttributeValues: {
      ":votes": tally.votes,
      ":era": trend.trend_era,
      ":score": trend.trend_score,
      ":trend": trend.trend_listing,
      ":at": now.getTime(),
      ":listing": suggestion.listing,
      ":counted": suggestion.counted_at ?? 0,
      ...(widen && { ":shards": voteShards }),
    },
  });
}
