// Writes each public page as HTML: the app's markup and head, its styles inline and its own chunks
// preloaded beside the entry (no extra hop), so it paints at once and hydrates in place.
// The shell itself, with the font preloaded, is app.html: the routes behind the access code.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ServerEntry } from "./server-entry.ts";

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
  const post = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (post) return ["src/features/blog/BlogPostPage.tsx", `src/content/articles/${post[1]}.ts`];
  if (path === notFoundPath) return ["src/features/not-found/NotFoundPage.tsx"];
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
  const font = preloadedFont(manifest);
  // The shell of every route behind the access code: the font comes with it too.
  const template = withHeadLinks(await readFile(join(outDir, "index.html"), "utf8"), font ? [font] : []);
  await writeFile(join(outDir, "app.html"), template);

  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("The build's manifest names no entry chunk.");
  const entryCss = await inlineStyles(outDir, entry.css ?? []);

  for (const path of [...server.publicPages, notFoundPath]) {
    const { html, head } = await server.renderPage(path, origin);
    if (!head) throw new Error(`${path} set no head (title, description): call usePageHead on the page.`);
    const { scripts, styles } = pageChunks(manifest, entry, pageModules(path));
    // The page paints from its HTML and inline styles alone (no stylesheet to wait for); its own
    // chunks are fetched beside the entry, not once the entry asks for them.
    const page = withHeadLinks(template.replace(/\s*<link rel="stylesheet" crossorigin href="[^"]+">/, ""), [
      `<style>${entryCss}${await inlineStyles(outDir, styles)}</style>`,
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ])
      .replace(/<title>[\s\S]*?<\/title>\s*/, "")
      .replace(/<meta\s[^>]*\bdata-head\b[^>]*>/, server.headHtml(head, origin))
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (!page.includes(html)) throw new Error(`The shell has no empty <div id="root"></div> to fill for ${path}.`);
    const file = join(outDir, pageFile(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, page);
  }
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
function preloadedFont(manifest: Manifest): string | undefined {
  const font = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((asset) => /inter.*\.woff2$/i.test(asset));
  return font && `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`;
}
