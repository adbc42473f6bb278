// Erasure's one DynamoDB move: every item a query or scan finds, deleted by its key.
import { DeleteCommand, type DynamoDBDocumentClient, type QueryCommandOutput, type ScanCommandOutput } from "@aws-sdk/lib-dynamodb";

type Item = Record<string, unknown>;

/** Deletes each item the pages hold (those `where` accepts), keyed by `keyNames`; returns the items deleted. */
export async function deleteFound(
  db: DynamoDBDocumentClient,
  tableName: string,
  keyNames: string[],
  pages: AsyncIterable<QueryCommandOutput | ScanCommandOutput>,
  where: (item: Item) => boolean = () => true,
): Promise<Item[]> {
  const deleted: Item[] = [];
  for await (const page of pages) {
    for (const item of (page.Items ?? []).filter(where)) {
      const key = Object.fromEntries(keyNames.map((name) => [name, item[name]]));
      await db.send(new DeleteCommand({ TableName: tableName, Key: key }));
      deleted.push(item);
    }
  }
  return deleted;
}
