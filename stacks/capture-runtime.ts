// What the capture function runs beside its bundle: Chromium (a file, not code) and the
// playwright-core that drives it, installed from their own lock file, so a deploy ships exactly the
// versions the tests run (packages/functions/src/capture/runtime; a test compares it with the
// repository's lock).
import { execFile } from "node:child_process";
import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";

export const captureRuntimeFolder = "packages/functions/src/capture/runtime";

/** The packages installed beside the bundle, left out of it by esbuild. */
export const captureRuntimePackages = ["@sparticuz/chromium", "playwright-core"];

/**
 * `npm ci` in the function's build folder, for Linux x64 as Lambda runs it, without the optional
 * packages (tar-fs's Bare runtime ones) or install scripts: what `nodejs.install` did, from the lock.
 */
export async function installCaptureRuntime(out: string): Promise<void> {
  for (const file of ["package.json", "package-lock.json"]) await copyFile(join(captureRuntimeFolder, file), join(out, file));
  await promisify(execFile)(
    "npm",
    ["ci", "--omit=dev", "--omit=optional", "--ignore-scripts", "--no-audit", "--no-fund", "--os=linux", "--cpu=x64"],
    { cwd: out },
  );
}
