// One page of the console's Board list (the admin's suggestions, newest first) with 10,000
// suggestions in the table: the first page and a page deep in the list (by cursor). Each is one
// bounded index query, never a read of the whole partition. Measures; never asserts.
import type { LocalStack } from "@ai-leaders/local";
import { runLoad, type LoadResult } from "./latency.ts";
import { seedSuggestions } from "./board-page.ts";

export interface AdminBoardPageBench {
  suggestions: number;
  /** The first page, and the sixth (reached by following the cursors). */
  first: LoadResult;
  deep: LoadResult;
}

/**
 * `adminToken`: an access token of an admin who has changed the one-time password. Pass
 * `seed: false` when the stack already holds the suggestions (after `benchBoardPage`).
 */
export async function benchAdminBoardPage(
  stack: LocalStack,
  adminToken: string,
  { suggestions = 10_000, seed = true, requests = 300, concurrency = 20 } = {},
): Promise<AdminBoardPageBench> {
  if (seed) await seedSuggestions(stack, suggestions);
  const headers = { authorization: `Bearer ${adminToken}` };
  const page = (cursor?: string) =>
    fetch(`${stack.url}/api/admin/board/suggestions?state=visible${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers });

  let cursor: string | undefined;
  for (let i = 0; i < 5; i++) {
    const answer = await page(cursor);
    if (!answer.ok) throw new Error(`The console's board list answered ${answer.status}`);
    cursor = ((await answer.json()) as { next_cursor: string }).next_cursor;
  }
  return {
    suggestions,
    first: await runLoad(requests, concurrency, () => page()),
    deep: await runLoad(requests, concurrency, () => page(cursor)),
  };
}
