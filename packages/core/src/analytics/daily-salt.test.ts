import { describe, expect, it } from "vitest";
import { createDailySalt, endOfDay, previousDay, visitorHash, type SaltStore } from "./daily-salt.ts";

/** The table's salt rows, as a map: what a put-if-absent keeps, and what was discarded. */
function memoryStore() {
  const rows = new Map<string, { salt: string; expiresAt: number }>();
  const store: SaltStore & { rows: typeof rows; keeps: number } = {
    rows,
    keeps: 0,
    async keep(day, salt, expiresAt) {
      store.keeps++;
      if (!rows.has(day)) rows.set(day, { salt, expiresAt });
      return rows.get(day)!.salt;
    },
    async discard(day) {
      rows.delete(day);
    },
  };
  return store;
}

describe("the daily salt", () => {
  it("is made once a day, kept until the day ends, and the same all day", async () => {
    const store = memoryStore();
    const saltFor = createDailySalt(store);
    const morning = await saltFor(new Date("2026-11-27T00:00:01Z"));
    const evening = await saltFor(new Date("2026-11-27T23:59:59Z"));
    expect(evening).toBe(morning);
    expect(morning).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.keeps).toBe(1);
    expect(store.rows.get("2026-11-27")!.expiresAt).toBe(Date.parse("2026-11-28T00:00:00Z") / 1000);
  });

  it("rotates at UTC midnight and discards the day before's", async () => {
    const store = memoryStore();
    const saltFor = createDailySalt(store);
    const thursday = await saltFor(new Date("2026-11-26T23:59:59Z"));
    const friday = await saltFor(new Date("2026-11-27T00:00:00Z"));
    expect(friday).not.toBe(thursday);
    expect([...store.rows.keys()]).toEqual(["2026-11-27"]);
  });

  it("uses the salt another process made first", async () => {
    const store = memoryStore();
    const [a, b] = [createDailySalt(store), createDailySalt(store)];
    const at = new Date("2026-11-27T12:00:00Z");
    expect(await a(at)).toBe(await b(at));
  });

  it("tries again after a failure instead of remembering it", async () => {
    const store = memoryStore();
    let failNext = true;
    const flaky: SaltStore = {
      ...store,
      keep: (...args) => (failNext ? ((failNext = false), Promise.reject(new Error("throttled"))) : store.keep(...args)),
      discard: store.discard,
    };
    const saltFor = createDailySalt(flaky);
    const at = new Date("2026-11-27T12:00:00Z");
    await expect(saltFor(at)).rejects.toThrow("throttled");
    expect(await saltFor(at)).toBe(store.rows.get("2026-11-27")!.salt);
  });

  it("hashes a visitor differently under another day's salt, and never to the address or agent", () => {
    const visitor = { address: "203.0.113.7", userAgent: "Mozilla/5.0" };
    const monday = visitorHash("salt-a", visitor, "ai-leaders.example");
    expect(visitorHash("salt-a", visitor, "ai-leaders.example")).toBe(monday);
    expect(visitorHash("salt-b", visitor, "ai-leaders.example")).not.toBe(monday);
    expect(visitorHash("salt-a", { ...visitor, userAgent: "Other" }, "ai-leaders.example")).not.toBe(monday);
    expect(monday).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(monday).not.toContain("203");
  });

  it("knows the day before and the day's end across months", () => {
    expect(previousDay("2026-03-01")).toBe("2026-02-28");
    expect(endOfDay("2026-12-31")).toBe(Date.parse("2027-01-01T00:00:00Z") / 1000);
  });
});
