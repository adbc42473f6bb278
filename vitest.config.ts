import { createRequire } from "node:module";
import { dirname } from "node:path";
import { defineConfig } from "vitest/config";

// The React the web app resolves (19), wherever npm has put it.
const webReact = dirname(createRequire(new URL("./packages/web/package.json", import.meta.url)).resolve("react/package.json"));

// Four suites: unit tests next to the code, integration and end-to-end suites against the
// real local services (started once per run), and offline infrastructure assertions.
export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true" },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "packages/*/src/**/*.test.tsx", "infra/src/**/*.test.ts"],
          environment: "node",
          // react-markdown is hoisted to the root, where an older React (a tooling dependency)
          // also lives: run it through Vite so its React is the web app's React 19.
          server: { deps: { inline: ["react-markdown"] } },
        },
        resolve: { alias: [{ find: /^react(\/.*)?$/, replacement: `${webReact}$1` }] },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts", "tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page's later work (the head written after hydration, a lazy chunk) may take seconds on a
          // loaded 2-core machine: expect.poll waits for its condition that long, not vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          name: "infra",
          include: ["tests/infra/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
