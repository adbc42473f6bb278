// What a visitor downloads for a route: the entry chunk, the route's lazy chunk, their static
// imports and CSS, read from Vite's manifest.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

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

  const weight: RouteWeight = { jsRaw: 0, jsGzip: 0, cssRaw: 0, cssGzip: 0, files: [...files] };
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
