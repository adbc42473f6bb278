// A relayed table's records newest first, read from its relay-status index: one sorted stream per
// status, merged. The index already exists for the relay, so the console needs no index of its
// own, and a record whose status changes between two pages keeps its place (created_at is fixed).
//
// The relay settles records (pending → delivered, failed or skipped) while a list is read. A record
// read in neither stream would be missing, so a settled stream reads a stretch of the order only
// once the pending stream has read it: a record still pending then is listed from there, one that
// settled before then from its new stream. (An operator's "send again" moves a settled record back
// to pending; a list read at that very moment may miss it once.)
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { relayStatusIndex } from "@ai-leaders/infra";
import type { RelayStatus } from "../relay/message.ts";
import { queryPages } from "../db/pages.ts";

/** A record's place in the order: newest first, then by key, so records made in the same millisecond keep one order. */
export interface Position {
  created_at: string;
  key: string;
}

/** Every status a record settles in: a new status added to RelayStatus must be added here too. */
const settledStatuses = Object.keys({ delivered: 1, failed: 1, skipped: 1 } satisfies Record<
  Exclude<RelayStatus, "pending">,
  1
>) as RelayStatus[];

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
  const pending = new PendingReader<T>(source, readSize, after);
  const streams = [
    inKeyOrder(pending.records(), source.keyName),
    ...settledStatuses.map((status) => settledStream<T>(source, status, readSize, pending, after)),
  ];
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
    // A record settled while it is read can be met in two streams: both copies hold one place, so
    // they come one after the other, and the second is passed over.
    const position = positionOf(chosen.value, source.keyName);
    if (yielded && !isNewer(yielded, position)) continue;
    yielded = position;
    yield chosen.value;
  }
}

/** How far the pending stream has read: every record pending at the time, down to `lowest`, is in hand. */
interface Frontier {
  lowest: string;
  /** Every pending record has been read: no lower bound. */
  complete: boolean;
}

/** The pending records, read a page at a time by whichever needs more first: the list, or a settled stream. */
class PendingReader<T extends StoredRecord> {
  private readonly read: T[] = [];
  private readonly pages: AsyncGenerator<{ items: T[]; last: boolean }>;
  private frontier: Frontier | undefined;
  private reading: Promise<void> | undefined;

  constructor(source: NewestFirstSource, readSize: number, after?: Position) {
    this.pages = statusPages<T>(source, "pending", readSize, { after });
  }

  /** Reads until the frontier is below `lowest` (the first page when none is given), or every pending record is read. */
  async readBelow(lowest?: string): Promise<Frontier> {
    while (!this.frontier || (lowest !== undefined && !this.frontier.complete && this.frontier.lowest >= lowest)) await this.readPage();
    return this.frontier;
  }

  /** The pending records in the index's order. */
  async *records(): AsyncGenerator<T> {
    for (let index = 0; ; index++) {
      while (index >= this.read.length && !this.frontier?.complete) await this.readPage();
      if (index >= this.read.length) return;
      yield this.read[index]!;
    }
  }

  /** One page at a time: two callers asking at once wait for the same page. */
  private readPage(): Promise<void> {
    this.reading ??= this.pages
      .next()
      .then((page) => {
        const { items, last } = page.done ? { items: [], last: true } : page.value;
        this.read.push(...items);
        this.frontier = { lowest: items.at(-1)?.created_at ?? this.frontier?.lowest ?? "\uffff", complete: last };
      })
      .finally(() => (this.reading = undefined));
    return this.reading;
  }
}

/**
 * One settled status's records in order, read a stretch at a time: each stretch ends at the pending
 * stream's frontier. The records of the stretch's last millisecond are read again with the next
 * stretch, since pending records of that millisecond may still be settling.
 */
async function* settledStream<T extends StoredRecord>(
  source: NewestFirstSource,
  status: RelayStatus,
  readSize: number,
  pending: PendingReader<T>,
  after?: Position,
): AsyncGenerator<T> {
  let resumeAfter = after;
  let frontier = await pending.readBelow();
  while (true) {
    const lowest = frontier.complete ? undefined : frontier.lowest;
    for await (const record of inKeyOrder(stretch<T>(source, status, readSize, resumeAfter, lowest), source.keyName, lowest)) {
      resumeAfter = positionOf(record, source.keyName);
      yield record;
    }
    if (frontier.complete) return;
    frontier = await pending.readBelow(frontier.lowest);
  }
}

/** A status's records strictly after `after`, down to `lowest` when given. */
async function* stretch<T extends StoredRecord>(
  source: NewestFirstSource,
  status: RelayStatus,
  readSize: number,
  after: Position | undefined,
  lowest: string | undefined,
): AsyncGenerator<T> {
  if (after && lowest !== undefined && lowest > after.created_at) return;
  for await (const { items } of statusPages<T>(source, status, readSize, { after, lowest })) yield* items;
}

/** The index's pages for one status, newest first, from `after` (exclusive) down to `lowest` (inclusive). */
async function* statusPages<T extends StoredRecord>(
  { db, tableName, keyName }: NewestFirstSource,
  status: RelayStatus,
  readSize: number,
  { after, lowest }: { after?: Position; lowest?: string },
): AsyncGenerator<{ items: T[]; last: boolean }> {
  const range =
    after && lowest !== undefined
      ? " AND created_at BETWEEN :lowest AND :after"
      : after
        ? " AND created_at <= :after"
        : lowest !== undefined
          ? " AND created_at >= :lowest"
          : "";
  const pages = queryPages(db, {
    TableName: tableName,
    IndexName: relayStatusIndex,
    KeyConditionExpression: `relay_status = :status${range}`,
    ExpressionAttributeValues: {
      ":status": status,
      ...(after && { ":after": after.created_at }),
      ...(lowest !== undefined && { ":lowest": lowest }),
    },
    ScanIndexForward: false,
    Limit: readSize,
  });
  for await (const page of pages) {
    const items = ((page.Items ?? []) as T[]).filter((item) => !after || isNewer(after, positionOf(item, keyName)));
    yield { items, last: !page.LastEvaluatedKey };
  }
}

/**
 * Records in the index's order (created_at only) put in the list's order: those of the same
 * millisecond are gathered and ordered by key before they are passed on. With `heldBack`, the
 * records of that millisecond are kept back at the end, to be read again whole.
 */
async function* inKeyOrder<T extends StoredRecord>(records: AsyncIterable<T>, keyName: string, heldBack?: string): AsyncGenerator<T> {
  let tied: T[] = [];
  const release = function* () {
    tied.sort((a, b) => (keyOf(a, keyName) > keyOf(b, keyName) ? -1 : 1));
    yield* tied;
    tied = [];
  };
  for await (const record of records) {
    if (tied.length > 0 && tied[0]!.created_at !== record.created_at) yield* release();
    tied.push(record);
  }
  if (tied[0]?.created_at !== heldBack) yield* release();
}
