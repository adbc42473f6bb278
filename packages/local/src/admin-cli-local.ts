// The local data for `npm run admin`: the running stack's DynamoDB Local when one holds DATA_DIR,
// else the emulator started on DATA_DIR for the length of the command (holding the lock meanwhile).
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tableNames, type TableNames } from "@ai-leaders/infra";
import { localRegion, type LocalCredentials } from "@ai-leaders/core/db";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { startDynamoDbLocal } from "./dynamodb.ts";
import { lockDataDir, StackAlreadyRunningError, type StackLockRecord } from "./lock.ts";
import { processInfo } from "./processes.ts";
import { createTables } from "./provision.ts";

export interface LocalTables {
  db: DynamoDBDocumentClient;
  tableNames: TableNames;
  close(): Promise<void>;
}

export async function openLocalTables(dataDir: string): Promise<LocalTables> {
  try {
    const lock = await lockDataDir(dataDir, "npm run admin");
    try {
      const emulator = await startDynamoDbLocal({ dataDir });
      const tables = await connect(emulator.endpoint, emulator.credentials);
      return {
        ...tables,
        async close() {
          await tables.close();
          await emulator.stop();
          lock.release();
        },
      };
    } catch (error) {
      lock.release();
      throw error;
    }
  } catch (error) {
    if (!(error instanceof StackAlreadyRunningError)) throw error;
    return connect(runningEmulator(error.running, dataDir), emulatorKey(dataDir));
  }
}

/** The tables, made if missing (as every start does), and a client for them. */
async function connect(endpoint: string, credentials: LocalCredentials): Promise<LocalTables> {
  const dynamo = new DynamoDBClient({ endpoint, region: localRegion, credentials });
  const names = tableNames();
  await createTables(dynamo, names);
  const db = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  return { db, tableNames: names, close: async () => dynamo.destroy() };
}

/** The running stack's emulator, found by its pid in the lock: only a DynamoDB Local started on this folder. */
function runningEmulator(running: StackLockRecord, dataDir: string): string {
  const command = running.javaPid ? processInfo(running.javaPid)?.command : undefined;
  const port = command?.match(/ -port (\d+) /)?.[1];
  if (!command?.includes("DynamoDBLocal.jar") || !command.includes(resolve(dataDir)) || !port) {
    throw new Error(
      `The stack running from ${dataDir} (pid ${running.nodePid}) is still starting or has no DynamoDB Local: try again in a moment.`,
    );
  }
  return `http://127.0.0.1:${port}`;
}

function emulatorKey(dataDir: string): LocalCredentials {
  return JSON.parse(readFileSync(join(dataDir, "dynamodb-local-key.json"), "utf8")) as LocalCredentials;
}
