import { availableParallelism } from "node:os";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { defineConfig } from "vitest/config";
import ProjectsInOrder from "./tests/support/suite/sequencer.ts";

// The React the web app resolves (19), wherever npm has put it.
const resolveFromWeb = createRequire(new URL("./packages/web/package.json", import.meta.url)).resolve;
const webReact = dirname(resolveFromWeb("react/package.json"));
const webReactDom = dirname(resolveFromWeb("react-dom/package.json"));

/**
 * Files run side by side, one more than the machine has cores: the API and browser files spend
 * much of their time waiting on DynamoDB Local, the queue and Chromium, in other processes.
 */
const workers = Math.max(2, availableParallelism() + 1);

// Four suites: unit tests next to the code; component tests of the web app in a DOM; the API and end-to-end suites against the real local
// services (started once per run: tests/support/global-setup.ts); offline infrastructure assertions.
// Files in a worker share its module graph (isolate: false): each imports the product once, not
// once per file. Every file makes its own stack (own tables and queues) and browser contexts, so
// nothing a file leaves behind is seen by the next.
export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: ProjectsInOrder },
    reporters: ["default", "./tests/support/suite/run-summary.ts"],
    // `npx vitest run --coverage`: line and branch coverage of the product's code (issue 41 keeps it from dropping).
    coverage: {
      provider: "v8",
      include: ["packages/*/src/**/*.{ts,tsx}", "infra/src/**/*.ts"],
      reporter: ["text-summary", "json-summary"],
      reportOnFailure: true,
    },
    projects: [
      {
        test: {
          name: "unit",
          // `*.markup.test.tsx`: markup React renders on a server (the prerender's renderer). Kept out
          // of the component suite, whose client renderer would meet the same contexts in one worker.
          include: ["packages/*/src/**/*.test.ts", "packages/web/src/**/*.markup.test.tsx", "infra/src/**/*.test.ts"],
          environment: "node",
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          // react-markdown is hoisted to the root, where an older React (a tooling dependency)
          // also lives: run it through Vite so its React is the web app's React 19.
          server: { deps: { inline: ["react-markdown"] } },
        },
        resolve: { alias: [{ find: /^react(\/.*)?$/, replacement: `${webReact}$1` }] },
      },
      {
        test: {
          // UI behaviour (a field's message, a control's state, where focus goes) in a DOM, the
          // API answered by a stand-in (packages/web/src/test/render.tsx).
          name: "components",
          include: ["packages/web/src/**/*.test.tsx"],
          exclude: ["packages/web/src/**/*.markup.test.tsx"],
          setupFiles: ["packages/web/src/test/setup.ts"],
          // A test that walks all eight libraries took over the default five seconds under CI's load.
          testTimeout: 20_000,
          environment: "happy-dom",
          environmentOptions: { happyDOM: { url: "http://localhost:3000/" } },
          isolate: false,
          unstubGlobals: true,
          server: { deps: { inline: ["react-markdown", "@testing-library/react"] } },
        },
        resolve: {
          alias: [
            { find: /^react(\/.*)?$/, replacement: `${webReact}$1` },
            { find: /^react-dom(\/.*)?$/, replacement: `${webReactDom}$1` },
          ],
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          isolate: false,
          // Ceilings for a hung test, far above what any needs on a loaded machine: nothing waits
          // for a clock, every wait is for a condition.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page's later work (the head written after hydration, a lazy chunk) may take seconds on a
          // loaded 2-core machine: expect.poll waits for its condition, up to a minute (a ceiling).
          expect: { poll: { timeout: 60_000 } },
        },
      },
      {
        test: {
          name: "infra",
          include: ["tests/infra/**/*.test.ts"],
          globalSetup: ["tests/infra/artifacts-setup.ts"],
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
