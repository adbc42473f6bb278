import { describe, expect, it } from "vitest";
import { decodeFailedCursor, encodeFailedCursor, firstFailedPage } from "./failed-cursor.ts";
import { listFailedDeliveries, sendAgain, sendAllAgain, type DeliveryDesk } from "./failed-deliveries.ts";
import type { RelayKind, RelayMessage } from "./message.ts";
import type { RelayStatusStore, RelayedRecord } from "./status-store.ts";

interface Stored extends RelayedRecord {
  id: string;
}

/** The store's contract in memory (newest-first failed list, conditional claim): this suite tests the paging and the rules. */
function memoryStore(records: Stored[]): RelayStatusStore<Stored> {
  const byId = (id: string) => records.find((record) => record.id === id);
  const newestFirst = (status: string) =>
    records.filter((record) => record.relay_status === status).sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    get: async (id) => byId(id),
    markDelivered: async () => undefined,
    markSkipped: async () => undefined,
    markAttemptFailed: async () => true,
    listPending: async () => [],
    async listUnsent(status, { limit, after }) {
      const failed = newestFirst(status);
      const start = after ? failed.findIndex((record) => record.id === after.id) + 1 : 0;
      const page = failed.slice(start, start + limit);
      return { records: page.map((record) => ({ id: record.id, record })), exhausted: start + limit >= failed.length };
    },
    async claimForResend(id, actor, at, from = "failed") {
      const record = byId(id);
      if (record?.relay_status !== from) return false;
      Object.assign(record, { relay_status: "pending", relay_resent_by: actor, relay_resent_at: at.toISOString() });
      if (from === "skipped") delete record.relay_error;
      return true;
    },
    async restoreUnsent(id, status, error) {
      Object.assign(byId(id)!, { relay_status: status, relay_error: error });
    },
  };
}

const minute = (n: number) => new Date(Date.UTC(2026, 10, 22, 10, n)).toISOString();
const failed = (id: string, createdMinute: number): Stored => ({
  id,
  created_at: minute(createdMinute),
  relay_status: "failed",
  relay_attempts: 5,
  relay_error: "Webhook answered 502",
  relay_failed_at: minute(createdMinute + 1),
});

function desk(records: Partial<Record<RelayKind, Stored[]>>, publish: (message: RelayMessage) => Promise<void> = async () => undefined) {
  const published: RelayMessage[] = [];
  const source = (kind: RelayKind) => ({ store: memoryStore(records[kind] ?? []), describe: (record: Stored) => `${kind} ${record.id}` });
  const value: DeliveryDesk = {
    sources: {
      newsletter: source("newsletter"),
      contact: source("contact"),
      analysis: source("analysis"),
      mail: source("mail"),
      board: source("board"),
      "access-request": source("access-request"),
    },
    publisher: {
      async publish(message) {
        await publish(message);
        published.push(message);
      },
    },
    now: () => new Date("2026-11-23T08:00:00.000Z"),
  };
  return { desk: value, published };
}

describe("listFailedDeliveries", () => {
  it("pages through the three kinds newest first, each record once", async () => {
    const { desk: failedDesk } = desk({
      newsletter: [failed("n1", 1), failed("n2", 5), failed("n3", 9), { ...failed("n-ok", 10), relay_status: "delivered" }],
      contact: [failed("c1", 2), failed("c2", 8)],
      analysis: [failed("a1", 3), failed("a2", 4), failed("a3", 7)],
    });
    const seen: string[] = [];
    let cursor = firstFailedPage;
    for (;;) {
      const page = await listFailedDeliveries(failedDesk, cursor, 3);
      seen.push(...page.deliveries.map((delivery) => delivery.id));
      if (!page.next_cursor) break;
      cursor = decodeFailedCursor(page.next_cursor)!;
    }
    expect(seen).toEqual(["n3", "c2", "a3", "n2", "a2", "a1", "c1", "n1"]);
  });

  it("describes each failure from its record", async () => {
    const { desk: failedDesk } = desk({ newsletter: [failed("n1", 1)], contact: [], analysis: [] });
    expect(await listFailedDeliveries(failedDesk)).toEqual({
      deliveries: [
        {
          kind: "newsletter",
          id: "n1",
          summary: "newsletter n1",
          created_at: minute(1),
          attempts: 5,
          last_error: "Webhook answered 502",
          failed_at: minute(2),
        },
      ],
      next_cursor: null,
    });
  });

  it("accepts back only the cursors it made", () => {
    const cursor = { ...firstFailedPage, contact: { id: "c1", created_at: minute(2) } };
    expect(decodeFailedCursor(encodeFailedCursor(cursor))).toEqual(cursor);
    expect(decodeFailedCursor("not-a-cursor")).toBeNull();
    expect(decodeFailedCursor(Buffer.from(JSON.stringify({ newsletter: "start" })).toString("base64url"))).toBeNull();
  });
});

describe("sendAgain", () => {
  it("queues a failed record once, marking who asked, and leaves the rest alone", async () => {
    const records = {
      newsletter: [failed("n1", 1), { ...failed("n2", 2), relay_status: "delivered" as const }],
      contact: [],
      analysis: [],
    };
    const { desk: failedDesk, published } = desk(records);
    expect(await sendAgain(failedDesk, "newsletter", "n1", "admin@example.org")).toBe("queued");
    expect(await sendAgain(failedDesk, "newsletter", "n1", "admin@example.org")).toBe("not-failed");
    expect(await sendAgain(failedDesk, "newsletter", "n2", "admin@example.org")).toBe("already-delivered");
    expect(await sendAgain(failedDesk, "contact", "n1", "admin@example.org")).toBe("not-found");
    expect(published).toEqual([{ kind: "newsletter", id: "n1" }]);
    expect(records.newsletter[0]).toMatchObject({
      relay_status: "pending",
      relay_resent_by: "admin@example.org",
      relay_resent_at: "2026-11-23T08:00:00.000Z",
    });
  });

  it("puts the record back to failed, saying why, when the queue refuses the message", async () => {
    const records = { newsletter: [failed("n1", 1)], contact: [], analysis: [] };
    const { desk: failedDesk } = desk(records, async () => {
      throw new Error("Queue unavailable");
    });
    await expect(sendAgain(failedDesk, "newsletter", "n1", "admin@example.org")).rejects.toThrow("Queue unavailable");
    expect(records.newsletter[0]).toMatchObject({ relay_status: "failed", relay_error: "Could not be queued again: Queue unavailable" });
  });

  it("sends all again across kinds and pages", async () => {
    const many = Array.from({ length: 120 }, (_, index) => failed(`n${index}`, index % 60));
    const { desk: failedDesk, published } = desk({ newsletter: many, contact: [failed("c1", 3)], analysis: [] });
    expect(await sendAllAgain(failedDesk, "admin@example.org")).toEqual({ queued: 121, skipped: 0 });
    expect(new Set(published.map((message) => message.id)).size).toBe(121);
    expect(await sendAllAgain(failedDesk, "admin@example.org")).toEqual({ queued: 0, skipped: 0 });
  });
});

describe("sendAgain for a record stored while no webhook was set", () => {
  const skipped = (id: string, createdMinute: number): Stored => ({
    id,
    created_at: minute(createdMinute),
    relay_status: "skipped",
    relay_error: "NEWSLETTER_WEBHOOK_URL is not set",
  });

  it("lists the waiting records newest first, apart from the failed ones", async () => {
    const { desk: waitingDesk } = desk({ newsletter: [skipped("n1", 1), failed("n2", 2)], contact: [skipped("c1", 3)] });
    const page = await listFailedDeliveries(waitingDesk, firstFailedPage, 25, "skipped");
    expect(page.deliveries.map((delivery) => [delivery.id, delivery.last_error])).toEqual([
      ["c1", "NEWSLETTER_WEBHOOK_URL is not set"],
      ["n1", "NEWSLETTER_WEBHOOK_URL is not set"],
    ]);
  });

  it("queues it once like a retry, clearing the note that no webhook was set", async () => {
    const records = { newsletter: [skipped("n1", 1), failed("n2", 2)] };
    const { desk: waitingDesk, published } = desk(records);
    expect(await sendAgain(waitingDesk, "newsletter", "n1", "admin@example.org", "skipped")).toBe("queued");
    expect(await sendAgain(waitingDesk, "newsletter", "n1", "admin@example.org", "skipped")).toBe("not-waiting");
    expect(await sendAgain(waitingDesk, "newsletter", "n2", "admin@example.org", "skipped")).toBe("not-waiting");
    expect(published).toEqual([{ kind: "newsletter", id: "n1" }]);
    expect(records.newsletter[0]).toMatchObject({ relay_status: "pending", relay_resent_by: "admin@example.org" });
    expect(records.newsletter[0]!.relay_error).toBeUndefined();
  });

  it("puts it back to waiting, saying why, when the queue refuses the message", async () => {
    const records = { contact: [skipped("c1", 1)] };
    const { desk: waitingDesk } = desk(records, async () => {
      throw new Error("Queue unavailable");
    });
    await expect(sendAgain(waitingDesk, "contact", "c1", "admin@example.org", "skipped")).rejects.toThrow("Queue unavailable");
    expect(records.contact[0]).toMatchObject({ relay_status: "skipped", relay_error: "Could not be queued again: Queue unavailable" });
  });

  it("sends all waiting at once, and not the failed ones", async () => {
    const { desk: waitingDesk, published } = desk({ newsletter: [skipped("n1", 1), failed("n2", 2)], board: [skipped("b1", 3)] });
    expect(await sendAllAgain(waitingDesk, "admin@example.org", "skipped")).toEqual({ queued: 2, skipped: 0 });
    expect(published.map((message) => message.id).sort()).toEqual(["b1", "n1"]);
  });
});
