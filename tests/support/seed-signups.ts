// Rows stored straight in a local stack's table, not through the API: 25 to a batch write, 16
// batches at once, what DynamoDB leaves unprocessed sent again. 200,000 signups in seconds.
import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { NewsletterSignup } from "@ai-leaders/core/newsletter";
import type { TableKey } from "@ai-leaders/infra";
import type { LocalStack } from "@ai-leaders/local";
import { stackDatabase } from "./test-stack.ts";

const rowsPerBatch = 25;
const batchesAtOnce = 16;

export function seedSignups(stack: LocalStack, signups: NewsletterSignup[]): Promise<void> {
  return seedTable(stack, "newsletterSignups", signups);
}

export async function seedTable(stack: LocalStack, table: TableKey, rows: object[]): Promise<void> {
  const db = stackDatabase(stack);
  const tableName = stack.tableNames[table];
  let next = 0;
  const writer = async () => {
    while (next < rows.length) {
      const first = next;
      next += rowsPerBatch;
      let requests: NonNullable<BatchWriteCommand["input"]["RequestItems"]>[string] = rows
        .slice(first, next)
        .map((row) => ({ PutRequest: { Item: row as Record<string, unknown> } }));
      while (requests.length > 0) {
        const written = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: requests } }));
        requests = written.UnprocessedItems?.[tableName] ?? [];
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: batchesAtOnce }, writer));
  } finally {
    db.destroy();
  }
}
