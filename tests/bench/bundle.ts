// What a visitor downloads for a route: the entry chunk, the route's lazy chunk, their static
// imports and CSS, read from Vite's manifest. And what a Lambda loads on a cold start.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { initProject } from "sst/project.js";
import { useNodeHandler } from "sst/runtime/handlers/node.js";
import { functionBundling } from "../../stacks/bundling.ts";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteWeight {
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  files: string[];
}

export function routeWeight(distDir: string, routeModule: string): RouteWeight {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("No entry chunk in the Vite manifest");
  if (!manifest[routeModule]) throw new Error(`No chunk for ${routeModule} in the Vite manifest`);

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  visit(routeModule);
  return weigh(distDir, [...files]);
}

/**
 * What opening a lazy route downloads once the entry has loaded: its chunk, its static imports and
 * their CSS, less the files the entry brought already (the console's chunk: what an admin waits for).
 */
export function lazyRouteWeight(distDir: string, routeModule: string): RouteWeight {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error("No entry chunk in the Vite manifest");
  const entryFiles = new Set(routeWeight(distDir, entryKey).files);
  const route = routeWeight(distDir, routeModule);
  return weigh(
    distDir,
    route.files.filter((file) => !entryFiles.has(file)),
  );
}

/** A lazy module's own chunk and its CSS, without the chunks it shares with other routes. */
export function ownChunkWeight(distDir: string, module: string): RouteWeight {
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`No chunk for ${module} in the Vite manifest`);
  return weigh(distDir, [chunk.file, ...(chunk.css ?? [])]);
}

function weigh(distDir: string, files: string[]): RouteWeight {
  const weight: RouteWeight = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files };
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    if (file.endsWith(".css")) {
      weight.cssRaw += bytes.length;
      weight.cssGzip += gzip;
    } else {
      weight.jsRaw += bytes.length;
      weight.jsGzip += gzip;
    }
  }
  return weight;
}

export interface FunctionBundle {
  /** The file Lambda loads, e.g. …/lambda.mjs, with the name of its exported handler. */
  entry: string;
  handlerName: string;
  /** The entry file and the chunks it imports statically: what a cold start loads and parses. */
  coldStartBytes: number;
  coldStartGzip: number;
  coldStartFiles: number;
  /** Every file of the package, chunks loaded on demand included. */
  packageBytes: number;
  files: number;
  /** The chunks the cold-start code loads with `import("./…")`, each by the first invocation that needs it. */
  lazyChunks: string[];
}

/** Code loaded after the cold start: some lazily loaded chunks and what they import, beyond the cold-start code. */
export interface LazyLoadWeight {
  bytes: number;
  gzip: number;
  files: number;
}

/**
 * Builds a handler exactly as `sst deploy` does (SST's own Node.js builder, with the app's
 * bundling options) into `outDir`, and weighs it.
 */
export async function buildFunction(handler: string, outDir: string): Promise<FunctionBundle> {
  await initProject({ stage: "bench" });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const built = await useNodeHandler().build({
    functionID: `bench-${handler}`,
    mode: "deploy",
    out: outDir,
    props: { handler, runtime: "nodejs24.x", architecture: "arm_64", nodejs: functionBundling },
  });
  if (built.type === "error") throw new Error(`Could not build ${handler}: ${built.errors.join("\n")}`);
  const [entryPath, handlerName] = splitHandler(built.handler);
  const entry = join(outDir, `${entryPath}.mjs`);
  const coldStartFiles = staticallyImported(entry);
  const coldStart = [...coldStartFiles].map((file) => readFileSync(file));
  const packageFiles = listFiles(outDir).filter((file) => /\.(mjs|js|map)$/.test(file) && !file.includes("node_modules"));
  return {
    entry,
    handlerName,
    coldStartBytes: coldStart.reduce((sum, bytes) => sum + bytes.length, 0),
    coldStartGzip: gzipSync(Buffer.concat(coldStart), { level: 9 }).length,
    coldStartFiles: coldStart.length,
    packageBytes: packageFiles.reduce((sum, file) => sum + statSync(file).size, 0),
    files: packageFiles.length,
    lazyChunks: dynamicallyImported(coldStartFiles),
  };
}

/** What loading these lazy chunks adds: them and their static imports, less what the cold start loaded already. */
export function lazyLoadWeight(bundle: FunctionBundle, chunks: string[]): LazyLoadWeight {
  const coldStart = staticallyImported(bundle.entry);
  const added = new Set<string>();
  for (const chunk of chunks) for (const file of staticallyImported(chunk)) if (!coldStart.has(file)) added.add(file);
  const code = [...added].map((file) => readFileSync(file));
  return {
    bytes: code.reduce((sum, bytes) => sum + bytes.length, 0),
    gzip: gzipSync(Buffer.concat(code), { level: 9 }).length,
    files: added.size,
  };
}

function splitHandler(handler: string): [string, string] {
  const dot = handler.lastIndexOf(".");
  return [handler.slice(0, dot), handler.slice(dot + 1)];
}

/** The file and every file it imports with a static `import … from "./…"`, not `import("./…")`. */
export function staticallyImported(file: string, found = new Set<string>()): Set<string> {
  if (found.has(file)) return found;
  found.add(file);
  for (const [, relative] of readFileSync(file, "utf8").matchAll(/(?:\bfrom|\bimport)\s*["'](\.\.?\/[^"']+)["']/g)) {
    staticallyImported(join(dirname(file), relative!), found);
  }
  return found;
}

/** The files these files load with `import("./…")`. */
function dynamicallyImported(files: Set<string>): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const [, relative] of readFileSync(file, "utf8").matchAll(/\bimport\(\s*["'](\.\.?\/[^"']+)["']\s*\)/g)) {
      found.add(join(dirname(file), relative!));
    }
  }
  return [...found];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}
