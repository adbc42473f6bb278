import type { FunctionProps } from "sst/constructs";
import { coldStartInOneChunk } from "./cold-start-chunk.ts";

/**
 * How every function is bundled for the cloud. Minified: the AWS SDK is bundled with it and is most
 * of its size. No source maps: they would ship in every package, and nothing in the cloud reads them.
 * Split: code behind a dynamic import (the Parameter Store client, the gated content, the password
 * hashing) goes into its own file, loaded only by the invocation that needs it; what a cold start
 * loads is one file besides the entry (stacks/cold-start-chunk.ts).
 */
export const functionBundling = {
  format: "esm",
  minify: true,
  sourcemap: false,
  splitting: true,
  // SST turns esbuild's keepNames on, which wraps every function in a naming call run at load time;
  // nothing here reads a function's or class's name (errors name themselves).
  esbuild: { keepNames: false, plugins: [coldStartInOneChunk] },
} as const satisfies FunctionProps["nodejs"];
