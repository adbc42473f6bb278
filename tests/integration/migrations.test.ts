// The stage's data migrations as the deploy's upgrade runs them (packages/functions/src/upgrade), on
// DynamoDB Local: each once, in pages, going on from where the time ran out, and a later run with
// nothing to migrate reads no table but the ledger.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { LocalStack } from "@ai-leaders/local";
import { changePageSize, scanAll } from "@ai-leaders/core/db";
import { stageMigrations } from "@ai-leaders/core/migrations";
import { createMigrationLedger } from "@ai-leaders/core/migrations/repository";
import { createUpgradeHandler, pageTimeMarginMs } from "../../packages/functions/src/upgrade/handler.ts";
import { startStackWithDatabase, stopStackWithDatabase } from "../support/test-stack.ts";

describe("the stage's data migrations", () => {
  let stack: LocalStack;
  let db: DynamoDBDocumentClient;
  const scanned: string[] = [];
  beforeAll(async () => {
    ({ stack, db } = await startStackWithDatabase());
    // Every Scan this client sends, by table: what "reads no table" is checked against.
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (context.commandName === "ScanCommand") scanned.push((args.input as { TableName: string }).TableName);
        return next(args);
      },
      { step: "initialize" },
    );
  });
  afterAll(() => stopStackWithDatabase({ stack, db }));

  /** An older stage: its ledger empty, its jobs on the single listing of before. */
  async function olderStage(jobCount: number) {
    const ledgerTable = stack.tableNames.stageMigrations;
    for (const { id } of await scanAll<{ id: string }>(db, { TableName: ledgerTable })) {
      await db.send(new DeleteCommand({ TableName: ledgerTable, Key: { id } }));
    }
    const ids = Array.from({ length: jobCount }, (_, index) => `roast-${1_764_000_000_000 + index}-${"b".repeat(32)}`);
    for (const session_id of ids) {
      await db.send(
        new PutCommand({
          TableName: stack.tableNames.analysisJobs,
          Item: {
            session_id,
            listing: "jobs",
            kind: "website-roast",
            status: "completed",
            input: { url: "https://example.com" },
            created_at: "2026-11-01T09:00:00.000Z",
          },
        }),
      );
    }
    scanned.length = 0;
    return ids;
  }

  function upgrade(continued: { count: number }) {
    return createUpgradeHandler({
      migrations: stageMigrations(db, {
        board: {
          suggestions: stack.tableNames.suggestions,
          votes: stack.tableNames.suggestionVotes,
          comments: stack.tableNames.suggestionComments,
        },
        analysisJobs: stack.tableNames.analysisJobs,
      }),
      ledger: createMigrationLedger(db, stack.tableNames.stageMigrations),
      continueLater: async () => void (continued.count += 1),
      log: () => undefined,
    });
  }

  const listingsOf = async (ids: string[]) =>
    (await scanAll<{ session_id: string; listing: string }>(db, { TableName: stack.tableNames.analysisJobs }))
      .filter((job) => ids.includes(job.session_id))
      .map((job) => job.listing);

  it("moves every record once, going on in a new run from the page where the time ran out, then scans nothing", async () => {
    const ids = await olderStage(changePageSize + 20);
    const continued = { count: 0 };
    // Time for the board's one page and the jobs' first page, then no more.
    let pages = 2;
    const first = await upgrade(continued)(() => (pages-- > 0 ? pageTimeMarginMs + 1 : 0));
    expect(first.finished).toEqual(["2026-11-board-spread"]);
    expect(first.pending).toEqual(["2026-11-recent-jobs-spread"]);
    expect(continued.count).toBe(1);
    expect((await listingsOf(ids)).filter((listing) => listing === "jobs").length).toBeGreaterThan(0);

    const second = await upgrade(continued)(() => 10 * 60_000);
    expect(second).toMatchObject({ finished: ["2026-11-recent-jobs-spread"], pending: [] });
    expect(continued.count).toBe(1);
    expect(first.changed + second.changed).toBe(ids.length);
    const listings = await listingsOf(ids);
    expect(listings).toHaveLength(ids.length);
    expect(listings.filter((listing) => listing === "jobs")).toEqual([]);

    scanned.length = 0;
    const third = await upgrade(continued)(() => 10 * 60_000);
    expect(third).toEqual({ finished: [], pending: [], changed: 0 });
    expect(scanned).toEqual([]);
  });
});
