// Suggestions by id, as the board's keys-only indexes name them. With `exact`, each one's count and
// trending score are its shards' (vote-counter.ts), and a suggestion whose folded count was behind
// is folded. The suggestions and their first shards are read in one batch, consistently (a stale
// read could predate a widening and miss shards); only a crowded suggestion's other shards need a
// second.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { Suggestion } from "./records.ts";
import { batchGet, fold, isShard, shardId, shardIds, shardsOf, talliesOf, trendOf } from "./vote-counter.ts";

export async function loadSuggestions(
  db: DynamoDBDocumentClient,
  table: string,
  ids: string[],
  { exact = false, now = new Date() } = {},
): Promise<Suggestion[]> {
  if (ids.length === 0) return [];
  const items = await batchGet(db, table, exact ? [...ids, ...ids.map((id) => shardId(id, 0))] : ids, exact);
  const byId = new Map((items.filter((item) => item.listing) as unknown as Suggestion[]).map((item) => [item.id, item]));
  const suggestions = ids.flatMap((id) => byId.get(id) ?? []);
  if (!exact) return suggestions;

  const otherShards = suggestions
    .filter((suggestion) => shardsOf(suggestion) > 1)
    .flatMap((suggestion) => shardIds(suggestion.id, shardsOf(suggestion)).slice(1));
  const shards = [...items.filter(isShard), ...(otherShards.length > 0 ? await batchGet(db, table, otherShards, true) : [])];
  const tallies = talliesOf(ids, shards);
  const behind = suggestions.filter((suggestion) => suggestion.board && tallies.get(suggestion.id)!.votes > suggestion.vote_count);
  await Promise.all(behind.map((suggestion) => fold(db, table, suggestion, tallies.get(suggestion.id)!, now, { onlyForward: true })));
  return suggestions.map((suggestion) => {
    if (!suggestion.board) return suggestion;
    const tally = tallies.get(suggestion.id)!;
    const { trend_era, trend_score } = trendOf(suggestion, tally);
    return { ...suggestion, vote_count: tally.votes, trend_era, trend_score };
  });
}
