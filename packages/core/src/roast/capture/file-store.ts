// Screenshots on disk, for the local stack: DATA_DIR/captures/{captureId}/{name}.jpg, and the
// capture's outcome.json beside them.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { captureIdPattern } from "./schema.ts";
import { readOutcome } from "./outcome-file.ts";
import type { ScreenshotName, ScreenshotStore } from "./types.ts";

export function createFileScreenshotStore(dir: string): ScreenshotStore {
  // Capture ids are ours (random, base64url); anything else never reaches the file system.
  const folder = (captureId: string) => {
    if (!captureIdPattern.test(captureId)) throw new Error(`not a capture id: ${captureId}`);
    return join(dir, captureId);
  };
  return {
    async put(captureId, name, jpeg) {
      await mkdir(folder(captureId), { recursive: true, mode: 0o700 });
      await writeFile(join(folder(captureId), `${name}.jpg`), jpeg, { mode: 0o600 });
    },
    get: async (captureId: string, name: ScreenshotName) => readIfThere(join(folder(captureId), `${name}.jpg`)),
    async putOutcome(captureId, outcome) {
      await mkdir(folder(captureId), { recursive: true, mode: 0o700 });
      // Written whole, then renamed: a roast polling for it never reads half a file.
      const file = join(folder(captureId), "outcome.json");
      await writeFile(`${file}.part`, JSON.stringify(outcome), { mode: 0o600 });
      await rename(`${file}.part`, file);
    },
    async getOutcome(captureId) {
      const json = await readIfThere(join(folder(captureId), "outcome.json"));
      return json && readOutcome(json.toString("utf8"));
    },
    async remove(captureId) {
      // Retried: a file written while the folder is being removed leaves it not empty for a moment.
      await rm(folder(captureId), { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * Removes the captures no live result shows (expired, deleted while the stack was down, or taken
 * for a job that then failed), once they are a day old: a capture in the making is never touched.
 */
export async function removeUnusedCaptures(dir: string, inUse: Set<string>, now: Date): Promise<number> {
  const dayAgo = now.getTime() - 24 * 60 * 60 * 1000;
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (inUse.has(name) || !captureIdPattern.test(name)) continue;
    const { mtimeMs } = await stat(join(dir, name));
    if (mtimeMs > dayAgo) continue;
    await rm(join(dir, name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}
