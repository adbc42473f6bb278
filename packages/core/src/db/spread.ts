// An index whose partition key had one value ("community", "jobs") put every write of a crowd on
// one partition (1,000 WCU/s). Spread indexes key each item by one of a few values chosen by a hash
// of its id, and a reader queries every value in parallel and merges them in order.
import { QueryCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";

export type StartKey = Record<string, string | number>;

/** Which of `count` spread partitions an id belongs to (FNV-1a: the same on every runtime). */
export function spreadOf(id: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % count;
}

/** Where each partition's stream resumes: {} at its start, null once it is used up. */
export type SpreadPositions = Array<StartKey | null>;

export interface SpreadIndex {
  table: string;
  index: string;
  partitionKey: string;
  /** The table's key attributes and the index's: what DynamoDB resumes after. */
  keyAttributes: string[];
  /** Every value of the partition key this read merges. */
  partitions: string[];
  /** An item's place in the merged order (larger first), from its index keys; `partition` is its stream. */
  rank: (key: StartKey, partition: number) => number | string;
  filter?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
  /** With a filter, how many items a query evaluates at least, so a rare match costs few rounds. */
  readAhead?: number;
}

/**
 * Up to `limit` index items (keys and projected attributes), highest rank first across all
 * partitions, each read once: an item is only given out when no partition still unread could hold
 * a higher one. At most `maxRounds` rounds of one query per partition (a filter may need several).
 */
export async function readSpread(
  db: DynamoDBDocumentClient,
  spread: SpreadIndex,
  from: SpreadPositions,
  limit: number,
  maxRounds = 1,
): Promise<{ items: StartKey[]; next: SpreadPositions }> {
  const positions = [...from];
  const items: StartKey[] = [];
  for (let round = 0; round < maxRounds && items.length < limit && positions.some((position) => position !== null); round++) {
    const want = limit - items.length;
    const reads = await Promise.all(
      positions.map((position, partition) =>
        position === null ? null : queryPartition(db, spread, partition, position, Math.max(want + 1, spread.readAhead ?? 0)),
      ),
    );
    // Unread items of a partition rank at most as high as the last one it evaluated.
    const floors = reads.map((read, partition) => (read?.last ? spread.rank(read.last, partition) : null));
    const candidates = reads.flatMap((read, partition) =>
      (read?.items ?? [])
        .filter((item) => floors.every((floor, other) => other === partition || floor === null || spread.rank(item, partition) >= floor))
        .map((item) => ({ item, partition })),
    );
    // A stable sort keeps each partition's own order among equal ranks.
    const taken = candidates.sort((a, b) => compare(spread.rank(b.item, b.partition), spread.rank(a.item, a.partition))).slice(0, want);
    items.push(...taken.map(({ item }) => item));
    reads.forEach((read, partition) => {
      if (!read) return;
      const used = taken.filter((entry) => entry.partition === partition);
      if (used.length === read.items.length) positions[partition] = read.last ?? null;
      else if (used.length > 0) positions[partition] = keyOf(used.at(-1)!.item, spread);
    });
  }
  return { items, next: positions };
}

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

/** The key DynamoDB resumes after: the table's and the index's attributes of an index item. */
function keyOf(item: StartKey, spread: SpreadIndex): StartKey {
  return Object.fromEntries(spread.keyAttributes.map((name) => [name, item[name]!]));
}

async function queryPartition(db: DynamoDBDocumentClient, spread: SpreadIndex, partition: number, after: StartKey, limit: number) {
  const page = await db.send(
    new QueryCommand({
      TableName: spread.table,
      IndexName: spread.index,
      KeyConditionExpression: "#partition = :partition",
      ...(spread.filter && { FilterExpression: spread.filter.expression }),
      ExpressionAttributeNames: { "#partition": spread.partitionKey, ...spread.filter?.names },
      ExpressionAttributeValues: { ":partition": spread.partitions[partition], ...spread.filter?.values },
      ScanIndexForward: false,
      ExclusiveStartKey: Object.keys(after).length > 0 ? after : undefined,
      Limit: limit,
    }),
  );
  return { items: (page.Items ?? []) as StartKey[], last: page.LastEvaluatedKey as StartKey | undefined };
}
