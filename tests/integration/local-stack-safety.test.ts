// The local stack closed to the network (issue 14): DynamoDB Local answers only the stack's key
// and the site's origin; one stack per data folder; nothing left running once it is stopped or killed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DynamoDBClient, ListTablesCommand } from "@aws-sdk/client-dynamodb";
import { localRegion, type LocalCredentials } from "@ai-leaders/core/db";
import { lockFileName, startLocalStack, type LocalStack, type StackLockRecord } from "@ai-leaders/local";
import { eventually } from "../support/test-stack.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");
const keyFileName = "dynamodb-local-key.json";
const alreadyRunning =
  /AI for Leaders is already running from this data folder \(pid (\d+), (http:\/\/localhost:\d+)\)\. Stop it first, or set DATA_DIR to use another folder\./;

const dataDirs: string[] = [];
const started: ChildProcess[] = [];
const leftoverPids = new Set<number>();

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "ai-leaders-stack-"));
  dataDirs.push(dir);
  return dir;
}

function quietStack(dataDir: string): Promise<LocalStack> {
  return startLocalStack({ port: 0, dataDir, log: () => undefined });
}

async function tableNamesSeenWith(stack: LocalStack, credentials: LocalCredentials): Promise<string[]> {
  const client = new DynamoDBClient({ endpoint: stack.endpoints.dynamo, region: localRegion, credentials });
  try {
    return (await client.send(new ListTablesCommand({}))).TableNames ?? [];
  } finally {
    client.destroy();
  }
}

/** `npm run serve` (npm → sh → tsx → node, as `npm start`) or tsx alone, on a free port. */
function startStackProcess(dataDir: string, how: "npm" | "tsx") {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: "0" };
  const child =
    how === "npm"
      ? spawn("npm", ["run", "serve", "-w", "@ai-leaders/local"], { cwd: root, env })
      : spawn(tsx, ["packages/local/src/main.ts"], { cwd: root, env });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done((exitCode = code))));
  return { child, exited, output: () => output, hasExited: () => exitCode !== undefined };
}

/**
 * A started stack is waited for, however long a busy machine takes (a JVM and a build's worth of
 * imports); one that ends instead fails at once. The ceiling only catches a hang.
 */
const stackStartCeilingMs = 3 * 60_000;

/** The lock of a running stack, once DynamoDB Local is up and the banner is printed. */
async function runningStack(
  dataDir: string,
  { output, hasExited }: ReturnType<typeof startStackProcess>,
): Promise<Required<StackLockRecord>> {
  for (const deadline = Date.now() + stackStartCeilingMs; !output().includes("Press Ctrl-C to stop."); await sleep(100)) {
    if (hasExited()) throw new Error(`The stack ended before it was running:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`The stack has not started in ${stackStartCeilingMs / 60_000} minutes:\n${output()}`);
  }
  const lock = JSON.parse(readFileSync(join(dataDir, lockFileName), "utf8")) as StackLockRecord;
  expect(lock.javaPid).toBeGreaterThan(0);
  const running = lock as Required<StackLockRecord>;
  for (const pid of [running.nodePid, running.javaPid, ...childPids(running.nodePid)]) leftoverPids.add(pid);
  return running;
}

function childPids(pid: number): number[] {
  const result = spawnSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" });
  return result.stdout.split("\n").filter(Boolean).map(Number);
}

/** /proc/<pid>/stat after the command name: state, parent pid, … */
const procStat = (pid: number) => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
const parentPid = (pid: number) => Number(procStat(pid)[1]);

/** Gone, or a zombie waiting to be reaped: either way nothing runs. */
function isGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return procStat(pid)[0] === "Z";
  } catch {
    return true;
  }
}

const goneWithin5s = (pid: number) => eventually(() => (isGone(pid) ? true : undefined), 5_000);

afterEach(() => {
  // A failed test must not leave a stack running for the next one.
  for (const pid of leftoverPids) if (!isGone(pid)) process.kill(pid, "SIGKILL");
  leftoverPids.clear();
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe("DynamoDB Local, reachable from the network", () => {
  let dataDir: string;
  let stack: LocalStack;

  beforeAll(async () => {
    dataDir = newDataDir();
    stack = await quietStack(dataDir);
  });
  afterAll(async () => {
    await stack.stop();
  });

  it("shows the stack's tables only to the stack's own key, kept in the data folder for its owner", async () => {
    const tables = Object.values(stack.tableNames);
    expect(await tableNamesSeenWith(stack, stack.dynamoCredentials)).toEqual(expect.arrayContaining(tables));
    expect(await tableNamesSeenWith(stack, { accessKeyId: "someoneelse", secretAccessKey: "guess" })).toEqual([]);
    expect(statSync(join(dataDir, keyFileName)).mode & 0o777).toBe(0o600);
  });

  it("answers a CORS preflight from another origin without allowing it", async () => {
    const preflight = (origin: string) =>
      fetch(stack.endpoints.dynamo, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization,content-type,x-amz-target",
        },
      });
    const fromElsewhere = await preflight("http://evil.example");
    expect(fromElsewhere.headers.get("access-control-allow-origin")).toBeNull();
    // The site's own origin is the one allowed: CORS is on, and limited.
    const fromSite = await preflight(stack.url);
    expect(fromSite.headers.get("access-control-allow-origin")).toBe(stack.url);
  });
});

describe("one stack per data folder", { timeout: 2 * stackStartCeilingMs }, () => {
  it("refuses a second start while the first runs, and starts again once it was killed with SIGKILL", async () => {
    const dataDir = newDataDir();
    const first = startStackProcess(dataDir, "tsx");
    const running = await runningStack(dataDir, first);

    const second = startStackProcess(dataDir, "tsx");
    expect(await second.exited).toBe(1);
    const [, pid, url] = alreadyRunning.exec(second.output()) ?? [];
    expect({ pid: Number(pid), url }).toEqual({ pid: running.nodePid, url: running.url });
    expect(readFileSync(join(dataDir, lockFileName), "utf8")).toContain(`"nodePid":${running.nodePid}`);

    const key = JSON.parse(readFileSync(join(dataDir, keyFileName), "utf8")) as LocalCredentials;
    // Its watchdog too, so the emulator outlives it and the next start has to clear it.
    for (const pid of childPids(running.nodePid)) if (pid !== running.javaPid) process.kill(pid, "SIGKILL");
    process.kill(running.nodePid, "SIGKILL");
    await goneWithin5s(running.nodePid);
    expect(isGone(running.javaPid)).toBe(false);

    const next = await quietStack(dataDir);
    try {
      expect(isGone(running.javaPid)).toBe(true);
      // Same key, same database: the tables the first stack made are there.
      expect(next.dynamoCredentials).toMatchObject(key);
      expect(await tableNamesSeenWith(next, key)).toEqual(expect.arrayContaining(Object.values(next.tableNames)));
      const lock = JSON.parse(readFileSync(join(dataDir, lockFileName), "utf8")) as StackLockRecord;
      expect(lock).toMatchObject({ nodePid: process.pid, url: next.url });
    } finally {
      await next.stop();
    }
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  });
});

describe("no orphans", { timeout: 2 * stackStartCeilingMs }, () => {
  it("stops Java and node within 5 s of SIGTERM to the npm running the stack", async () => {
    const dataDir = newDataDir();
    const stack = startStackProcess(dataDir, "npm");
    const running = await runningStack(dataDir, stack);
    const tsxPid = parentPid(running.nodePid);
    const watchdogs = childPids(running.nodePid).filter((pid) => pid !== running.javaPid);

    stack.child.kill("SIGTERM");
    await goneWithin5s(running.javaPid);
    await goneWithin5s(running.nodePid);
    for (const pid of [tsxPid, ...watchdogs]) await goneWithin5s(pid);
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  });

  it("stops Java within 5 s of kill -9 of the node process", async () => {
    const dataDir = newDataDir();
    const stack = startStackProcess(dataDir, "tsx");
    const running = await runningStack(dataDir, stack);
    const watchdogs = childPids(running.nodePid).filter((pid) => pid !== running.javaPid);

    process.kill(running.nodePid, "SIGKILL");
    await goneWithin5s(running.javaPid);
    await goneWithin5s(running.nodePid);
    for (const pid of watchdogs) await goneWithin5s(pid);
    // tsx exits with its child.
    await stack.exited;
  });
});
