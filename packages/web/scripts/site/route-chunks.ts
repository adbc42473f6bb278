// How the browser bundle groups the code the lazy pages share, so that a gated route's code comes
// in a few files instead of twenty small ones (each a request: on a slow link, a round trip).
//
// Left alone, the bundler makes one chunk for every distinct set of pages that share code: the
// hub needed 20 files. So the build runs twice. The first build (not written) shows which code each
// page really uses after tree-shaking; the second puts the code the landing page shares with
// others in one "shared" chunk, and other code that two or more gated pages share in one "gated"
// chunk. Code one page uses stays in that page's chunk, and code the entry uses stays in the entry,
// so the landing page still loads one file before its paint and only code it uses after it. A
// guide then loads: the entry, the sign-in layout, the page, "gated" and "shared", then the
// entry's small after-paint modules in one more.
import type { Rolldown } from "vite";
import { gatedRoutes } from "./gated-routes.ts";

export type ChunkGroupOf = (moduleId: string) => string | null;

const gatedModules = gatedRoutes.flatMap((route) => route.modules);
const isGatedPage = (moduleId: string) => gatedModules.some((module) => moduleId.endsWith(`/${module}`));
const isLanding = (moduleId: string) => moduleId.endsWith("/src/features/landing/LandingPage.tsx");

/**
 * Code the landing page shares with other pages goes in "shared": the landing, where most visits
 * start, then loads only code it uses. Other code gated pages share goes in "gated" (a public
 * page such as a kept result may load some it does not use); code only other public pages (and
 * the console) share, in "public". A gated page never loads code only public pages need.
 */
function groupFor(pages: string[]): string {
  if (pages.some(isLanding)) return "shared";
  if (pages.some(isGatedPage)) return "gated";
  return "public";
}

/** From the first build's chunks: the group each shared module goes in, or null to leave it be. */
export function routeChunkGroups(firstBuild: Rolldown.RolldownOutput): ChunkGroupOf {
  const chunks = new Map(
    firstBuild.output.filter((file): file is Rolldown.OutputChunk => file.type === "chunk").map((chunk) => [chunk.fileName, chunk]),
  );
  const staticClosure = (start: Rolldown.OutputChunk, seen = new Set<Rolldown.OutputChunk>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const file of start.imports) staticClosure(chunks.get(file)!, seen);
    return seen;
  };

  const entryChunks = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...staticClosure(chunk)]));
  // For every chunk outside the entry: the lazy pages whose code needs it.
  const pagesNeeding = new Map<Rolldown.OutputChunk, Set<string>>();
  for (const page of chunks.values()) {
    if (!page.isDynamicEntry || !page.facadeModuleId || entryChunks.has(page)) continue;
    for (const chunk of staticClosure(page)) {
      if (entryChunks.has(chunk)) continue;
      const pages = pagesNeeding.get(chunk) ?? new Set<string>();
      pages.add(page.facadeModuleId);
      pagesNeeding.set(chunk, pages);
    }
  }

  const groupOf = new Map<string, string>();
  // What the entry loads once the page is drawn (focus, the head, page views): small, and wanted on
  // every page, so one file rather than a request each.
  for (const chunk of chunks.values()) {
    const appModule = /\/web\/src\/(app|lib)\//.test(chunk.facadeModuleId ?? "");
    if (chunk.isDynamicEntry && appModule && !entryChunks.has(chunk) && chunk.code.length < 8192) {
      for (const moduleId of chunk.moduleIds) groupOf.set(moduleId, "after-paint");
    }
  }
  for (const [chunk, pages] of pagesNeeding) {
    if (pages.size < 2) continue;
    const group = groupFor([...pages]);
    // A page's own module keeps its chunk: the shell preloads pages by module name.
    for (const moduleId of chunk.moduleIds) if (moduleId !== chunk.facadeModuleId) groupOf.set(moduleId, group);
  }
  return (moduleId) => groupOf.get(moduleId) ?? null;
}
