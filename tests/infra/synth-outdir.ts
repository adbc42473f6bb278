// Where an offline synth writes. Left to itself, CDK makes a cdk.out* in the temp directory for
// every app and never removes it (about 150 MB each, a few per file): repeated runs filled this
// machine's disk until CI failed. And SST writes the bindings' types into the project's .sst/types,
// removing the folder first: two files synthesizing at once in two workers removed each other's
// file mid-synth (CI failed on ENOENT .sst/types/index.ts). So each file writes both under one
// directory of its own, removed once the file's tests are done.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { initProject, useProject } from "sst/project.js";

export type OfflineSynth = {
  /** initProject for the stage, with the project's scratch (.sst) in this file's directory. */
  initProject(stage: string): Promise<void>;
  /** A fresh cloud assembly directory for one app. */
  outdir(): string;
};

/** Call at the top of a test file. */
export function useOfflineSynth(): OfflineSynth {
  const parent = mkdtempSync(join(tmpdir(), "ai-leaders-synth-"));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));
  return {
    async initProject(stage) {
      await initProject({ stage });
      useProject().paths.out = mkdtempSync(join(parent, "sst-"));
    },
    outdir: () => mkdtempSync(join(parent, "app-")),
  };
}
