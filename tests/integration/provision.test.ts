// A data folder made by an earlier version keeps working: starting the stack adds the indexes a
// newer version defines, makes again those whose keys or projection changed, and what was stored
// before is found through them, with its counts.
import { describe, expect, it } from "vitest";
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import { tableNames, tables } from "@ai-leaders/infra";
import { createTables, startDynamoDbLocal } from "@ai-leaders/local";
import { localRegion } from "@ai-leaders/core/db";
import { createVotingRepository } from "@ai-leaders/core/voting/repository";
import { createJobRepository } from "@ai-leaders/core/jobs/repository";
import { useOwnEmulator } from "../support/own-emulator.ts";

describe("provisioning the local tables", () => {
  const own = useOwnEmulator();

  /** The emulator on the data folder, as `npm start` runs it (its own, so no other test's tables slow it). */
  async function open(folder: string) {
    const emulator = (own.emulator = await startDynamoDbLocal({ dataDir: folder }));
    return new DynamoDBClient({ endpoint: emulator.endpoint, credentials: emulator.credentials, region: localRegion });
  }

  /**
   * A table as an earlier version made it: its key (hash, then range) and its indexes, each keyed
   * the same way and projecting everything; every attribute a string but the `numbers`.
   */
  function earlierTable(TableName: string, key: string[], indexes: Record<string, string[]> = {}, numbers: string[] = []) {
    const keySchema = (names: string[]) =>
      names.map((AttributeName, place) => ({ AttributeName, KeyType: place === 0 ? ("HASH" as const) : ("RANGE" as const) }));
    const attributes = [...new Set([...key, ...Object.values(indexes).flat()])];
    const globalIndexes = Object.entries(indexes).map(([IndexName, keys]) => ({
      IndexName,
      KeySchema: keySchema(keys),
      Projection: { ProjectionType: "ALL" as const },
    }));
    return new CreateTableCommand({
      TableName,
      BillingMode: "PAY_PER_REQUEST",
      AttributeDefinitions: attributes.map((AttributeName) => ({
        AttributeName,
        AttributeType: numbers.includes(AttributeName) ? "N" : "S",
      })),
      KeySchema: keySchema(key),
      ...(globalIndexes.length > 0 && { GlobalSecondaryIndexes: globalIndexes }),
    });
  }

  it("adds the indexes an earlier data folder lacks, remakes those whose keys or projection changed, and moves what it holds onto them", async () => {
    const dataDir = await own.newDataDir("ai-leaders-provision-");
    let dynamo = await open(dataDir);
    const names = tableNames();
    // The suggestions table as an earlier version made it: its key and the votes index only.
    await dynamo.send(earlierTable(names.suggestions, ["id"], { byVotes: ["listing", "vote_count"] }, ["vote_count"]));
    // And the jobs table with the console's index on one listing ("jobs"), projecting everything.
    await dynamo.send(earlierTable(names.analysisJobs, ["session_id"], { byCreatedAt: ["listing", "created_at"] }));
    // Its votes table, one partition per suggestion as rows were keyed before they were spread by voter.
    await dynamo.send(earlierTable(names.suggestionVotes, ["suggestion_id", "voter_id"]));
    const olderVoters = ["voter-a", "voter-b", "voter-c"];
    for (const voter_id of olderVoters) {
      await DynamoDBDocumentClient.from(dynamo).send(
        new PutCommand({
          TableName: names.suggestionVotes,
          Item: { suggestion_id: "older", voter_id, created_at: "2026-11-02T09:00:00.000Z" },
        }),
      );
    }
    const older = {
      id: "older",
      listing: "community",
      vote_count: 3,
      comment_count: 0,
      created_at: "2026-11-01T09:00:00.000Z",
      title: "Older idea",
      description: null,
    };
    const oldJob = {
      session_id: `roast-${Date.now()}-${"a".repeat(32)}`,
      listing: "jobs",
      kind: "roast",
      status: "completed",
      input: { url: "https://example.com" },
      created_at: "2026-11-01T09:00:00.000Z",
    };
    await DynamoDBDocumentClient.from(dynamo).send(new PutCommand({ TableName: names.suggestions, Item: older }));
    await DynamoDBDocumentClient.from(dynamo).send(new PutCommand({ TableName: names.analysisJobs, Item: oldJob }));

    await own.emulator!.stop();
    dynamo = await open(dataDir);
    await createTables(dynamo, names);
    // A second start finds nothing to change.
    await createTables(dynamo, names);

    for (const key of ["suggestions", "analysisJobs"] as const) {
      const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: names[key] }));
      const indexes = Object.fromEntries((Table?.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index]));
      expect(Object.keys(indexes).sort()).toEqual(Object.keys(tables[key].globalIndexes).sort());
      for (const [name, index] of Object.entries(tables[key].globalIndexes) as Array<
        [string, { partitionKey: string; projection?: unknown }]
      >) {
        expect(indexes[name]?.KeySchema?.[0]?.AttributeName).toBe(index.partitionKey);
        expect(indexes[name]?.Projection?.ProjectionType).toBe(
          index.projection === undefined ? "ALL" : index.projection === "keys_only" ? "KEYS_ONLY" : "INCLUDE",
        );
      }
    }

    // The older suggestion is on the board with its 3 votes, and a new vote counts on top of them.
    const db = DynamoDBDocumentClient.from(dynamo);
    const voting = createVotingRepository(db, {
      suggestions: names.suggestions,
      votes: names.suggestionVotes,
      comments: names.suggestionComments,
      categories: names.boardCategories,
    });
    for (const sort of ["top", "new", "trending"] as const) {
      expect((await voting.listPage(sort, null, new Date())).suggestions.map((item) => [item.id, item.vote_count])).toEqual([["older", 3]]);
    }
    expect(await voting.vote("older", crypto.randomUUID(), new Date())).toEqual({ result: "voted", vote_count: 4 });
    // Its earlier voters' rows moved to their voter parts, and each of them is still refused a second vote.
    const rows = (await db.send(new ScanCommand({ TableName: names.suggestionVotes }))).Items ?? [];
    const moved = rows.filter((row) => olderVoters.includes(row.voter_id));
    expect(moved.map((row) => row.suggestion_id)).toEqual(olderVoters.map(() => expect.stringMatching(/^older#\d+$/)));
    expect(rows.filter((row) => row.suggestion_id === "older")).toEqual([]);
    for (const voter of olderVoters) expect(await voting.vote("older", voter, new Date())).toEqual({ result: "already-voted" });
    expect((await voting.listPage("top", null, new Date())).suggestions.map((item) => item.vote_count)).toEqual([4]);
    // The older job is in the console's list.
    const jobs = await createJobRepository(db, names.analysisJobs).listRecent({}, null, 10);
    expect(jobs.jobs.map((job) => job.session_id)).toEqual([oldJob.session_id]);
  }, 120_000);
});
