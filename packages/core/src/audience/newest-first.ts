// A relayed table's records newest first, read from its relay-status index: one sorted stream per
// status, merged. The index already exists for the relay, so the console needs no index of its
// own, and a record whose status changes between two pages keeps its place (created_at is fixed).
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { relayStatusIndex } from "@ai-leaders/infra";
import type { RelayStatus } from "../relay/message.ts";
import { queryPages } from "../db/pages.ts";

/** A record's place in the order: newest first, then by key, so records made in the same millisecond keep one order. */
export interface Position {
  created_at: string;
  key: string;
}

/** Every status a record can be in: a new status added to RelayStatus must be added here too. */
const statuses = Object.keys({ pending: 1, delivered: 1, failed: 1, skipped: 1 } satisfies Record<RelayStatus, 1>) as RelayStatus[];

/** The console's lists read few records per page; an export asks for bigger pages. */
const listReadSize = 100;

export interface NewestFirstSource {
  db: DynamoDBDocumentClient;
  tableName: string;
  keyName: string;
}

type StoredRecord = { created_at: string };

const keyOf = (record: StoredRecord, keyName: string) => String((record as Record<string, unknown>)[keyName]);
const positionOf = (record: StoredRecord, keyName: string): Position => ({ created_at: record.created_at, key: keyOf(record, keyName) });

/** a comes before b in the listing. */
const isNewer = (a: Position, b: Position) => a.created_at > b.created_at || (a.created_at === b.created_at && a.key > b.key);

/** Every record strictly after `after` (or from the newest), in order, a page of the index at a time. */
export async function* newestFirst<T extends StoredRecord>(
  source: NewestFirstSource,
  after?: Position,
  readSize = listReadSize,
): AsyncGenerator<T> {
  const streams = statuses.map((status) => statusStream<T>(source, status, readSize, after));
  const heads = await Promise.all(streams.map((stream) => stream.next()));
  let yielded: Position | undefined;
  while (true) {
    let newest = -1;
    for (let index = 0; index < heads.length; index++) {
      const head = heads[index]!;
      if (head.done) continue;
      const current = heads[newest];
      if (!current || current.done || isNewer(positionOf(head.value, source.keyName), positionOf(current.value, source.keyName)))
        newest = index;
    }
    const chosen = heads[newest];
    if (!chosen || chosen.done) return;
    heads[newest] = await streams[newest]!.next();
    // A record delivered while it is read can be met in two streams: both copies hold one place, so
    // they come one after the other, and the second is passed over.
    const position = positionOf(chosen.value, source.keyName);
    if (yielded && !isNewer(yielded, position)) continue;
    yielded = position;
    yield chosen.value;
  }
}

/**
 * One status's records in order. The index orders by created_at only, so records of the same
 * millisecond are gathered and ordered by key before they are passed on.
 */
async function* statusStream<T extends StoredRecord>(
  { db, tableName, keyName }: NewestFirstSource,
  status: RelayStatus,
  readSize: number,
  after?: Position,
): AsyncGenerator<T> {
  let tied: T[] = [];
  const releaseTied = function* () {
    tied.sort((a, b) => (keyOf(a, keyName) > keyOf(b, keyName) ? -1 : 1));
    yield* tied;
    tied = [];
  };
  const pages = queryPages(db, {
    TableName: tableName,
    IndexName: relayStatusIndex,
    KeyConditionExpression: after ? "relay_status = :status AND created_at <= :after" : "relay_status = :status",
    ExpressionAttributeValues: { ":status": status, ...(after && { ":after": after.created_at }) },
    ScanIndexForward: false,
    Limit: readSize,
  });
  for await (const page of pages) {
    for (const item of (page.Items ?? []) as T[]) {
      if (after && !isNewer(after, positionOf(item, keyName))) continue;
      if (tied.length > 0 && tied[0]!.created_at !== item.created_at) yield* releaseTied();
      tied.push(item);
    }
  }
  yield* releaseTied();
}
