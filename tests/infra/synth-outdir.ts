// Where an offline synth writes its cloud assembly. Left to itself, CDK makes a cdk.out* in the
// temp directory for every app and never removes it (about 150 MB each, a few per file): repeated
// runs filled this machine's disk until CI failed. Each file's apps write under one directory of
// its own, removed once the file's tests are done.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";

/** Call at the top of a test file; each call of the answer is a fresh outdir for one app. */
export function useSynthOutdirs(): () => string {
  const parent = mkdtempSync(join(tmpdir(), "ai-leaders-synth-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  return () => mkdtempSync(join(parent, "app-"));
}
