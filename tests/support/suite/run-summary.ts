// Ends every run with its wall time against the budget it is held to, and the ten slowest files,
// so a file that grows slow is seen the day it does (design.md §3.19).
import { relative } from "node:path";
import type { Reporter, TestModule, Vitest } from "vitest/node";

export default class RunSummary implements Reporter {
  private startedAt = performance.now();
  private root = process.cwd();

  onInit(vitest: Vitest) {
    this.startedAt = performance.now();
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const wallSeconds = (performance.now() - this.startedAt) / 1000;
    const files = testModules
      .map((module) => {
        const diagnostic = module.diagnostic();
        // A file's own time: importing it (with what it imports) and running its tests and hooks.
        const seconds = (diagnostic.collectDuration + diagnostic.duration) / 1000;
        return { seconds, name: `${module.project.name.padEnd(11)} ${relative(this.root, module.moduleId)}` };
      })
      .sort((a, b) => b.seconds - a.seconds);
    const lines = ["", `The ten slowest of ${files.length} files:`];
    for (const file of files.slice(0, 10)) lines.push(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}`);
    lines.push(`vitest wall time: ${wallSeconds.toFixed(0)} s`);
    console.log(lines.join("\n"));
  }
}
