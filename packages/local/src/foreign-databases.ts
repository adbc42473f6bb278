// DynamoDB Local makes a database file for every access key and region a request names, and it
// listens on every interface (it has no host option), so anyone on the network could make files
// under DATA_DIR without end. The stack uses one key: any other database is removed as it appears.
import { readdirSync, rmSync, watch } from "node:fs";
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
  const sweep = () => {
    for (const name of filesIn(dataDir).filter(isForeign)) {
      rmSync(join(dataDir, name), { force: true });
      if (name.endsWith(".db")) onRemoved(name);
    }
  };
  // A moment after the first change, so the emulator has answered the request that made the file
  // (with no tables) instead of failing on it; later changes in that moment join the same sweep.
  let pending: NodeJS.Timeout | undefined;
  const soon = () => {
    pending ??= setTimeout(() => {
      pending = undefined;
      sweep();
    }, sweepDelayMs).unref();
  };
  const watcher = watch(dataDir, { persistent: false }, soon);
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
