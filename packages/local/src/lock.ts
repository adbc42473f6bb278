// One stack per data folder: a second emulator on the same files, or a second stack fighting
// for the port, fails in confusing ways. The lock says who is running, for the message.
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isAlive, processInfo } from "./processes.ts";

export interface StackLockRecord {
  nodePid: number;
  javaPid?: number;
  url: string;
  startedAt: string;
}

export class StackAlreadyRunningError extends Error {
  constructor(readonly running: StackLockRecord) {
    super(
      `AI for Leaders is already running from this data folder (pid ${running.nodePid}, ${running.url}). ` +
        "Stop it first, or set DATA_DIR to use another folder.",
    );
  }
}

export interface StackLock {
  recordEmulator(javaPid: number): void;
  release(): void;
}

export const lockFileName = "stack.lock";

/** Takes `dataDir/stack.lock`, or refuses while its stack runs; a dead stack's lock is cleared. */
export async function lockDataDir(dataDir: string, url: string): Promise<StackLock> {
  const file = join(dataDir, lockFileName);
  const record: StackLockRecord = { nodePid: process.pid, url, startedAt: new Date().toISOString() };
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (!createLock(file, record)) {
    const found = readLock(file);
    if (found && isRunning(found)) throw new StackAlreadyRunningError(found);
    if (found?.javaPid) await stopLeftoverEmulator(found, dataDir);
    rmSync(file, { force: true });
    // Another start may have cleared it first; then that one runs.
    if (!createLock(file, record)) throw new StackAlreadyRunningError(readLock(file) ?? record);
  }
  return {
    recordEmulator(javaPid) {
      writeAtomically(file, { ...record, javaPid });
    },
    release() {
      if (readLock(file)?.nodePid === process.pid) rmSync(file, { force: true });
    },
  };
}

/** Written whole, then linked into place: a reader never sees half a lock. */
function createLock(file: string, record: StackLockRecord): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(record));
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function writeAtomically(file: string, record: StackLockRecord): void {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(record));
  renameSync(draft, file);
}

function readLock(file: string): StackLockRecord | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as StackLockRecord;
  } catch {
    return null;
  }
}

/** Alive and started before the lock was written: after a reboot its pid may be someone else's. */
function isRunning({ nodePid, startedAt }: StackLockRecord): boolean {
  if (!isAlive(nodePid)) return false;
  const info = processInfo(nodePid);
  // No answer from ps: it ended (and was reaped) since the check above, or ps is missing.
  if (!info) return isAlive(nodePid);
  return !info.zombie && info.startedAt <= Date.parse(startedAt) + 1_000;
}

/** Only the emulator of this folder: a reused pid belongs to someone else. */
async function stopLeftoverEmulator({ javaPid }: StackLockRecord, dataDir: string): Promise<void> {
  const info = javaPid ? processInfo(javaPid) : null;
  if (!javaPid || !info || !info.command.includes("DynamoDBLocal.jar") || !info.command.includes(resolve(dataDir))) return;
  signal(javaPid, "SIGTERM");
  const deadline = Date.now() + 3_000;
  while (isAlive(javaPid) && Date.now() < deadline) await sleep(100);
  if (isAlive(javaPid)) signal(javaPid, "SIGKILL");
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
