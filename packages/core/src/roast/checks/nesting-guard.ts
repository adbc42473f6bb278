// HTML parsers keep their open elements in a list that costs time in proportion to its depth
// (htmlparser2 inserts at the front), so a 2 MB page of unclosed <div>s would take minutes to
// parse. This linear pre-scan follows htmlparser2's own rules for opening and closing elements
// (implied closes, void elements, self-closing tags in SVG and MathML, raw-text elements) and
// cuts the page where nesting first passes the limit. Real pages nest a few dozen levels.
import { headingTags } from "./html-tags.ts";

export const maxNestingDepth = 1_000;

const formTags = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
const pTag = new Set(["p"]);
const tableSectionTags = new Set(["thead", "tbody"]);
const ddtTags = new Set(["dd", "dt"]);
const rtpTags = new Set(["rt", "rp"]);
const openImpliesClose = new Map<string, Set<string>>([
  ["tr", new Set(["tr", "th", "td"])],
  ["th", new Set(["th"])],
  ["td", new Set(["thead", "th", "td"])],
  ["body", new Set(["head", "link", "script"])],
  ["li", new Set(["li"])],
  ["option", new Set(["option"])],
  ["optgroup", new Set(["optgroup", "option"])],
  ["dd", ddtTags],
  ["dt", ddtTags],
  ["rt", rtpTags],
  ["rp", rtpTags],
  ["tbody", tableSectionTags],
  ["tfoot", tableSectionTags],
  ...["select", "input", "output", "button", "datalist", "textarea"].map((name) => [name, formTags] as const),
  ...[
    "p",
    ...headingTags,
    "address",
    "article",
    "aside",
    "blockquote",
    "details",
    "div",
    "dl",
    "fieldset",
    "figcaption",
    "figure",
    "footer",
    "form",
    "header",
    "hr",
    "main",
    "nav",
    "ol",
    "pre",
    "section",
    "table",
    "ul",
  ].map((name) => [name, pTag] as const),
]);
const voidElements = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "command",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "keygen",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const foreignContextElements = new Set(["math", "svg"]);
const htmlIntegrationElements = new Set(["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignobject", "desc", "title"]);
const rawTextElements = new Set(["script", "style", "title", "textarea", "xmp"]);

export interface NestingLimit {
  html: string;
  /** Where the page was cut, in characters, or null when it was read whole. */
  cutAt: number | null;
}

export function limitNesting(html: string, limit = maxNestingDepth): NestingLimit {
  const lower = html.toLowerCase();
  const tree = new OpenElements();
  let index = 0;
  while (index < html.length) {
    const start = html.indexOf("<", index);
    if (start === -1) break;
    const next = html[start + 1] ?? "";
    if (next === "!" || next === "?") {
      index = skipPast(html, start, html.startsWith("<!--", start) ? "-->" : ">");
      continue;
    }
    const closing = next === "/";
    const nameStart = start + (closing ? 2 : 1);
    if (!isAsciiLetter(html.charCodeAt(nameStart))) {
      index = start + 1;
      continue;
    }
    let nameEnd = nameStart;
    while (nameEnd < html.length && !endsName(html.charCodeAt(nameEnd))) nameEnd++;
    const name = lower.slice(nameStart, nameEnd);
    const end = tagEnd(html, nameEnd);
    if (closing) {
      tree.close(name);
      index = end;
      continue;
    }
    tree.open(name, html[end - 2] === "/");
    if (tree.depth > limit) return { html: html.slice(0, start), cutAt: start };
    index = end;
    if (rawTextElements.has(name) && tree.top === name) {
      const close = lower.indexOf(`</${name}`, end);
      index = close === -1 ? html.length : close;
    }
  }
  return { html, cutAt: null };
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Whitespace, "/" or ">". */
function endsName(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13 || code === 47 || code === 62;
}

function skipPast(html: string, from: number, terminator: string): number {
  const found = html.indexOf(terminator, from + 2);
  return found === -1 ? html.length : found + terminator.length;
}

/** The index just after the tag's closing ">", skipping quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let index = from;
  while (index < html.length) {
    const code = html.charCodeAt(index);
    if (code === 62) return index + 1; // >
    if (code === 34 || code === 39) {
      // a quoted value: " or '
      const close = html.indexOf(code === 34 ? '"' : "'", index + 1);
      if (close === -1) return html.length;
      index = close + 1;
      continue;
    }
    index++;
  }
  return html.length;
}

/** The parser's stack of open elements, with counts per name so a stray close tag costs O(1). */
class OpenElements {
  private names: string[] = [];
  private foreign: boolean[] = [];
  private counts = new Map<string, number>();

  get depth(): number {
    return this.names.length;
  }

  get top(): string | undefined {
    return this.names.at(-1);
  }

  open(name: string, selfClosing: boolean): void {
    const implied = openImpliesClose.get(name);
    if (implied) while (this.top !== undefined && implied.has(this.top)) this.pop();
    if (voidElements.has(name)) return;
    const inForeign = foreignContextElements.has(name) ? true : htmlIntegrationElements.has(name) ? false : (this.foreign.at(-1) ?? false);
    this.names.push(name);
    this.foreign.push(inForeign);
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
    if (selfClosing && inForeign) this.pop();
  }

  close(name: string): void {
    if (voidElements.has(name) || !this.counts.get(name)) return;
    // Pops the elements left open inside it, then the element itself.
    while (this.names.length > 0 && this.pop() !== name);
  }

  private pop(): string | undefined {
    const name = this.names.pop();
    this.foreign.pop();
    if (name !== undefined) this.counts.set(name, (this.counts.get(name) ?? 1) - 1);
    return name;
  }
}
