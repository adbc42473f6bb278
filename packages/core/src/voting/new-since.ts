// The board's suggestions made since an instant, newest first: the visible ones and those waiting
// for the operator's approval, read through the byNew index (keys only) and loaded by id.
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { loadSuggestions } from "./load.ts";
import { boardPartitions, type Listing, type Suggestion } from "./records.ts";
import { queryPages } from "../db/pages.ts";

const listings: Listing[] = ["community", "pending"];

export async function suggestionsSince(db: DynamoDBDocumentClient, table: string, since: Date, limit: number): Promise<Suggestion[]> {
  const partitions = listings.flatMap(boardPartitions);
  const keys = await Promise.all(
    partitions.map(async (board) => {
      const found: Array<{ id: string; created_at: string }> = [];
      const pages = queryPages(db, {
        TableName: table,
        IndexName: "byNew",
        KeyConditionExpression: "board = :board AND created_at >= :since",
        ExpressionAttributeValues: { ":board": board, ":since": since.toISOString() },
        ScanIndexForward: false,
      });
      for await (const page of pages) {
        found.push(...((page.Items ?? []) as typeof found));
        if (found.length >= limit) break;
      }
      return found;
    }),
  );
  const newest = keys
    .flat()
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .slice(0, limit);
  // Counts as last folded (a few seconds behind at most): a read that never writes, for a weekly mail.
  return loadSuggestions(
    db,
    table,
    newest.map((key) => key.id),
  );
}
