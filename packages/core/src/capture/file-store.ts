// Screenshots on disk, for the local stack: DATA_DIR/captures/{captureId}/{name}.jpg.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ScreenshotName, ScreenshotStore } from "./types.ts";

// Capture ids are ours (random, base64url); anything else never reaches the file system.
const captureIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

export function createFileScreenshotStore(dir: string): ScreenshotStore {
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
      await rm(folder(captureId), { recursive: true, force: true });
    },
  };
}
