// What `sst deploy` builds, built once per test run: every function's bundle (the capture function's
// with its npm-installed Chromium) and the site's cloud build. Run as a child of the infra suite's
// global set-up (artifacts-setup.ts); the infra tests' synths take these instead of building again.
// Usage: tsx tests/infra/build-artifacts.ts <folder for manifest.json>
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { App, Function as SstFunction } from "sst/constructs";
import { useFunctions } from "sst/constructs/Function.js";
import { initProject, useProject } from "sst/project.js";
import config from "../../sst.config.ts";
import { bundleKey, type ArtifactManifest } from "./artifacts.ts";

const [folder] = process.argv.slice(2);
if (!folder) throw new Error("usage: build-artifacts.ts <folder>");

const outdir = mkdtempSync(join(tmpdir(), "ai-leaders-artifacts-"));
try {
  // With a sender, so the mail-feedback function (made only then) is built too.
  process.env.MAIL_FROM ??= "AI for Leaders <hello@aiforleaders.example>";
  await initProject({ stage: "bundling" });
  const app = new App({ mode: "deploy", stage: "bundling", region: useProject().config.region }, { outdir });
  await config.stacks(app);
  await app.finish();
  const artifacts = useProject().paths.artifacts;
  const bundles: ArtifactManifest["bundles"] = {};
  for (const fn of app.node.findAll().filter((construct): construct is SstFunction => construct instanceof SstFunction)) {
    const props = useFunctions().fromID(fn.node.addr);
    if (!props) continue;
    const cfn = fn.node.defaultChild as unknown as { handler: string };
    bundles[bundleKey(props)] = { source: props.handler ?? "", dir: join(artifacts, fn.node.addr), handler: cfn.handler };
  }
  const manifest: ArtifactManifest = { bundles };
  // Renamed into place whole: the waiting tests never read half a file.
  writeFileSync(join(folder, "manifest.json.part"), JSON.stringify(manifest, null, 2));
  renameSync(join(folder, "manifest.json.part"), join(folder, "manifest.json"));
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
