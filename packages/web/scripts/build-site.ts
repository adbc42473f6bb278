// Builds the site: the browser bundle, then a server bundle of the app that prerenders the public
// pages into it, with the files that make the site findable and shareable.
//   WEB_DIST_DIR   where to build (default packages/web/dist)
//   SITE_ORIGIN    the origin its absolute links name (default PUBLIC_URL, else http://127.0.0.1:$PORT;
//                  empty: links stay relative)
//   WEB_SOURCEMAP  "false" leaves source maps out (the cloud build)
import { rm } from "node:fs/promises";
import { basename, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, type Rolldown } from "vite";
import { prerenderPages } from "./site/prerender-pages.ts";
import { routeChunkGroups } from "./site/route-chunks.ts";
import { writeDiscoveryFiles } from "./site/discovery-files.ts";
import { writePreviewImages } from "./site/preview-images.ts";
import type { ServerEntry } from "./site/server-entry.ts";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const outDir = process.env.WEB_DIST_DIR ?? join(webDir, "dist");
// One per output folder, so that two builds into different folders can run at once.
const serverDir = join(webDir, process.env.WEB_DIST_DIR ? `.prerender-${basename(outDir)}` : ".prerender");
const origin = (process.env.SITE_ORIGIN ?? process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
const sourcemap = process.env.WEB_SOURCEMAP !== "false";

// The first build is read, not written: it shows what each page uses (see route-chunks.ts).
const firstBuild = (await build({
  root: webDir,
  logLevel: "warn",
  build: { write: false, minify: false, sourcemap: false },
})) as Rolldown.RolldownOutput;
await build({
  root: webDir,
  build: {
    outDir,
    sourcemap,
    rollupOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: routeChunkGroups(firstBuild), debugName: "route chunks" }],
        },
      },
    },
  },
});
await build({
  root: webDir,
  logLevel: "warn",
  build: { ssr: "src/prerender/entry-server.tsx", outDir: serverDir, emptyOutDir: true, sourcemap: false, manifest: false },
});
const server = (await import(pathToFileURL(join(serverDir, "entry-server.js")).href)) as ServerEntry;
await prerenderPages(server, outDir, origin);
await writeDiscoveryFiles(server, outDir, origin);
await writePreviewImages(server, outDir);
await rm(serverDir, { recursive: true, force: true });
console.log(`Prerendered ${server.publicPages.length} pages and the 404 page for ${origin}`);
