// The skeleton every labelled page shares, written once: the document, its head (meta tags, Open
// Graph, stylesheet), the site's navigation and the footer around the page's own content. Each page
// (a module in this folder) gives only what is its own; landingPage writes the whole document.
//
// Every value is HTML as it stands in the page: an ampersand is written `&amp;`, nothing is escaped
// here. Blocks of markup (`extraHead`, `main`, `footer`) are written at any indent; they are set at
// their place in the document, so a page reads as it would in its own file.

/** A navigation's links, in order: each one's address and its words. */
export type Links = Readonly<Record<string, string>>;

export interface LandingPage {
  lang: string;
  title: string;
  /** The meta description. */
  description: string;
  canonical?: string;
  /** Open Graph: the preview a share shows. */
  og: { title: string; description?: string; image: string };
  /** The Twitter card type, where the page names one. */
  twitterCard?: string;
  stylesheet: string;
  /** The page's JSON-LD as it is written, for a script after the stylesheet. */
  structuredData?: string;
  /** What else the head holds, last: scripts, a style block. */
  extraHead?: string;
  /** A site header: a <header> holding the logo (if any) and the navigation. */
  header?: { logo?: string; nav: Links };
  /** Navigation standing alone at the top of the body, without a <header>. */
  nav?: Links;
  /** The page's content, inside <main>: one block, or its sections in order. */
  main: string | readonly string[];
  /** The footer's content, and its class if it has one. */
  footer: string;
  footerClass?: string;
}

/** The width the pages are formatted to (Prettier's printWidth): a longer meta tag puts each attribute on a line of its own. */
const printWidth = 140;

/** The full HTML document of a landing page. */
export function landingPage(page: LandingPage): string {
  const lines = [
    "<!doctype html>",
    `<html lang="${page.lang}">`,
    "  <head>",
    ...indent(head(page), 2),
    "  </head>",
    "  <body>",
    ...indent(body(page), 2),
    "  </body>",
    "</html>",
  ];
  return `${lines.join("\n")}\n`;
}

function head(page: LandingPage): string[] {
  const { og } = page;
  return [
    meta({ charset: "utf-8" }),
    meta({ name: "viewport", content: "width=device-width, initial-scale=1" }),
    `<title>${page.title}</title>`,
    meta({ name: "description", content: page.description }),
    page.canonical === undefined ? [] : `<link rel="canonical" href="${page.canonical}" />`,
    meta({ property: "og:title", content: og.title }),
    og.description === undefined ? [] : meta({ property: "og:description", content: og.description }),
    meta({ property: "og:image", content: og.image }),
    page.twitterCard === undefined ? [] : meta({ name: "twitter:card", content: page.twitterCard }),
    `<link rel="stylesheet" href="${page.stylesheet}" />`,
    page.structuredData === undefined ? [] : ['<script type="application/ld+json">', `  ${page.structuredData}`, "</script>"],
    page.extraHead === undefined ? [] : block(page.extraHead),
  ].flat();
}

function body(page: LandingPage): string[] {
  const sections = typeof page.main === "string" ? [page.main] : page.main;
  const footerOpen = page.footerClass === undefined ? "<footer>" : `<footer class="${page.footerClass}">`;
  return [
    page.header === undefined ? [] : ["<header>", ...indent([page.header.logo ?? [], nav(page.header.nav)].flat()), "</header>"],
    page.nav === undefined ? [] : nav(page.nav),
    "<main>",
    ...indent(sections.flatMap(block)),
    "</main>",
    footerOpen,
    ...indent(block(page.footer)),
    "</footer>",
  ].flat();
}

function nav(links: Links): string[] {
  return ["<nav>", ...indent(Object.entries(links).map(([href, text]) => `<a href="${href}">${text}</a>`)), "</nav>"];
}

/** A meta tag on one line, or one attribute a line where the line would run past printWidth at its place in the head. */
function meta(attributes: Record<string, string>): string | string[] {
  const pairs = Object.entries(attributes).map(([name, value]) => `${name}="${value}"`);
  const line = `<meta ${pairs.join(" ")} />`;
  return "    ".length + line.length <= printWidth ? line : ["<meta", ...indent(pairs), "/>"];
}

/** A block of markup as lines, without its blank first and last lines and the indent all its lines share. */
function block(markup: string): string[] {
  const lines = markup
    .replace(/^\s*\n/, "")
    .trimEnd()
    .split("\n");
  const margin = Math.min(...lines.filter((line) => line.trim() !== "").map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(margin));
}

/** Lines set `levels` steps (two spaces each) further in. */
function indent(lines: readonly string[], levels = 1): string[] {
  return lines.map((line) => (line === "" ? line : `${"  ".repeat(levels)}${line}`));
}
