// The infra suite's one build (build-artifacts.ts) and what its synths take from it: every synth of
// the app is real CDK, but its functions' bundles and the site's files come from that one build.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { inject } from "vitest";
import { StaticSite, type FunctionProps } from "sst/constructs";
import { useFunctions } from "sst/constructs/Function.js";
import { useRuntimeHandlers } from "sst/runtime/handlers.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where build-artifacts.ts writes manifest.json, or build-failed.txt. */
    infraArtifacts: string;
  }
}

export interface ArtifactManifest {
  /** Each function's bundle, by what it is built from (bundleKey). */
  bundles: Record<string, { source: string; dir: string; handler: string }>;
}

/** Two functions with this key get the same bundle. */
export function bundleKey(props: FunctionProps): string {
  return JSON.stringify([props.handler, props.runtime, props.architecture, props.nodejs]);
}

let manifest: Promise<ArtifactManifest> | undefined;

/** The run's build, once it is done: waits for the build, not for a clock. */
export function builtArtifacts(): Promise<ArtifactManifest> {
  manifest ??= (async () => {
    const folder = inject("infraArtifacts");
    // A ceiling for a hung build only: it takes 1 to 3 minutes here.
    for (const deadline = Date.now() + 15 * 60_000; Date.now() < deadline; await sleep(250)) {
      const failed = join(folder, "build-failed.txt");
      if (existsSync(failed)) throw new Error(`The infra build failed:\n${readFileSync(failed, "utf8")}`);
      const done = join(folder, "manifest.json");
      if (existsSync(done)) return JSON.parse(readFileSync(done, "utf8")) as ArtifactManifest;
    }
    throw new Error("The infra build (tests/infra/build-artifacts.ts) has not finished in 15 minutes.");
  })();
  return manifest;
}

let installed = false;

/**
 * Call after initProject. From then on, this process's synths take every function's bundle and the
 * site's files from the run's build instead of building them again.
 */
export async function useBuiltArtifacts(): Promise<void> {
  const { bundles } = await builtArtifacts();
  if (installed) return;
  installed = true;
  const handlers = useRuntimeHandlers();
  const build = handlers.build.bind(handlers);
  handlers.build = async (functionID, mode) => {
    const props = useFunctions().fromID(functionID);
    const bundle = props && bundles[bundleKey(props)];
    // A function only some settings make (the firewall's, outside us-east-1) is built here, as before.
    if (!bundle) return build(functionID, mode);
    return { type: "success" as const, out: bundle.dir, handler: bundle.handler, sourcemap: undefined };
  };
  // The site's files are packages/web/dist-cloud, made by the same build command.
  (StaticSite.prototype as unknown as { buildApp(): void }).buildApp = () => undefined;
}
