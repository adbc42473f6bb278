// The site's daily token counter against DynamoDB Local: uses spread over the day's shard items and
// summed, each instance reusing its sum for a few seconds, and the day's items cleared by TTL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { createDocumentClient } from "@ai-leaders/core/db";
import { createModelBudget } from "@ai-leaders/core/jobs/budget/repository";
import { scanTable, startStackWithDatabase, stopStackWithDatabase } from "../support/test-stack.ts";

describe("the daily budget's counter", () => {
  let stack: LocalStack;
  let db: ReturnType<typeof createDocumentClient>;
  const instance = () => createModelBudget(db, stack.tableNames.rateLimits);

  beforeAll(async () => ({ stack, db } = await startStackWithDatabase()));
  afterAll(() => stopStackWithDatabase({ stack, db }));

  it("spreads a day's uses over its shard items and sums them, apart from other days", async () => {
    const day = new Date("2026-03-10T12:00:00.000Z");
    const budget = instance();
    await Promise.all(Array.from({ length: 60 }, () => budget.spend(100, day)));
    await budget.spend(7, new Date("2026-03-11T00:00:01.000Z"));

    expect(await budget.usedToday(day)).toBe(6_000);
    const shards = (await scanTable(stack, "rateLimits")).filter((row) => String(row.bucket).startsWith("model-budget:2026-03-10#"));
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.length).toBeLessThanOrEqual(10);
    // Kept through the next day, then DynamoDB's TTL deletes them.
    expect(new Set(shards.map((row) => row.expires_at))).toEqual(new Set([Date.parse("2026-03-12T00:00:00.000Z") / 1000]));
  });

  it("sees its own uses at once and another instance's within a few seconds", async () => {
    const morning = new Date("2026-04-02T09:00:00.000Z");
    const later = (ms: number) => new Date(morning.getTime() + ms);
    const here = instance();
    const elsewhere = instance();

    expect(await here.check(1_000, morning)).toEqual({ exhausted: false });
    await elsewhere.spend(1_500, later(1_000));
    // Its sum from a second ago still stands...
    expect(await here.check(1_000, later(2_000))).toEqual({ exhausted: false });
    // ...its own use counts at once...
    await here.spend(10, later(2_500));
    expect(await elsewhere.check(1_000, later(2_600))).toEqual({ exhausted: true, day: "2026-04-02", used: 1_510, firstToday: true });
    // ...and after a few seconds it reads the shards again.
    expect(await here.check(1_000, later(6_000))).toEqual({ exhausted: true, day: "2026-04-02", used: 1_510, firstToday: true });
    expect(await here.check(1_000, later(7_000))).toEqual({ exhausted: true, day: "2026-04-02", used: 1_510, firstToday: false });
    expect(await here.check(1_000, new Date("2026-04-03T00:00:00.000Z"))).toEqual({ exhausted: false });
  });
});
