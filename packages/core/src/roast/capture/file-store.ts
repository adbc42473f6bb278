// Screenshots on disk, for the local stack: DATA_DIR/captures/{captureId}/{name}.jpg.
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { captureIdPattern } from "./schema.ts";
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
    async get(captureId: string, name: ScreenshotName) {
      try {
        return await readFile(join(folder(captureId), `${name}.jpg`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(captureId) {
      // Retried: a file written while the folder is being removed leaves it not empty for a moment.
      await rm(folder(captureId), { recursive: true, force: true, maxRetries: 3 });
    },
  };
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
