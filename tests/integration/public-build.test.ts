// Issue 15: no gated prompt or guide text ships in the public site. Greps every file of the built
// SPA (source maps included: they carry the sources) for the opening of each gated prompt.
import { describe, expect, it } from "vitest";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { guides, promptLibraries } from "@ai-leaders/core/content";
import { webDistDir } from "@ai-leaders/local";
import { articleSummaries } from "../../packages/web/src/content/articles/catalog.ts";
import { loadArticleBody } from "../../packages/web/src/content/articles/bodies.ts";

/** Every gated text worth stealing: each library prompt with its example output and follow-up,
 * each guide prompt and asset. */
function gatedTexts(): Array<{ owner: string; text: string }> {
  const texts: Array<{ owner: string; text: string }> = [];
  for (const library of Object.values(promptLibraries)) {
    for (const prompt of library.prompts) {
      const owner = `${library.tool}: ${prompt.title}`;
      texts.push({ owner, text: prompt.prompt });
      // Large cards all have them; the small Replit and Cursor cards too (issue 45, Deliver 4).
      if (prompt.exampleOutput) texts.push({ owner: `${owner} (example)`, text: prompt.exampleOutput });
      if (prompt.followUp) texts.push({ owner: `${owner} (follow-up)`, text: prompt.followUp });
    }
  }
  for (const step of [...guides["build-website"].steps, ...guides["improve-landing-page"].steps]) {
    if (step.prompt) texts.push({ owner: step.title, text: step.prompt });
  }
  for (const card of [...guides["research-report"].cards, ...guides["expert-panel"].cards])
    texts.push({ owner: card.title, text: card.prompt });
  for (const step of guides["market-decision"].steps) texts.push({ owner: step.title, text: step.asset });
  return texts;
}

/**
 * The longest stretch of the first 200 characters that a bundler or a source map cannot have
 * escaped: quotes, newlines, backslashes and non-ASCII may be written another way in a file.
 */
function needleOf(text: string): string {
  const stretches = text.slice(0, 200).match(/[A-Za-z0-9 ,.:;()-]+/g) ?? [];
  return stretches.reduce((longest, stretch) => (stretch.trim().length > longest.length ? stretch.trim() : longest), "");
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** A chunk's file, its CSS and those of every chunk it imports statically: what loading it fetches. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key]!;
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  chunk.css?.forEach((css) => files.add(css));
  chunk.imports?.forEach((imported) => chunkClosure(manifest, imported, files));
  return files;
}

/** uPlot's own class names, in its script and its stylesheet: a file holding them carries the library. */
const holdsUplot = (text: string) => text.includes("u-over") || text.includes(".uplot");

/** The console, whose chunks hold the charts (a team's progress page loads its chart from them lazily). */
const chartModules = ["src/features/admin/AdminPage.tsx"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("the built public site", () => {
  if (!existsSync(join(webDistDir, "index.html"))) {
    it("exists", () => {
      throw new Error(`No built site at ${webDistDir}: run "npm run build -w @ai-leaders/web" (npm test does) first.`);
    });
    return;
  }
  const files = filesUnder(webDistDir).map((path) => ({ path: relative(webDistDir, path), text: readFileSync(path, "utf8") }));

  it("has scripts and their source maps to search", () => {
    expect(files.some((file) => file.path.endsWith(".js"))).toBe(true);
    expect(files.some((file) => file.path.endsWith(".js.map"))).toBe(true);
  });

  it("finds public text the same way, so a miss below means the text is absent", async () => {
    const bodies = await Promise.all(articleSummaries.map((summary) => loadArticleBody(summary.slug)));
    const openings = bodies.map((body) => needleOf(body.intro[0]!));
    expect(openings.length).toBeGreaterThan(0);
    for (const opening of openings) {
      expect(opening.length).toBeGreaterThanOrEqual(20);
      expect(
        files.some((file) => file.text.includes(opening)),
        opening,
      ).toBe(true);
    }
  });

  // Issue 30, Deliver 4: the charts cost the public and gated pages nothing: the charting library
  // rides only with the console, which a team's progress page (issue 48) loads its chart from lazily.
  it("keeps the charting library in the console's lazy chunk and the chart a team's progress page loads: no other page's files hold it", () => {
    const manifest = JSON.parse(readFileSync(join(webDistDir, ".vite", "manifest.json"), "utf8")) as Record<string, ManifestChunk>;
    const code = new Map(files.filter((file) => /\.(js|css)$/.test(file.path)).map((file) => [file.path, file.text]));
    const withUplot = [...code].filter(([, text]) => holdsUplot(text)).map(([path]) => path);
    // Found, so that its absence below means something.
    expect(withUplot.length).toBeGreaterThan(0);
    const chartFiles = new Set(chartModules.flatMap((module) => [...chunkClosure(manifest, module)]));
    for (const path of withUplot) expect([...chartFiles], path).toContain(path);

    const pages = Object.keys(manifest).filter(
      (key) => (manifest[key]!.isEntry || manifest[key]!.isDynamicEntry) && !chartModules.includes(key),
    );
    expect(pages.length).toBeGreaterThan(5);
    const leaks = pages.flatMap((page) =>
      [...chunkClosure(manifest, page)].filter((file) => withUplot.includes(file)).map((file) => `${file} in ${page}`),
    );
    expect(leaks).toEqual([]);
    // Nor does any prerendered page name those files (a preload, a stylesheet).
    const html = files.filter((file) => file.path.endsWith(".html"));
    expect(html.length).toBeGreaterThan(0);
    for (const page of html) for (const file of withUplot) expect(page.text, `${file} named in ${page.path}`).not.toContain(file);
  });

  it("holds none of the gated prompts or guide assets, in any file", () => {
    const texts = gatedTexts();
    expect(texts.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    for (const { owner, text } of texts) {
      const needle = needleOf(text);
      expect(needle.length, owner).toBeGreaterThanOrEqual(20);
      for (const file of files) if (file.text.includes(needle)) leaks.push(`${owner} in ${file.path}`);
    }
    expect(leaks).toEqual([]);
  });
});
