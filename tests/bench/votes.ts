// Votes on one suggestion: many distinct voters at once through the HTTP API (each vote without a
// cookie is a new voter), then the count the board shows, the vote rows in the table, and how far
// the index's sort key (vote_count, folded from the shards) trailed the count. Measures; never asserts.
import type { LocalStack } from "@ai-leaders/local";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { runLoad, type LoadResult } from "./latency.ts";
import { stackDatabase } from "../support/test-stack.ts";

export interface VoteBench {
  load: LoadResult;
  /** What the board's first page shows for the suggestion afterwards. */
  shown: number | undefined;
  voteRows: number;
  /** The stored sort key right after the burst, and once a board read has folded the rest. */
  sortKeyAfterBurst: number;
  sortKeyAfterRead: number;
}

export async function benchVotes(stack: LocalStack, token: string, { votes = 1_000, concurrency = 100 } = {}): Promise<VoteBench> {
  const headers = { "content-type": "application/json", "x-access-token": token };
  const created = await fetch(`${stack.url}/api/suggestions`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title: "Bench suggestion" }),
  });
  const { suggestion } = (await created.json()) as { suggestion: { id: string } };
  const load = await runLoad(votes, concurrency, () =>
    fetch(`${stack.url}/api/suggestions/${suggestion.id}/votes`, { method: "POST", headers }),
  );
  const sortKeyAfterBurst = await storedCount(stack, suggestion.id);
  const listing = (await (await fetch(`${stack.url}/api/suggestions`, { headers })).json()) as {
    community: Array<{ id: string; vote_count: number }>;
  };
  return {
    load,
    shown: listing.community.find((item) => item.id === suggestion.id)?.vote_count,
    voteRows: await voteRows(stack, suggestion.id),
    sortKeyAfterBurst,
    sortKeyAfterRead: await storedCount(stack, suggestion.id),
  };
}

async function scan(stack: LocalStack, table: string, filter: string, values: Record<string, unknown>) {
  const db = stackDatabase(stack);
  try {
    const items: Array<Record<string, unknown>> = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new ScanCommand({ TableName: table, FilterExpression: filter, ExpressionAttributeValues: values, ExclusiveStartKey: startKey }),
      );
      items.push(...(page.Items ?? []));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  } finally {
    db.destroy();
  }
}

const storedCount = async (stack: LocalStack, id: string) =>
  Number((await scan(stack, stack.tableNames.suggestions, "id = :id", { ":id": id }))[0]?.vote_count);
const voteRows = async (stack: LocalStack, id: string) =>
  (await scan(stack, stack.tableNames.suggestionVotes, "begins_with(suggestion_id, :id)", { ":id": `${id}#` })).length;
