// Records deleted by key, 25 a call (BatchWriteItem's most), the unprocessed ones sent again.
import { BatchWriteCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

const batchWriteMax = 25;

export async function deleteKeys(db: DynamoDBDocumentClient, table: string, keys: Array<Record<string, unknown>>): Promise<void> {
  for (let start = 0; start < keys.length; start += batchWriteMax) {
    let requests = keys.slice(start, start + batchWriteMax).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}
