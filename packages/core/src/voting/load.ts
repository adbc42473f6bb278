// Suggestions by id, as the board's keys-only indexes name them. With `exact`, each one's count and
// trending score are its shards' (vote-counter.ts), and a suggestion whose folded count was behind
// is folded.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { Suggestion } from "./records.ts";
import { batchGet, fold, readTallies, trendOf } from "./vote-counter.ts";

export async function loadSuggestions(db: DynamoDBDocumentClient, table: string, ids: string[], { exact = false, now = new Date() } = {}): Promise<Suggestion[]> {
  if (ids.length === 0) return [];
  const [items, tallies] = await Promise.all([batchGet(db, table, ids, false), exact ? readTallies(db, table, ids) : null]);
  const byId = new Map((items as unknown as Suggestion[]).filter((item) => item.listing).map((item) => [item.id, item]));
  const suggestions = ids.flatMap((id) => byId.get(id) ?? []);
  if (!tallies) return suggestions;
  const behind = suggestions.filter((suggestion) => suggestion.board && tallies.get(suggestion.id)!.votes > suggestion.vote_count);
  await Promise.all(behind.map((suggestion) => fold(db, table, suggestion, tallies.get(suggestion.id)!, now, { onlyForward: true })));
  return suggestions.map((suggestion) => {
    if (!suggestion.board) return suggestion;
    const tally = tallies.get(suggestion.id)!;
    const { trend_era, trend_score } = trendOf(suggestion, tally);
    return { ...suggestion, vote_count: tally.votes, trend_era, trend_score };
  });
}
