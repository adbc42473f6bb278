// A page's head: title, description, canonical link, Open Graph and Twitter tags, robots and
// structured data (spec §2). One list of tags serves every side: the prerender and the API's shared
// result page write it into the HTML, the browser keeps it current on every navigation. Managed
// tags carry data-head.

export interface PageHead {
  title: string;
  description: string;
  /** The page path; the canonical link is the site origin plus this path. */
  path: string;
  structuredData?: object;
  /** "noindex" keeps a page out of search engines; pages without it carry no robots tag. */
  robots?: string;
  /** The path of the page's preview image (1200×630), for link previews. */
  image?: string;
  /** Open Graph type: "article" for a post, "website" otherwise. */
  type?: "website" | "article";
}

/** Whose page it is: the site's origin (empty: links stay relative) and name. */
export interface Site {
  origin: string;
  name: string;
}

export interface HeadTag {
  element: "meta" | "link";
  attributes: Record<string, string>;
}

export const previewImageSize = { width: 1200, height: 630 } as const;

const meta = (key: "name" | "property", name: string, content: string): HeadTag => ({
  element: "meta",
  attributes: { [key]: name, content },
});

/** Every managed tag of a page, in order. */
export function headTags(head: PageHead, { origin, name }: Site): HeadTag[] {
  const absolute = (path: string) => (origin ? new URL(path, origin).href : path);
  const url = absolute(head.path);
  const tags: HeadTag[] = [
    meta("name", "description", head.description),
    { element: "link", attributes: { rel: "canonical", href: url } },
    meta("property", "og:site_name", name),
    meta("property", "og:type", head.type ?? "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", url),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
  ];
  if (head.image) {
    const image = absolute(head.image);
    tags.push(
      meta("property", "og:image", image),
      meta("property", "og:image:width", String(previewImageSize.width)),
      meta("property", "og:image:height", String(previewImageSize.height)),
      meta("property", "og:image:alt", head.title),
      meta("name", "twitter:image", image),
    );
  }
  if (head.robots) tags.push(meta("name", "robots", head.robots));
  return tags;
}

/** Structured data as a script's text: "<" escaped, so no string in it can close the script. */
export function structuredDataText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The head as HTML, for the prerendered page. */
export function headHtml(head: PageHead, site: Site): string {
  const tags = headTags(head, site).map(({ element, attributes }) => {
    const written = Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
      .join("");
    return `<${element}${written} data-head>`;
  });
  const data = head.structuredData
    ? [`<script type="application/ld+json" data-head>${structuredDataText(head.structuredData)}</script>`]
    : [];
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags, ...data].join("\n    ");
}

/**
 * The page's head written into an HTML shell: in place of its managed tag (data-head, the app
 * shell's description), its own <title> removed; in a shell without one, in place of its <title>.
 */
export function writeHead(shell: string, head: string): string {
  const title = /<title>[\s\S]*?<\/title>\s*/;
  const marker = /<meta\s[^>]*\bdata-head\b[^>]*>/;
  // Functions, not strings: "$&" in a page's own words would otherwise be read as a pattern.
  if (marker.test(shell)) return shell.replace(title, "").replace(marker, () => head);
  if (title.test(shell)) return shell.replace(title, () => head);
  throw new Error("The HTML shell has neither a data-head tag nor a <title> to write the head in.");
}
