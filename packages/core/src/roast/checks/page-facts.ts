// Reads what a landing page shows, as facts with the page's own words. One pass over the parsed
// document, without recursion: a hostile page nested 100,000 levels deep parses and reads in
// linear time and cannot overflow the stack. htmlparser2 (through cheerio/slim) is used rather
// than parse5 because parse5's tree building is quadratic in nesting depth.
import { load } from "cheerio/slim";
import { decodeHtml } from "./decode.ts";
import { limitNesting } from "./nesting-guard.ts";
import { clean } from "./quote.ts";
import { countWords, readability } from "./text-stats.ts";
import type { Readability } from "./text-stats.ts";
import { headingTags } from "./html-tags.ts";

export interface PageMeta {
  /** The URL the page was finally read from. */
  url: string;
  contentType: string | null;
  transferBytes: number;
  elapsedMs: number;
  redirects: readonly string[];
}

export interface CallToAction {
  text: string;
  href: string | null;
  element: "link" | "button";
  /** A button element, a submit input, role=button, or a link styled as a button. */
  looksLikeButton: boolean;
  inNav: boolean;
  /** Words of page text a reader passes before reaching it. */
  wordsBefore: number;
}

export interface FormFacts {
  fields: number;
  requiredFields: number;
  submitText: string | null;
  hasEmailField: boolean;
  hasTextarea: boolean;
}

export interface PageQuote {
  text: string;
  /** A <cite> or <footer> inside the quote, its <figure>'s caption, or a line right after it that opens with a dash. */
  attribution: string | null;
}

export interface LinkFacts {
  text: string;
  href: string;
}

export interface PageFacts {
  url: string;
  isHttps: boolean;
  redirects: readonly string[];
  htmlBytes: number;
  /** Set when absurd nesting made us read only the first part of the page: where, in characters. */
  cutForNestingAt: number | null;
  transferBytes: number;
  elapsedMs: number;
  lang: string | null;
  title: string | null;
  metaDescription: string | null;
  viewport: string | null;
  robots: string | null;
  canonical: string | null;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  structuredDataTypes: string[];
  invalidStructuredData: number;
  headings: Array<{ level: number; text: string }>;
  callsToAction: CallToAction[];
  links: LinkFacts[];
  unnamedControls: number;
  forms: FormFacts[];
  fields: { total: number; unlabeled: number };
  images: { total: number; missingAlt: number; missingAltExamples: string[] };
  /** Each <blockquote>, with who it is attributed to when the page says so. */
  quotes: PageQuote[];
  /** The passages inside a <blockquote>. */
  quotedPassages: string[];
  /** The first <address> element's text. */
  address: string | null;
  scripts: { external: number; inline: number; inlineBytes: number; renderBlocking: number };
  stylesheets: { external: number; inlineBlocks: number; inlineBytes: number };
  iframes: number;
  wordCount: number;
  /** Page text in reading order, split at block boundaries, whitespace collapsed. */
  passages: string[];
  /** Paragraph texts (<p>), in order. */
  paragraphs: string[];
  /** The passages inside the page's footer: <footer>, role=contentinfo, or an element whose class or id says footer. */
  footer: string[];
  readability: Readability | null;
}

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

type Exit = () => void;

interface Capture {
  parts: string[];
  length: number;
}

interface FieldRecord {
  id: string | null;
  labelled: boolean;
}

const skippedElements = new Set(["noscript", "template", "svg", "math", "object", "canvas", "select", "textarea"]);
const blockElements = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "br",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  ...headingTags,
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
  "button",
  "label",
  "option",
]);
const fieldInputTypes = new Set([
  "text",
  "email",
  "tel",
  "url",
  "number",
  "password",
  "search",
  "date",
  "datetime-local",
  "month",
  "week",
  "time",
  "color",
  "range",
  "file",
  "checkbox",
  "radio",
]);
const buttonInputTypes = new Set(["submit", "button", "image"]);
const executableScriptTypes = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);
// A <footer> inside one of these closes a quote or an article, not the page.
const ownFooterElements = new Set(["article", "aside", "blockquote", "figure"]);
const footerName = /(?:^|[\s_-])footer(?:$|[\s_-])/i;
const maxCaptureLength = 400;
const maxPassageLength = 4_000;
const maxJsonLdLength = 200_000;

export function readPage(body: Buffer, meta: PageMeta): PageFacts {
  const { html, cutAt } = limitNesting(decodeHtml(body, meta.contentType));
  const $ = load(html);
  const root = $.root()[0] as unknown as DomNode;
  const reader = new PageReader();
  reader.walk(root);
  return { ...reader.facts(meta, body.length), cutForNestingAt: cutAt };
}

class PageReader {
  private headDepth = 0;
  private navDepth = 0;
  private footerDepth = 0;
  private ownFooterDepth = 0;
  private passageInFooter = false;
  private passageInQuote = false;
  private labelDepth = 0;
  private wordCount = 0;
  private captures: Capture[] = [];
  private passage: string[] = [];
  private passageLength = 0;
  private formStack: FormFacts[] = [];
  private labelTargets = new Set<string>();
  private fieldRecords: FieldRecord[] = [];

  private lang: string | null = null;
  private title: string | null = null;
  private meta: Record<string, string> = {};
  private canonical: string | null = null;
  private structuredDataTypes: string[] = [];
  private invalidStructuredData = 0;
  private headings: PageFacts["headings"] = [];
  private callsToAction: CallToAction[] = [];
  private links: LinkFacts[] = [];
  private unnamedControls = 0;
  private forms: FormFacts[] = [];
  private images = { total: 0, missingAlt: 0, missingAltExamples: [] as string[] };
  private quotes: PageQuote[] = [];
  private quotedPassages: string[] = [];
  private openQuotes: PageQuote[] = [];
  private figureQuotes: Array<PageQuote | null> = [];
  /** A quote just closed: the passage right after it may name who said it. */
  private quoteAwaitingAttribution: PageQuote | null = null;
  private address: string | null = null;
  private scripts = { external: 0, inline: 0, inlineBytes: 0, renderBlocking: 0 };
  private stylesheets = { external: 0, inlineBlocks: 0, inlineBytes: 0 };
  private iframes = 0;
  private passages: string[] = [];
  private paragraphs: string[] = [];
  private footer: string[] = [];

  walk(root: DomNode): void {
    const stack: Array<DomNode | Exit> = [root];
    while (stack.length > 0) {
      const item = stack.pop();
      if (item === undefined) break;
      if (typeof item === "function") {
        item();
        continue;
      }
      const { exit, descend } = this.enter(item);
      if (exit) stack.push(exit);
      if (descend && item.children) {
        for (let index = item.children.length - 1; index >= 0; index--) {
          const child = item.children[index];
          if (child) stack.push(child);
        }
      }
    }
    this.flushPassage();
  }

  facts(meta: PageMeta, htmlBytes: number): Omit<PageFacts, "cutForNestingAt"> {
    const labelled = this.fieldRecords.filter((field) => field.labelled || (field.id !== null && this.labelTargets.has(field.id)));
    const proseForReadability = this.passages.filter((passage) => countWords(passage) >= 6);
    const url = meta.url;
    return {
      url,
      isHttps: url.startsWith("https:"),
      redirects: meta.redirects,
      htmlBytes,
      transferBytes: meta.transferBytes,
      elapsedMs: meta.elapsedMs,
      lang: this.lang,
      title: this.title,
      metaDescription: this.meta["description"] ?? null,
      viewport: this.meta["viewport"] ?? null,
      robots: this.meta["robots"] ?? null,
      canonical: this.canonical,
      openGraph: pick(this.meta, "og:"),
      twitter: pick(this.meta, "twitter:"),
      structuredDataTypes: [...new Set(this.structuredDataTypes)],
      invalidStructuredData: this.invalidStructuredData,
      headings: this.headings,
      callsToAction: this.callsToAction,
      links: this.links,
      unnamedControls: this.unnamedControls,
      forms: this.forms,
      fields: { total: this.fieldRecords.length, unlabeled: this.fieldRecords.length - labelled.length },
      images: this.images,
      quotes: this.quotes,
      quotedPassages: this.quotedPassages,
      address: this.address,
      scripts: this.scripts,
      stylesheets: this.stylesheets,
      iframes: this.iframes,
      wordCount: this.wordCount,
      passages: this.passages,
      paragraphs: this.paragraphs,
      footer: this.footer,
      readability: readability(proseForReadability),
    };
  }

  private enter(node: DomNode): { exit?: Exit; descend: boolean } {
    if (node.type === "text") {
      this.readText(node.data ?? "");
      return { descend: false };
    }
    if (node.type === "root") return { descend: true };
    if (node.type !== "tag" && node.type !== "script" && node.type !== "style") return { descend: false };
    const name = (node.name ?? "").toLowerCase();
    const attributes = node.attribs ?? {};
    const exits: Exit[] = [];
    let descend = !skippedElements.has(name);

    if (blockElements.has(name)) {
      this.flushPassage();
      exits.push(() => this.flushPassage());
    }
    if (attributes["itemtype"]) this.structuredDataTypes.push(...schemaTypeNames(attributes["itemtype"]));
    if (ownFooterElements.has(name)) {
      this.ownFooterDepth += 1;
      exits.push(() => (this.ownFooterDepth -= 1));
    }
    if (this.isPageFooter(name, attributes)) {
      this.footerDepth += 1;
      exits.push(() => (this.footerDepth -= 1));
    }

    switch (name) {
      case "html":
        this.lang ??= nonEmpty(attributes["lang"] ?? attributes["xml:lang"]);
        break;
      case "head":
        this.headDepth += 1;
        exits.push(() => (this.headDepth -= 1));
        break;
      case "title":
        // Title text is not page text, even when the page forgot its <head>.
        this.headDepth += 1;
        exits.push(() => (this.headDepth -= 1));
        if (this.title === null) exits.push(this.capture((text) => (this.title = nonEmpty(text))));
        break;
      case "meta":
        this.readMeta(attributes);
        break;
      case "link":
        this.readLink(attributes);
        break;
      case "script":
        this.readScript(node, attributes);
        descend = false;
        break;
      case "style":
        this.stylesheets.inlineBlocks += 1;
        this.stylesheets.inlineBytes += byteLength(childText(node));
        descend = false;
        break;
      case "nav":
        this.navDepth += 1;
        exits.push(() => (this.navDepth -= 1));
        break;
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6": {
        const level = Number(name.slice(1));
        exits.push(this.capture((text) => text && this.headings.push({ level, text })));
        break;
      }
      case "p":
        exits.push(this.capture((text) => text && this.paragraphs.push(text)));
        break;
      case "blockquote": {
        const { readText, watchNextLine } = this.readQuote();
        exits.push(readText);
        // Exits run last first: this one runs once the quote's own last passage is flushed.
        exits.unshift(watchNextLine);
        break;
      }
      case "cite":
      case "footer": {
        const quote = this.openQuotes.at(-1);
        if (quote) exits.push(this.capture((text) => (quote.attribution ??= nonEmpty(text))));
        break;
      }
      case "figure":
        this.figureQuotes.push(null);
        exits.push(() => this.figureQuotes.pop());
        break;
      case "figcaption": {
        const quote = this.figureQuotes.at(-1);
        if (quote) exits.push(this.capture((text) => (quote.attribution ??= nonEmpty(text))));
        break;
      }
      case "address":
        if (this.address === null) exits.push(this.capture((text) => (this.address ??= nonEmpty(text))));
        break;
      case "a":
        if (attributes["href"] !== undefined) exits.push(this.readAnchor(attributes));
        break;
      case "button":
        exits.push(this.readButton(attributes));
        break;
      case "input":
        this.readInput(attributes);
        break;
      case "select":
      case "textarea":
        this.addField(attributes, false);
        if (name === "textarea") this.markTextarea();
        break;
      case "label":
        this.labelDepth += 1;
        if (attributes["for"]) this.labelTargets.add(attributes["for"]);
        exits.push(() => (this.labelDepth -= 1));
        break;
      case "form": {
        const form: FormFacts = { fields: 0, requiredFields: 0, submitText: null, hasEmailField: false, hasTextarea: false };
        this.forms.push(form);
        this.formStack.push(form);
        exits.push(() => this.formStack.pop());
        break;
      }
      case "img":
        this.readImage(attributes);
        break;
      case "iframe":
        this.iframes += 1;
        descend = false;
        break;
      default:
        if (attributes["role"] === "button") exits.push(this.readButton(attributes));
    }
    const exit =
      exits.length === 0
        ? undefined
        : () => {
            for (let index = exits.length - 1; index >= 0; index--) exits[index]?.();
          };
    return exit ? { exit, descend } : { descend };
  }

  private readText(raw: string): void {
    const captured = this.captures.at(-1);
    if (captured && captured.length < maxCaptureLength) {
      const kept = raw.slice(0, maxCaptureLength - captured.length + 1);
      captured.parts.push(kept);
      captured.length += kept.length;
    }
    if (this.headDepth > 0) return;
    this.wordCount += countWords(raw);
    if (this.passage.length === 0) {
      this.passageInFooter = this.footerDepth > 0;
      this.passageInQuote = this.openQuotes.length > 0;
    }
    if (this.passageLength < maxPassageLength) {
      const kept = raw.slice(0, maxPassageLength - this.passageLength + 1);
      this.passage.push(kept);
      this.passageLength += kept.length;
    }
  }

  private flushPassage(): void {
    if (this.passage.length === 0) return;
    const text = clean(this.passage.join(""));
    this.passage = [];
    this.passageLength = 0;
    if (!text) return;
    const quote = this.quoteAwaitingAttribution;
    this.quoteAwaitingAttribution = null;
    if (quote && /^[–—-]/.test(text)) quote.attribution ??= nonEmpty(text.replace(/^[–—-]+/, ""));
    this.passages.push(text);
    if (this.passageInFooter) this.footer.push(text);
    if (this.passageInQuote) this.quotedPassages.push(text);
  }

  /** A <blockquote>'s exits: one reads its text, the other watches the line after it for "– name". */
  private readQuote(): { readText: Exit; watchNextLine: Exit } {
    const quote: PageQuote = { text: "", attribution: null };
    this.openQuotes.push(quote);
    if (this.figureQuotes.length > 0) this.figureQuotes[this.figureQuotes.length - 1] ??= quote;
    const readText = this.capture((text) => {
      this.openQuotes.pop();
      quote.text = text;
      if (text) this.quotes.push(quote);
    });
    return { readText, watchNextLine: () => (this.quoteAwaitingAttribution = quote) };
  }

  private isPageFooter(name: string, attributes: Record<string, string>): boolean {
    if (attributes["role"] === "contentinfo") return true;
    if (this.ownFooterDepth > 0) return false;
    return name === "footer" || footerName.test(attributes["class"] ?? "") || footerName.test(attributes["id"] ?? "");
  }

  /** Collects the text inside an element; the returned exit hands it to `done` and to the enclosing capture. */
  private capture(done: (text: string) => unknown): Exit {
    const capture: Capture = { parts: [], length: 0 };
    this.captures.push(capture);
    return () => {
      this.captures.pop();
      const text = clean(capture.parts.join(""));
      const parent = this.captures.at(-1);
      if (parent && text) {
        parent.parts.push(` ${text} `);
        parent.length += text.length;
      }
      done(text);
    };
  }

  private readMeta(attributes: Record<string, string>): void {
    const key = (attributes["name"] ?? attributes["property"] ?? "").trim().toLowerCase();
    const content = attributes["content"];
    if (!key || content === undefined) return;
    if (this.meta[key] === undefined) this.meta[key] = clean(content);
  }

  private readLink(attributes: Record<string, string>): void {
    const rel = (attributes["rel"] ?? "").toLowerCase().split(/\s+/);
    if (rel.includes("canonical") && this.canonical === null) this.canonical = nonEmpty(attributes["href"]);
    if (rel.includes("stylesheet")) this.stylesheets.external += 1;
  }

  private readScript(node: DomNode, attributes: Record<string, string>): void {
    const type = (attributes["type"] ?? "").trim().toLowerCase();
    if (type === "application/ld+json") {
      this.readJsonLd(childText(node));
      return;
    }
    if (attributes["src"] !== undefined) {
      this.scripts.external += 1;
      const deferred = attributes["async"] !== undefined || attributes["defer"] !== undefined || type === "module";
      if (this.headDepth > 0 && !deferred && executableScriptTypes.has(type)) this.scripts.renderBlocking += 1;
      return;
    }
    this.scripts.inline += 1;
    this.scripts.inlineBytes += byteLength(childText(node));
  }

  private readJsonLd(text: string): void {
    if (text.length > maxJsonLdLength) {
      this.invalidStructuredData += 1;
      return;
    }
    try {
      this.structuredDataTypes.push(...jsonLdTypes(JSON.parse(text) as unknown));
    } catch {
      this.invalidStructuredData += 1;
    }
  }

  private readAnchor(attributes: Record<string, string>): Exit {
    const wordsBefore = this.wordCount;
    const inNav = this.navDepth > 0;
    const href = attributes["href"] ?? "";
    return this.capture((text) => {
      const name = text || nonEmpty(attributes["aria-label"]) || nonEmpty(attributes["title"]) || "";
      if (!name) {
        this.unnamedControls += 1;
        return;
      }
      this.links.push({ text: name, href });
      const looksLikeButton =
        /\b(btn|button|cta)\b|btn-|button-|-btn|-button/i.test(attributes["class"] ?? "") || attributes["role"] === "button";
      this.callsToAction.push({ text: name, href, element: "link", looksLikeButton, inNav, wordsBefore });
    });
  }

  private readButton(attributes: Record<string, string>): Exit {
    const wordsBefore = this.wordCount;
    const inNav = this.navDepth > 0;
    const form = this.currentForm();
    return this.capture((text) => {
      const name = text || nonEmpty(attributes["aria-label"]) || nonEmpty(attributes["title"]) || "";
      if (!name) {
        this.unnamedControls += 1;
        return;
      }
      if (form && form.submitText === null && (attributes["type"] ?? "submit").toLowerCase() === "submit") form.submitText = name;
      this.callsToAction.push({ text: name, href: null, element: "button", looksLikeButton: true, inNav, wordsBefore });
    });
  }

  private readInput(attributes: Record<string, string>): void {
    const type = (attributes["type"] ?? "text").trim().toLowerCase();
    if (buttonInputTypes.has(type)) {
      const fallback = type === "submit" ? "Submit" : "";
      const name = nonEmpty(attributes["value"]) ?? nonEmpty(attributes["aria-label"]) ?? nonEmpty(attributes["alt"]) ?? fallback;
      if (!name) {
        this.unnamedControls += 1;
        return;
      }
      const form = this.currentForm();
      if (form && form.submitText === null && type !== "button") form.submitText = name;
      this.callsToAction.push({
        text: name,
        href: null,
        element: "button",
        looksLikeButton: true,
        inNav: this.navDepth > 0,
        wordsBefore: this.wordCount,
      });
      return;
    }
    if (!fieldInputTypes.has(type)) return;
    this.addField(attributes, type === "email");
  }

  private addField(attributes: Record<string, string>, isEmail: boolean): void {
    const form = this.currentForm();
    if (form) {
      form.fields += 1;
      if (attributes["required"] !== undefined || attributes["aria-required"] === "true") form.requiredFields += 1;
      if (isEmail || /e-?mail/i.test(attributes["name"] ?? "")) form.hasEmailField = true;
    }
    const named = Boolean(nonEmpty(attributes["aria-label"]) || nonEmpty(attributes["aria-labelledby"]) || nonEmpty(attributes["title"]));
    this.fieldRecords.push({ id: nonEmpty(attributes["id"]), labelled: named || this.labelDepth > 0 });
  }

  private markTextarea(): void {
    const form = this.currentForm();
    if (form) form.hasTextarea = true;
  }

  private currentForm(): FormFacts | undefined {
    return this.formStack.at(-1);
  }

  private readImage(attributes: Record<string, string>): void {
    this.images.total += 1;
    const alt = attributes["alt"];
    const decorative = attributes["role"] === "presentation" || attributes["role"] === "none" || attributes["aria-hidden"] === "true";
    if (alt === undefined && !decorative) {
      this.images.missingAlt += 1;
      if (this.images.missingAltExamples.length < 3) {
        const name = imageName(attributes["src"] ?? attributes["data-src"] ?? "");
        if (name) this.images.missingAltExamples.push(name);
      }
    }
    const text = nonEmpty(alt);
    const captured = this.captures.at(-1);
    if (text && captured) {
      captured.parts.push(` ${text} `);
      captured.length += text.length;
    }
  }
}

function childText(node: DomNode): string {
  return (node.children ?? []).map((child) => child.data ?? "").join("");
}

function nonEmpty(value: string | undefined): string | null {
  const cleaned = value === undefined ? "" : clean(value);
  return cleaned || null;
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, "utf8");
}

function pick(meta: Record<string, string>, prefix: string): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(meta).sort()) {
    const value = meta[key];
    if (key.startsWith(prefix) && value) picked[key] = value;
  }
  return picked;
}

function schemaTypeNames(itemtype: string): string[] {
  return itemtype
    .split(/\s+/)
    .map((type) => type.replace(/\/+$/, "").split("/").at(-1) ?? "")
    .filter(Boolean);
}

/** The @type values of a JSON-LD document, including those inside @graph and nested objects. */
function jsonLdTypes(document: unknown): string[] {
  const types: string[] = [];
  const pending: unknown[] = [document];
  let visited = 0;
  while (pending.length > 0 && visited < 2_000) {
    const value = pending.pop();
    visited += 1;
    if (Array.isArray(value)) {
      for (const entry of value) pending.push(entry);
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const type = record["@type"];
      if (typeof type === "string") types.push(type);
      if (Array.isArray(type)) types.push(...type.filter((entry): entry is string => typeof entry === "string"));
      for (const [key, child] of Object.entries(record)) if (key !== "@type" && typeof child === "object") pending.push(child);
    }
  }
  return types.map((type) => type.replace(/^https?:\/\/schema\.org\//, "")).filter(Boolean);
}

function imageName(src: string): string {
  if (src.startsWith("data:")) return "an inline data image";
  const path = src.split(/[?#]/)[0] ?? "";
  const name = path.split("/").filter(Boolean).at(-1) ?? "";
  try {
    return clean(decodeURIComponent(name)).slice(0, 60);
  } catch {
    return clean(name).slice(0, 60);
  }
}
