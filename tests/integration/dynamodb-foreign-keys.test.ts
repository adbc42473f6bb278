// DynamoDB Local listens on every interface and makes a database file for every access key a
// request names: a caller on the network must not be able to leave files under DATA_DIR.
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateTableCommand, DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { startDynamoDbLocal } from "@ai-leaders/local";
import { localRegion } from "@ai-leaders/core/db";
import { eventually } from "../support/test-stack.ts";
import { useOwnEmulator } from "../support/own-emulator.ts";

describe("DynamoDB Local on a data folder, called with an unknown access key", () => {
  const scratch = useOwnEmulator();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const client = (endpoint: string, accessKeyId: string, region = localRegion) =>
    new DynamoDBClient({ endpoint, region, credentials: { accessKeyId, secretAccessKey: "anything" } });

  it("leaves no database file for the unknown key, and the stack's own tables stay", async () => {
    const dataDir = await scratch.newDataDir("ai-leaders-foreign-");
    // Kept since an earlier run: not this guard's to judge, so left alone.
    await writeFile(join(dataDir, "olderkey_us-east-1.db"), "");
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const emulator = (scratch.emulator = await startDynamoDbLocal({ dataDir }));
    const own = client(emulator.endpoint, emulator.credentials.accessKeyId);
    // The stack's key: its secret is never checked, so the test signs with any.
    await own.send(
      new CreateTableCommand({
        TableName: "kept",
        BillingMode: "PAY_PER_REQUEST",
        AttributeDefinitions: [{ AttributeName: "id", AttributeType: "S" }],
        KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      }),
    );

    const strangers = ["stranger1", "stranger2"].map((key, index) =>
      client(emulator!.endpoint, key, index === 0 ? localRegion : "eu-west-1"),
    );
    // A stranger sees no table of the stack's; its request may also fail outright when the guard
    // removes the file DynamoDB Local just made for it (seen under CI's load): either way it leaves nothing.
    for (const stranger of strangers) {
      const seen = await stranger.send(new ListTablesCommand({})).then(
        (answer) => answer.TableNames,
        (error: Error) => error.name,
      );
      expect([[], "InternalFailure"]).toContainEqual(seen);
    }

    const ownFile = `${emulator.credentials.accessKeyId}_${localRegion}.db`;
    const files = await eventually(async () => {
      const names = (await readdir(dataDir!)).filter((name) => name.endsWith(".db")).sort();
      return names.some((name) => name.startsWith("stranger")) ? undefined : names;
    });
    expect(files).toEqual([ownFile, "olderkey_us-east-1.db"].sort());
    // The operator is told, once for each file removed (a retried request may make one again).
    const removed = new Set(warned.mock.calls.map(([line]) => /removed (\S+)\.db/.exec(String(line))?.[1]));
    expect(removed).toEqual(new Set(["stranger1_us-east-1", "stranger2_eu-west-1"]));
    expect((await own.send(new ListTablesCommand({}))).TableNames).toEqual(["kept"]);
    for (const c of [own, ...strangers]) c.destroy();
  });
});
