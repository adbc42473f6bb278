import { describe, expect, it } from "vitest";
import { runMigrations } from "./run.ts";
import type { Migration, MigrationState } from "./types.ts";

/** A migration over `total` records, `pageSize` a page, counting the pages it was asked for. */
function counting(id: string, total: number, pageSize = 2) {
  const asked: Array<number | undefined> = [];
  const migration: Migration = {
    id,
    async page(cursor) {
      const from = cursor ? Number(cursor.at) : 0;
      asked.push(cursor ? from : undefined);
      const to = Math.min(from + pageSize, total);
      return { next: to < total ? { at: to } : null, changed: to - from };
    },
  };
  return { migration, asked };
}

function memoryLedger() {
  const states = new Map<string, MigrationState>();
  return { states, get: async (id: string) => states.get(id), save: async (state: MigrationState) => void states.set(state.id, state) };
}

const always = { hasTimeForAPage: () => true, now: () => new Date("2026-12-06T10:00:00.000Z") };

describe("runMigrations", () => {
  it("runs each migration once, in order, page by page; a second run reads only the ledger", async () => {
    const ledger = memoryLedger();
    const first = counting("first", 5);
    const second = counting("second", 1);
    expect(await runMigrations([first.migration, second.migration], ledger, always)).toEqual({
      finished: ["first", "second"],
      pending: [],
      changed: 6,
    });
    expect(first.asked).toEqual([undefined, 2, 4]);
    expect(ledger.states.get("first")).toEqual({ id: "first", done: true, changed: 5, updated_at: "2026-12-06T10:00:00.000Z" });

    expect(await runMigrations([first.migration, second.migration], ledger, always)).toEqual({ finished: [], pending: [], changed: 0 });
    expect(first.asked).toHaveLength(3);
    expect(second.asked).toHaveLength(1);
  });

  it("stops when the time runs out, keeps where it stopped, and goes on from that page in the next run", async () => {
    const ledger = memoryLedger();
    const slow = counting("slow", 5);
    const later = counting("later", 1);
    let pagesLeft = 2;
    const run = await runMigrations([slow.migration, later.migration], ledger, { hasTimeForAPage: () => pagesLeft-- > 0 });
    expect(run).toEqual({ finished: [], pending: ["slow", "later"], changed: 4 });
    expect(ledger.states.get("slow")).toMatchObject({ done: false, cursor: { at: 4 }, changed: 4 });
    expect(later.asked).toEqual([]);

    expect(await runMigrations([slow.migration, later.migration], ledger, always)).toEqual({
      finished: ["slow", "later"],
      pending: [],
      changed: 2,
    });
    expect(slow.asked).toEqual([undefined, 2, 4]);
    expect(ledger.states.get("slow")).toMatchObject({ done: true, changed: 5 });
    expect(ledger.states.get("slow")).not.toHaveProperty("cursor");
  });
});
