// DynamoDB Local makes a database file for every access key and region a request names, and it
// listens on every interface (it has no host option), so anyone on the network could make files
// under DATA_DIR without end. The stack uses one key: any other database is removed as it appears.
import { readdirSync, rmSync, statSync, watch } from "node:fs";
import { join } from "node:path";

const sweepDelayMs = 2_000;

export interface ForeignDatabaseGuard {
  stop(): void;
}

/**
 * Watches `dataDir` and removes each database file (and its journal) that is not `ownDatabase`.
 * Files there before the guard started are left alone: they may be the owner's older data.
 */
export function guardAgainstForeignDatabases(
  dataDir: string,
  ownDatabase: string,
  onRemoved: (fileName: string) => void,
): ForeignDatabaseGuard {
  const before = new Set(readdirSync(dataDir));
  const isForeign = (name: string) => /\.db(-journal|-wal|-shm)?$/.test(name) && !name.startsWith(ownDatabase) && !before.has(name);
  // A foreign file is removed once it has been still for a moment, so the emulator has answered the
  // request that made it (with no tables) instead of failing on it; one still changing waits.
  const sweep = () => {
    let waiting = false;
    for (const name of filesIn(dataDir).filter(isForeign)) {
      const changedMsAgo = Date.now() - modifiedAt(join(dataDir, name));
      if (changedMsAgo < sweepDelayMs) {
        waiting = true;
        continue;
      }
      rmSync(join(dataDir, name), { force: true });
      if (name.endsWith(".db")) onRemoved(name);
    }
    if (waiting) soon();
  };
  let pending: NodeJS.Timeout | undefined;
  const soon = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      sweep();
    }, sweepDelayMs).unref();
  };
  // Only a foreign file's change starts the clock: the stack's own database changes all the time.
  const watcher = watch(dataDir, { persistent: false }, (_event, name) => {
    if (name === null || isForeign(name)) soon();
  });
  // A folder removed under the watcher (tests, a cleanup) is not an error for the stack.
  watcher.on("error", () => watcher.close());
  return {
    stop() {
      clearTimeout(pending);
      watcher.close();
    },
  };
}

/** The folder's files; none once the folder itself is gone (a test's cleanup). */
function filesIn(dataDir: string): string[] {
  try {
    return readdirSync(dataDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** When the file last changed (ms since the epoch); long ago if it is already gone. */
function modifiedAt(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}
