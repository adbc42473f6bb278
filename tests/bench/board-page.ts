// One page of the community list with 10,000 suggestions in the table: the first page of each
// sort (served from the function's few-second cache after the first read) and a page deep in the
// list (a cursor: one bounded query per index partition, then the page's items and vote shards
// by id, uncached). Measures; never asserts.
import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { createDocumentClient } from "@ai-leaders/core/db";
import { boardSorts, type BoardSort } from "@ai-leaders/core/voting";
import type { Suggestion } from "@ai-leaders/core/voting/repository";
import { eraOf, voteWeight } from "../../packages/core/src/voting/trending.ts";
import { initialPlace } from "../../packages/core/src/voting/records.ts";
import { shardIds } from "../../packages/core/src/voting/vote-counter.ts";
import type { LocalStack } from "@ai-leaders/local";
import { runLoad, type LoadResult } from "./latency.ts";
import { stackDatabase } from "../support/test-stack.ts";

export interface BoardPageBench {
  suggestions: number;
  /** Per sort: the first page (cached after one read) and the sixth page (by cursor). */
  pages: Record<BoardSort, { first: LoadResult; deep: LoadResult }>;
}

/** Seeds `suggestions` community suggestions straight into the table, then times pages over HTTP. */
export async function benchBoardPage(
  stack: LocalStack,
  token: string,
  { suggestions = 10_000, requests = 300, concurrency = 20 } = {},
): Promise<BoardPageBench> {
  await seedSuggestions(stack, suggestions);
  const headers = { "x-access-token": token };
  const page = (sort: BoardSort, cursor?: string) =>
    fetch(`${stack.url}/api/suggestions?sort=${sort}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers });

  const pages = {} as BoardPageBench["pages"];
  for (const sort of boardSorts) {
    let cursor: string | undefined;
    for (let i = 0; i < 5; i++) cursor = ((await (await page(sort, cursor)).json()) as { next_cursor: string }).next_cursor;
    pages[sort] = {
      first: await runLoad(requests, concurrency, () => page(sort)),
      deep: await runLoad(requests, concurrency, () => page(sort, cursor)),
    };
  }
  return { suggestions, pages };
}

/** Suggestions as the app stores them: spread over the index partitions, each one's votes on its first shard. */
export async function seedSuggestions(stack: LocalStack, count: number) {
  const db = stackDatabase(stack);
  const now = Date.now();
  const items = Array.from({ length: count }, (_, i): Array<Record<string, unknown>> => {
    const created = new Date(now - i * 60_000);
    const votes = (i * 7919) % 500;
    const id = crypto.randomUUID();
    const era = eraOf(created);
    const suggestion: Suggestion = {
      id,
      title: `Bench suggestion ${i}`,
      description: null,
      vote_count: votes,
      comment_count: 0,
      created_at: created.toISOString(),
      listing: "community",
      status: "open",
      ...initialPlace(id, "community", created),
      trend_score: votes * voteWeight(created),
    };
    return [
      suggestion as unknown as Record<string, unknown>,
      { id: shardIds(id)[0], votes, [`trend_${era}`]: votes * voteWeight(created) },
    ];
  }).flat();
  const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, i * 25 + 25));
  try {
    for (let i = 0; i < batches.length; i += 8) {
      await Promise.all(batches.slice(i, i + 8).map((batch) => writeBatch(db, stack.tableNames.suggestions, batch)));
    }
  } finally {
    db.destroy();
  }
}

async function writeBatch(db: ReturnType<typeof createDocumentClient>, table: string, batch: Array<Record<string, unknown>>) {
  let requests: NonNullable<BatchWriteCommand["input"]["RequestItems"]>[string] = batch.map((Item) => ({ PutRequest: { Item } }));
  while (requests.length > 0) {
    const result = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
    requests = result.UnprocessedItems?.[table] ?? [];
  }
}
