// Reading every page: DynamoDB answers a query or a scan at most 1 MB at a time, so whatever must
// see all of its items reads page after page. One shape for it (the SDK's paginators), not a
// hand-written loop over LastEvaluatedKey in each repository.
import {
  QueryCommand,
  paginateQuery,
  paginateScan,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type ScanCommandInput,
} from "@aws-sdk/lib-dynamodb";
import type { StartKey } from "./spread.ts";

/** Every item the query finds, in its order. */
export async function queryAll<Item = Record<string, unknown>>(db: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of paginateQuery({ client: db }, input)) items.push(...((page.Items ?? []) as Item[]));
  return items;
}

/** Every item the scan finds. */
export async function scanAll<Item = Record<string, unknown>>(db: DynamoDBDocumentClient, input: ScanCommandInput): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of paginateScan({ client: db }, input)) items.push(...((page.Items ?? []) as Item[]));
  return items;
}

/** The query's pages one at a time, for a reader that may stop early or act on each page. */
export const queryPages = (db: DynamoDBDocumentClient, input: QueryCommandInput) => paginateQuery({ client: db }, input);

/** The scan's pages one at a time. */
export const scanPages = (db: DynamoDBDocumentClient, input: ScanCommandInput) => paginateScan({ client: db }, input);

/** What one page of changes over a scan did: where the next page starts (null after the last), and how many records it changed. */
export interface ChangedPage {
  next: StartKey | null;
  changed: number;
}

/** Records one page of changes reads: few enough that a page ends well inside any function's time. */
export const changePageSize = 100;

export interface NewestPageQuery {
  TableName: string;
  IndexName?: string;
  /** The partition read: its key attribute and value. */
  partition: [name: string, value: string];
  Limit?: number;
  /** Where the page starts: the last page's LastEvaluatedKey. */
  after?: Record<string, unknown>;
}

/** One page of a partition, newest first (its sort key descending): the items, and where the next page starts. */
export async function newestPage<Item = Record<string, unknown>>(
  db: DynamoDBDocumentClient,
  { partition: [name, value], after, ...query }: NewestPageQuery,
): Promise<{ items: Item[]; next: StartKey | undefined }> {
  const page = await db.send(
    new QueryCommand({
      ...query,
      KeyConditionExpression: "#partition = :partition",
      ExpressionAttributeNames: { "#partition": name },
      ExpressionAttributeValues: { ":partition": value },
      ScanIndexForward: false,
      ...(after && { ExclusiveStartKey: after }),
    }),
  );
  return { items: (page.Items ?? []) as Item[], next: page.LastEvaluatedKey as StartKey | undefined };
}
