// A data folder made by an earlier version keeps working: starting the stack adds the indexes a
// newer version defines, and what was stored before is found through them.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { tableNames, tables } from "@ai-leaders/infra";
import { createTables, startDynamoDbLocal, type LocalDynamo } from "@ai-leaders/local";
import { localRegion } from "@ai-leaders/core/db";

describe("provisioning the local tables", () => {
  let emulator: LocalDynamo | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await emulator?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** The emulator on the data folder, as `npm start` runs it (its own, so no other test's tables slow it). */
  async function open(folder: string) {
    emulator = await startDynamoDbLocal({ dataDir: folder });
    return new DynamoDBClient({ endpoint: emulator.endpoint, credentials: emulator.credentials, region: localRegion });
  }

  it("adds the indexes a table in an earlier version's data folder lacks, over the items it holds", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "ai-leaders-provision-"));
    let dynamo = await open(dataDir);
    const names = tableNames();
    // The suggestions table as an earlier version made it: its key and the votes index only.
    await dynamo.send(
      new CreateTableCommand({
        TableName: names.suggestions,
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [
          { AttributeName: "id", AttributeType: "S" },
          { AttributeName: "listing", AttributeType: "S" },
          { AttributeName: "vote_count", AttributeType: "N" },
        ],
        KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
        GlobalSecondaryIndexes: [
          {
            IndexName: "byVotes",
            KeySchema: [
              { AttributeName: "listing", KeyType: "HASH" },
              { AttributeName: "vote_count", KeyType: "RANGE" },
            ],
            Projection: { ProjectionType: "ALL" },
          },
        ],
      }),
    );
    await DynamoDBDocumentClient.from(dynamo).send(
      new PutCommand({
        TableName: names.suggestions,
        Item: { id: "older", listing: "community", vote_count: 3, created_at: "2026-11-01T09:00:00.000Z", title: "Older idea" },
      }),
    );

    await emulator!.stop();
    dynamo = await open(dataDir);
    await createTables(dynamo, names);

    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: names.suggestions }));
    expect((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName).sort()).toEqual(Object.keys(tables.suggestions.globalIndexes).sort());
    const newest = await DynamoDBDocumentClient.from(dynamo).send(
      new QueryCommand({
        TableName: names.suggestions,
        IndexName: "byNew",
        KeyConditionExpression: "listing = :listing",
        ExpressionAttributeValues: { ":listing": "community" },
      }),
    );
    expect(newest.Items?.map((item) => item.id)).toEqual(["older"]);
  }, 120_000);
});
