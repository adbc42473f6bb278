// The infra suite's global set-up: starts the run's one build (build-artifacts.ts) and returns at
// once, so it runs beside the other suites' files; the infra files, queued last, wait for it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), "ai-leaders-infra-"));
  const output: string[] = [];
  const build = spawn(process.execPath, ["--import", "tsx", "tests/infra/build-artifacts.ts", folder], { stdio: "pipe" });
  build.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  build.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  build.on("exit", (code, signal) => {
    if (code !== 0) writeFileSync(join(folder, "build-failed.txt"), `exit ${code ?? signal}\n${output.join("")}`);
  });
  project.provide("infraArtifacts", folder);
  return () => {
    // A run whose infra files needed no build ends before it: its exit is no failure to record.
    build.removeAllListeners("exit");
    build.kill("SIGKILL");
    rmSync(folder, { recursive: true, force: true });
  };
}
