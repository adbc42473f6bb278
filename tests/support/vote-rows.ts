// A suggestion's vote rows as stored: keyed `<suggestion id>#<voter part>` (core/voting/vote-rows.ts).
import type { LocalStack } from "@ai-leaders/local";
import { postJson, scanTable } from "./test-stack.ts";

const suggestionOf = (row: Record<string, unknown>) => String(row.suggestion_id).replace(/#\d+$/, "");

export async function voteRowsOf(stack: LocalStack, suggestionId: string): Promise<Array<Record<string, unknown>>> {
  return (await scanTable(stack, "suggestionVotes")).filter((row) => suggestionOf(row) === suggestionId);
}

/** A suggestion as a visitor with the access token posts it: the answer, whose `json.suggestion` is what was stored. */
export function postSuggestion(stack: Pick<LocalStack, "request">, accessToken: string, title: string) {
  return postJson(
    stack.request,
    `/api/suggestions`,
    { title },
    { headers: { "content-type": "application/json", "x-access-token": accessToken } },
  );
}
