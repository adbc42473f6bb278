// `npm test` (the whole suite) and `npm run test:quick` (unit, component and API tests: no browser, no synth).
// The full run builds the site the stack tests serve, then type-checks and lints beside the tests; both
// end with their wall time against their budget (design.md §3.19).
import { spawn } from "node:child_process";

/** Seconds each suite may take on a 2-core machine, install not included (issue 41). */
const suiteBudgets = { full: 600, quick: 90 } as const;

type Suite = keyof typeof suiteBudgets;

const suite = process.argv[2] as Suite;
if (!(suite in suiteBudgets)) throw new Error(`usage: run.ts ${Object.keys(suiteBudgets).join(" | ")}`);

/** The vitest arguments of each suite; anything after the suite's name is passed on. */
const vitestArgs: Record<Suite, string[]> = {
  full: [],
  quick: [
    ...["--project", "unit", "--project", "components", "--project", "integration", "packages/", "infra/src/", "tests/integration/"],
    // Not the inner loop: the capture's own browser; `npm start` and `npm run admin` as processes
    // (kill -9, locks); a data folder on an emulator of its own, started twice (provision).
    ...["page-capture", "measured-checks", "roast-method", "share-page", "local-stack-safety", "admin-cli", "provision"].flatMap((name) => [
      "--exclude",
      `tests/integration/${name}.test.ts`,
    ]),
    // Worker threads start and message more cheaply than processes: 112–128 s against 129–131 s in
    // alternating runs on this machine. The full suite keeps processes (its browser files).
    ...["--pool", "threads"],
    // The inner loop runs again and again on the same files: their transforms are kept on disk
    // (node_modules/.experimental-vitest-cache, keyed by each file's content), 97 s → 90 s once warm.
    "--experimental.fsModuleCache",
  ],
};

const startedAt = performance.now();

function run(command: string, args: string[], { quiet = false } = {}): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => resolve({ ok: code === 0, output }));
  });
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const build = await run(npm, ["run", "build", "--silent", "-w", "@ai-leaders/web"], { quiet: true });
if (!build.ok) {
  console.error(build.output);
  process.exit(1);
}

// The type check and the lint need a core for under a minute each; they run while the tests wait on their services.
const typecheck = suite === "full" ? run(npm, ["run", "typecheck", "--silent"], { quiet: true }) : undefined;
const lint = suite === "full" ? run(npm, ["run", "lint", "--silent"], { quiet: true }) : undefined;
const tests = await run(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...vitestArgs[suite], ...process.argv.slice(3)]);
const typed = await typecheck;
if (typed && !typed.ok) console.error(`\nThe type check failed:\n${typed.output}`);
else if (typed) console.log("\nThe type check passed.");
const linted = await lint;
if (linted && !linted.ok) console.error(`\nThe lint failed:\n${linted.output}`);
else if (linted) console.log("The lint passed.");

const seconds = (performance.now() - startedAt) / 1000;
console.log(
  `npm ${suite === "full" ? "test" : "run test:quick"}: ${seconds.toFixed(0)} s, budget ${suiteBudgets[suite]} s${seconds > suiteBudgets[suite] ? " (over)" : ""}`,
);
process.exit(tests.ok && (typed?.ok ?? true) && (linted?.ok ?? true) ? 0 : 1);
