// Writes each public page as HTML: the app's markup and head, its styles inline and the app
// started only once it has painted (infra/src/app-loader.ts), its own chunks beside the entry (no
// extra hop), to hydrate in place.
// The shell itself is app.html, the routes behind the access code: its styles inline and the
// page's frame drawn in it (src/app/AppFrame.tsx), so it paints before any file arrives; its
// script and the font load with it.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import Beasties from "beasties";
import { dirname, join } from "node:path";
import { appFrameFillElementId, appFrameScript } from "@ai-leaders/infra/app-frame";
import { appRoutesElementId, appRoutesScript } from "@ai-leaders/infra/app-routes";
import { appLoaderScript, appModulesElementId, type AppModules } from "@ai-leaders/infra/app-loader";
import { writeHead } from "@ai-leaders/core/page-head";
import type { ServerEntry } from "./server-entry.ts";
import { appRoutes } from "./gated-routes.ts";

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The 404 page is rendered from a path no route matches. */
const notFoundPath = "/404";

/** What a page must have loaded to hydrate: its lazy page component, and a post its text. */
function pageModules(path: string): string[] {
  if (path === "/") return ["src/features/landing/LandingPage.tsx"];
  if (path === "/privacy") return ["src/features/privacy/PrivacyPage.tsx"];
  if (path === "/roast-method") return ["src/features/roast/method/RoastMethodPage.tsx"];
  if (path === "/blog") return ["src/features/blog/BlogIndexPage.tsx"];
  const post = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (post) return ["src/features/blog/BlogPostPage.tsx", `src/content/articles/${post[1]}.ts`];
  if (path === notFoundPath) return ["src/components/site/NotFoundPage.tsx"];
  throw new Error(`No modules known for the public page ${path}: add it to pageModules.`);
}

/** index.html for "/", 404.html for the 404 page, {path}/index.html for the rest. */
function pageFile(path: string): string {
  if (path === "/") return "index.html";
  if (path === notFoundPath) return "404.html";
  return join(path.slice(1), "index.html");
}

export async function prerenderPages(server: ServerEntry, outDir: string, origin: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const template = await readFile(join(outDir, "index.html"), "utf8");
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The build's manifest names no entry chunk.");
  const entryStyles = await inlineStyles(outDir, entry.css ?? []);
  await writeFile(join(outDir, "app.html"), appShell(server, template, manifest, entryStyles));

  // A prerendered page's loader declares the font itself, after the first paint (app-loader.ts).
  const { css: entryCss, font } = withoutTextFont(entryStyles);

  for (const path of [...server.publicPages, notFoundPath]) {
    const { html, head } = await server.renderPage(path, origin);
    if (!head) throw new Error(`${path} set no head (title, description): call usePageHead on the page.`);
    const { scripts, styles } = pageChunks(manifest, entry, pageModules(path));
    // The page paints from its HTML and inline styles alone: no stylesheet, and no script, to
    // wait for. The loader starts the app after that paint, its own chunks fetched beside the entry.
    const modules: AppModules = { entry: `/${entry.file}`, preload: scripts.map((file) => `/${file}`), font };
    const shell = withHeadLinks(withoutEntryTags(template), [
      `<style>${entryCss}${await criticalStyles(await inlineStyles(outDir, styles), html)}</style>`,
      `<script type="application/json" id="${appModulesElementId}">${jsonForScript(modules)}</script>`,
      `<script>${appLoaderScript}</script>`,
    ]);
    const page = writeHead(shell, await server.headHtml(head, origin)).replace(
      '<div id="root"></div>',
      () => `<div id="root">${html}</div>`,
    );
    if (!page.includes(html)) throw new Error(`The shell has no empty <div id="root"></div> to fill for ${path}.`);
    const file = join(outDir, pageFile(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }
}

/**
 * The shell of every route behind the access code: the entry's styles and the frame's inline, the
 * frame after the app's root (its script removes it once the app has drawn a page there).
 */
function appShell(server: ServerEntry, template: string, manifest: Manifest, entryCss: string): string {
  const frame = server.renderAppFrame();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
  // Content is asked for early only from the site's own origin: an API elsewhere would need CORS.
  const routes = appRoutes((modules) => pageChunks(manifest, entry, modules), { withContent: !process.env.VITE_API_URL });
  const shell = withHeadLinks(withoutStylesheet(template), [
    `<style>${entryCss}${frame.css}</style>`,
    preloadedFont(manifest),
    `<script type="application/json" id="${appRoutesElementId}">${jsonForScript(routes)}</script>`,
    `<script>${appRoutesScript}</script>`,
  ]);
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) throw new Error('The shell has no empty <div id="root"></div> to draw the frame after.');
  const fill = `<script type="application/json" id="${appFrameFillElementId}">${jsonForScript(frame.fill)}</script>`;
  return shell.replace(root, () => `${root}\n    ${frame.html}\n    ${fill}\n    <script>${appFrameScript}</script>`);
}

/** JSON to set inside a <script> element: no "<" to end it early. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

const stylesheetLink = /\s*<link rel="stylesheet" crossorigin href="[^"]+">/;

function withoutStylesheet(template: string): string {
  if (!stylesheetLink.test(template)) throw new Error("The built index.html has no stylesheet link to replace.");
  return template.replace(stylesheetLink, "");
}

/** The shell without its stylesheet and entry script: a prerendered page inlines one and defers the other. */
function withoutEntryTags(template: string): string {
  const entryScript = /\s*<script type="module"[^>]*><\/script>/;
  if (!entryScript.test(template)) throw new Error("The built index.html has no entry script to replace.");
  return withoutStylesheet(template).replace(entryScript, "");
}

/**
 * Of the page's own stylesheets, the rules its markup uses (a post's was 46 KB, mostly rules of
 * the gated pages sharing its chunks; 1.3 KB are the post's). The rest costs the first paint
 * nothing: when the app starts, it loads the page's chunks with their stylesheets whole before
 * it hydrates. The entry's styles stay whole, as the app has no other copy of them.
 */
async function criticalStyles(css: string, markup: string): Promise<string> {
  if (!css) return "";
  const beasties = new Beasties({ reduceInlineStyles: true, external: false, preload: false, inlineFonts: false, logLevel: "silent" });
  const page = await beasties.process(`<!doctype html><html><head><style>${css}</style></head><body>${markup}</body></html>`);
  const kept = /<style>([\s\S]*?)<\/style>/.exec(page);
  return kept?.[1] ?? "";
}

async function inlineStyles(outDir: string, files: string[]): Promise<string> {
  const sheets = await Promise.all(files.map((file) => readFile(join(outDir, file), "utf8")));
  return sheets.join("");
}

function withHeadLinks(html: string, links: string[]): string {
  return links.length ? html.replace("</head>", `  ${links.join("\n    ")}\n  </head>`) : html;
}

/** The page's chunks beyond the entry, with what they import, and their stylesheets. */
function pageChunks(manifest: Manifest, entry: ManifestChunk, modules: string[]): { scripts: string[]; styles: string[] } {
  const loaded = new Set([entry.file]);
  const entryCss = new Set(entry.css ?? []);
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: is the module still there?`);
    if (loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!entryCss.has(css)) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return { scripts, styles: [...styles] };
}

/** The site's text font, fetched with the page rather than once the stylesheet asks for it. */
function preloadedFont(manifest: Manifest): string {
  const font = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((asset) => /inter.*\.woff2$/i.test(asset));
  if (!font) throw new Error("The build has no Inter font file to preload.");
  return `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`;
}

/** The stylesheet without the text font's @font-face, and that rule as FontFace() takes it. */
function withoutTextFont(css: string): { css: string; font: AppModules["font"] } {
  const rule = /@font-face\{font-family:("?)Inter\1;([^}]*)\}/.exec(css);
  if (!rule) throw new Error("The stylesheet declares no Inter @font-face to hand to the loader.");
  const declarations = Object.fromEntries(
    rule[2]!.split(";").map((declaration) => {
      const colon = declaration.indexOf(":");
      return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
    }),
  );
  const { src, ...rest } = declarations;
  if (!src) throw new Error("The Inter @font-face has no src.");
  // CSS descriptor names (font-weight) as FontFace's (weight).
  const descriptors = Object.fromEntries(
    Object.entries(rest).map(([name, value]) => [
      name.replace(/^font-/, "").replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
  return { css: css.replace(rule[0], ""), font: { family: "Inter", source: src, descriptors } };
}
