// The four predefined tools (spec §2, §3) as the operator works with them. Each is stored lazily as
// a suggestion (spec: on the first vote or comment), so a tool nobody has voted on yet is listed as
// it will be stored, with no votes, and is stored when the operator first acts on it (a status with
// a reply, or a merge into it).
import { PutCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "../db/index.ts";
import { initialPlace, type Suggestion } from "./records.ts";
import { predefinedSuggestionId, predefinedTitlePrefix, predefinedTools, type PredefinedToolId } from "./schema.ts";

type PredefinedTool = (typeof predefinedTools)[number];

/** The tool's suggestion as it is stored on first use: the title is the spec's code name. */
function unstoredTool(tool: PredefinedTool, now: Date, description: string = tool.description): Suggestion {
  const id = predefinedSuggestionId(tool.id);
  return {
    id,
    title: `${predefinedTitlePrefix}${tool.id}`,
    description,
    vote_count: 0,
    comment_count: 0,
    created_at: now.toISOString(),
    listing: "predefined",
    status: "open",
    ...initialPlace(id, "predefined", now),
  };
}

/** Stores the tool's suggestion unless it is stored already (exactly once, however many race). */
export async function storePredefinedTool(
  db: DynamoDBDocumentClient,
  table: string,
  toolId: PredefinedToolId,
  now: Date,
  description?: string,
): Promise<string> {
  const tool = predefinedTools.find((candidate) => candidate.id === toolId)!;
  const item = unstoredTool(tool, now, description);
  try {
    await db.send(new PutCommand({ TableName: table, Item: item, ConditionExpression: "attribute_not_exists(id)" }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return item.id;
}

/** The four tools in the spec's order, each as stored or, not stored yet, as it will be. */
export function allPredefinedTools(stored: Suggestion[], now: Date): Array<{ suggestion: Suggestion; stored: boolean }> {
  return predefinedTools.map((tool) => {
    const found = stored.find((suggestion) => suggestion.id === predefinedSuggestionId(tool.id));
    return found ? { suggestion: found, stored: true } : { suggestion: unstoredTool(tool, now), stored: false };
  });
}
