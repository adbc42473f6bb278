// The operator's view of what the relay did not send, read from the stored records (never from
// the queue): deliveries that failed after their retries ("Send again"), and records stored while
// their webhook was not set ("Send now", once it is). Either is queued again like a retry.
import { relayKinds, type RelayKind } from "./message.ts";
import type { RelayPublisher } from "./publisher.ts";
import type { RelayStatusStore, RelayedRecord, UnsentStatus } from "./status-store.ts";
import { decodeFailedCursor, encodeFailedCursor, firstFailedPage, type FailedCursor, type KindPosition } from "./failed-cursor.ts";
import { failureReason } from "./failure-reason.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of sources holds records of different types
export interface FailedSource<T extends RelayedRecord = any> {
  store: RelayStatusStore<T>;
  /** One line saying what the record is, for the console (an email, a subject, a URL). */
  describe(record: T): string;
}

export interface DeliveryDesk {
  sources: { [K in RelayKind]: FailedSource };
  publisher: RelayPublisher;
  now: () => Date;
}

export interface FailedDelivery {
  kind: RelayKind;
  id: string;
  summary: string;
  created_at: string;
  attempts: number;
  /** The last attempt's error; for a skipped record, why it was not sent ("… is not set"). */
  last_error: string | null;
  failed_at: string | null;
}

export interface FailedDeliveryPage {
  deliveries: FailedDelivery[];
  /** Pass back for the next page; null on the last. */
  next_cursor: string | null;
}

export const failedPageSize = 25;

interface Head {
  kind: RelayKind;
  id: string;
  record: RelayedRecord;
}

/**
 * Newest first across the kinds: each kind's index is read from its own position, the
 * heads are merged, and each kind's position moves past what this page took from it.
 */
export async function listFailedDeliveries(
  desk: DeliveryDesk,
  cursor: FailedCursor = firstFailedPage,
  limit = failedPageSize,
  status: UnsentStatus = "failed",
): Promise<FailedDeliveryPage> {
  const page = await readUnsentPage(desk, status, cursor, limit);
  return { deliveries: page.deliveries, next_cursor: page.next && encodeFailedCursor(page.next) };
}

async function readUnsentPage(desk: DeliveryDesk, status: UnsentStatus, cursor: FailedCursor, limit: number) {
  const pages = await Promise.all(
    relayKinds.map(async (kind) => {
      const position = cursor[kind];
      if (position === "done") return { kind, heads: [] as Head[], exhausted: true };
      const page = await desk.sources[kind].store.listUnsent(status, { limit, ...(position !== "start" && { after: position }) });
      return { kind, heads: page.records.map(({ id, record }) => ({ kind, id, record })), exhausted: page.exhausted };
    }),
  );
  const taken = mergeNewestFirst(
    pages.map((page) => page.heads),
    limit,
  );
  const next = Object.fromEntries(
    pages.map(({ kind, heads, exhausted }) => [
      kind,
      nextPosition(
        cursor[kind],
        heads,
        taken.filter((head) => head.kind === kind),
        exhausted,
      ),
    ]),
  ) as FailedCursor;
  const finished = relayKinds.every((kind) => next[kind] === "done");
  return { deliveries: taken.map((head) => describeFailure(desk, head)), next: finished ? null : next };
}

function mergeNewestFirst(lists: Head[][], limit: number): Head[] {
  const indexes = lists.map(() => 0);
  const merged: Head[] = [];
  while (merged.length < limit) {
    let pick = -1;
    lists.forEach((list, which) => {
      const head = list[indexes[which]!];
      if (head && (pick < 0 || head.record.created_at > lists[pick]![indexes[pick]!]!.record.created_at)) pick = which;
    });
    if (pick < 0) break;
    merged.push(lists[pick]![indexes[pick]!]!);
    indexes[pick]! += 1;
  }
  return merged;
}

function nextPosition(current: KindPosition, read: Head[], taken: Head[], exhausted: boolean): KindPosition {
  if (taken.length === read.length && exhausted) return "done";
  const last = taken.at(-1);
  return last ? { id: last.id, created_at: last.record.created_at } : current;
}

function describeFailure(desk: DeliveryDesk, { kind, id, record }: Head): FailedDelivery {
  return {
    kind,
    id,
    summary: desk.sources[kind].describe(record),
    created_at: record.created_at,
    attempts: record.relay_attempts ?? 0,
    last_error: record.relay_error ?? null,
    failed_at: record.relay_failed_at ?? null,
  };
}

export type SendAgainOutcome = "queued" | "already-delivered" | "not-failed" | "not-waiting" | "not-found";

/**
 * Queues a failed or skipped record once more, under the same idempotency key (it is derived
 * from the record). The record is claimed first, so two clicks queue it once and a record
 * delivered in the meantime (a job whose result arrived) is left alone.
 */
export async function sendAgain(
  desk: DeliveryDesk,
  kind: RelayKind,
  id: string,
  actor: string,
  from: UnsentStatus = "failed",
): Promise<SendAgainOutcome> {
  const { store } = desk.sources[kind];
  const record = await store.get(id);
  if (!record) return "not-found";
  if (record.relay_status === "delivered") return "already-delivered";
  if (!(await store.claimForResend(id, actor, desk.now(), from))) {
    if ((await store.get(id))?.relay_status === "delivered") return "already-delivered";
    return from === "failed" ? "not-failed" : "not-waiting";
  }
  try {
    await desk.publisher.publish({ kind, id });
  } catch (error) {
    await store.restoreUnsent(id, from, `Could not be queued again: ${failureReason(error)}`);
    throw error;
  }
  return "queued";
}

/** Every failed (or skipped) record, queued again; those delivered or re-sent meanwhile are counted as skipped. */
export async function sendAllAgain(
  desk: DeliveryDesk,
  actor: string,
  from: UnsentStatus = "failed",
): Promise<{ queued: number; skipped: number }> {
  // Read the whole list first: queuing moves records out of the index being paged.
  const unsent: Array<Pick<FailedDelivery, "kind" | "id">> = [];
  let cursor: FailedCursor | null = firstFailedPage;
  while (cursor) {
    const page = await readUnsentPage(desk, from, cursor, 100);
    unsent.push(...page.deliveries);
    cursor = page.next;
  }
  let queued = 0;
  for (const { kind, id } of unsent) {
    if ((await sendAgain(desk, kind, id, actor, from)) === "queued") queued += 1;
  }
  return { queued, skipped: unsent.length - queued };
}

/**
 * The console's service: a page of failed deliveries or of records waiting for their webhook
 * (null for a cursor it did not make); "Send again" for a failed one, "Send now" for a waiting one.
 */
export function createFailedDeliveries(desk: DeliveryDesk) {
  const list = async (status: UnsentStatus, cursor?: string): Promise<FailedDeliveryPage | null> => {
    const position = cursor === undefined ? firstFailedPage : decodeFailedCursor(cursor);
    return position ? listFailedDeliveries(desk, position, failedPageSize, status) : null;
  };
  return {
    list: (cursor?: string) => list("failed", cursor),
    listWaiting: (cursor?: string) => list("skipped", cursor),
    sendAgain: (kind: RelayKind, id: string, actor: string) => sendAgain(desk, kind, id, actor, "failed"),
    sendAllAgain: (actor: string) => sendAllAgain(desk, actor, "failed"),
    sendNow: (kind: RelayKind, id: string, actor: string) => sendAgain(desk, kind, id, actor, "skipped"),
    sendAllNow: (actor: string) => sendAllAgain(desk, actor, "skipped"),
  };
}
export type FailedDeliveries = ReturnType<typeof createFailedDeliveries>;
