// DynamoDB Local of a test's own on a data folder of its own, as `npm start` runs it: for the tests
// of what the emulator keeps on disk. Stopped, and its folder removed, after each test.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import type { LocalDynamo } from "@ai-leaders/local";

export interface OwnEmulator {
  /** The emulator the test started last, if any. */
  emulator?: LocalDynamo;
  /** The test's data folder, once it has asked for one. */
  dataDir?: string;
  /** Makes a new empty data folder (its name starting `prefix`) and answers it. */
  newDataDir(prefix: string): Promise<string>;
}

export function useOwnEmulator(): OwnEmulator {
  const own: OwnEmulator = {
    newDataDir: async (prefix) => (own.dataDir = await mkdtemp(join(tmpdir(), prefix))),
  };
  afterEach(async () => {
    await own.emulator?.stop();
    if (own.dataDir) await rm(own.dataDir, { recursive: true, force: true });
  });
  return own;
}
