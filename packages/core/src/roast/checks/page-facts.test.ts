// What the reader extracts from HTML: the facts every finding is built on.
import { describe, expect, it } from "vitest";
import { limitNesting } from "./nesting-guard.ts";
import { readPage } from "./page-facts.ts";
import type { PageFacts } from "./page-facts.ts";
import { readSignals } from "./signals.ts";
import { countSyllables, readability } from "./text-stats.ts";

function read(html: string | Buffer, contentType: string | null = "text/html"): PageFacts {
  const body = typeof html === "string" ? Buffer.from(html) : html;
  return readPage(body, { url: "https://example.com/", contentType, transferBytes: body.length, elapsedMs: 0, redirects: [] });
}

describe("readPage", () => {
  it("reads the head: title, description, viewport, canonical, robots, Open Graph, Twitter, lang", () => {
    const facts = read(`<html lang="de"><head><title> Hello
      world </title><meta name="Description" content="Desc"><meta name="viewport" content="width=device-width">
      <link rel="Canonical" href="https://example.com/x"><meta name="robots" content="noindex">
      <meta property="og:title" content="OG"><meta name="twitter:card" content="summary"></head><body></body></html>`);
    expect(facts).toMatchObject({
      lang: "de",
      title: "Hello world",
      metaDescription: "Desc",
      viewport: "width=device-width",
      canonical: "https://example.com/x",
      robots: "noindex",
      openGraph: { "og:title": "OG" },
      twitter: { "twitter:card": "summary" },
    });
  });

  it("keeps headings in order and counts words of visible text only", () => {
    const facts = read(`<title>Not counted</title><h1>One two</h1><script>var hidden = "not counted";</script>
      <style>.x{}</style><noscript>Enable JavaScript please</noscript><h3>Three</h3><p>four five six</p>`);
    expect(facts.headings).toEqual([
      { level: 1, text: "One two" },
      { level: 3, text: "Three" },
    ]);
    expect(facts.wordCount).toBe(6);
  });

  it("records calls to action with their place in reading order", () => {
    const facts = read(`<nav><a href="/login">Log in</a></nav><h1>Invoices for designers</h1>
      <p>Send invoices in two minutes and get paid.</p><a class="btn-primary" href="/signup">Start free trial →</a>
      <button type="button" aria-label="Close"></button>`);
    expect(
      facts.callsToAction.map(({ text, inNav, looksLikeButton, wordsBefore }) => ({ text, inNav, looksLikeButton, wordsBefore })),
    ).toEqual([
      { text: "Log in", inNav: true, looksLikeButton: false, wordsBefore: 0 },
      { text: "Start free trial →", inNav: false, looksLikeButton: true, wordsBefore: 13 },
      { text: "Close", inNav: false, looksLikeButton: true, wordsBefore: 16 },
    ]);
    const signals = readSignals(facts);
    expect(signals.primaryAction).toMatchObject({ text: "Start free trial", wording: "strong" });
    expect(signals.audience).toBe("for designers");
  });

  it("counts form fields, required ones, labels (before or after the field) and the submit label", () => {
    const facts = read(`<form><label>Name <input name="n" required></label><input id="e" type="email">
      <label for="e">Email</label><input type="hidden" name="t"><textarea placeholder="Message"></textarea>
      <select aria-label="Plan"><option>A</option></select><input type="submit" value="Get my quote"></form>`);
    expect(facts.forms).toEqual([{ fields: 4, requiredFields: 1, submitText: "Get my quote", hasEmailField: true, hasTextarea: true }]);
    expect(facts.fields).toEqual({ total: 4, unlabeled: 1 });
  });

  it("finds images without alt, but not decorative ones", () => {
    const facts = read(
      `<img src="/a/hero%20shot.png?v=2"><img src="b.png" alt=""><img src="c.png" role="presentation"><img src="data:image/png;base64,AAAA">`,
    );
    expect(facts.images).toEqual({ total: 4, missingAlt: 2, missingAltExamples: ["hero shot.png", "an inline data image"] });
  });

  it("reads JSON-LD types, including @graph, and counts broken blocks", () => {
    const facts = read(`<script type="application/ld+json">{"@graph":[{"@type":"Organization"},{"@type":["Product","Thing"]}]}</script>
      <script type="application/ld+json">{broken</script><div itemscope itemtype="https://schema.org/LocalBusiness"></div>`);
    expect([...facts.structuredDataTypes].sort()).toEqual(["LocalBusiness", "Organization", "Product", "Thing"]);
    expect(facts.invalidStructuredData).toBe(1);
  });

  it("counts scripts and stylesheets, and which scripts block rendering", () => {
    const facts = read(`<head><script src="a.js"></script><script src="b.js" defer></script><script type="module" src="c.js"></script>
      <script>var x = 1;</script><link rel="stylesheet" href="s.css"><style>p{}</style></head><body><script src="d.js"></script></body>`);
    expect(facts.scripts).toEqual({ external: 4, inline: 1, inlineBytes: 10, renderBlocking: 1 });
    expect(facts.stylesheets).toEqual({ external: 1, inlineBlocks: 1, inlineBytes: 3 });
  });

  it("decodes the charset from the header, then from a meta tag", () => {
    const latin1 = Buffer.from("<p>Café crème</p>", "latin1");
    expect(read(latin1, "text/html; charset=ISO-8859-1").paragraphs).toEqual(["Café crème"]);
    const meta = Buffer.concat([Buffer.from('<meta charset="windows-1252"><p>'), Buffer.from("Grüße", "latin1"), Buffer.from("</p>")]);
    expect(read(meta, "text/html").paragraphs).toEqual(["Grüße"]);
    expect(read(Buffer.from("<p>naïve</p>"), null).paragraphs).toEqual(["naïve"]);
  });

  it("finds social proof, trust, prices and contact details in the page's words", () => {
    const signals = readSignals(
      read(`<p>Trusted by 12,000 teams.</p><blockquote>It changed how we work. – Ana, CTO</blockquote>
        <p>Plans from €29/month. No credit card required.</p><a href="mailto:hi@example.com?subject=Hi">Mail us</a>
        <a href="/contact">Contact</a><address>1 Main St</address>`),
    );
    expect(signals.socialProof.map((item) => item.label)).toEqual(["customer count", "quoted testimonial"]);
    expect(signals.pricing).toEqual([{ label: "price", quote: '"Plans from €29/month. No credit card required"' }]);
    expect(signals.trust.map((item) => item.label)).toEqual(["no card needed"]);
    expect(signals.contact.map((item) => `${item.label} ${item.quote}`)).toEqual([
      'email link "hi@example.com"',
      'contact link "Contact"',
      'postal address "1 Main St"',
    ]);
  });

  it("counts proof a visitor could check, and keeps claims that name no one apart", () => {
    const proofOf = (html: string) => {
      const { socialProof, vagueProof } = readSignals(read(html));
      return { checkable: socialProof.map((item) => item.label), vague: vagueProof.map((item) => `${item.label} ${item.quote}`) };
    };
    expect(
      proofOf(`<p>Used by Pasta Nostra and Brew &amp; Bun.</p><figure><blockquote><p>Twenty minutes instead of a Sunday night.</p></blockquote>
        <figcaption>Marco Bellini, Operations Manager, Pasta Nostra</figcaption></figure>`),
    ).toEqual({ checkable: ["trusted by", "quoted testimonial"], vague: [] });
    expect(
      proofOf(`<h2>Trusted by teams everywhere</h2><p>Loved by thousands.</p><span>★★★★★</span>
        <blockquote>Best tool we have ever used, honestly.</blockquote><p>– Happy customer</p>
        <p>"A total game changer for our team!"</p><p>– Head of People</p>`),
    ).toEqual({
      checkable: [],
      vague: [
        'vague claim "Trusted by teams everywhere"',
        'vague claim "Loved by thousands"',
        'stars with no source "★★★★★"',
        'testimonial signed only "Happy customer"',
        'testimonial signed only "Head of People"',
      ],
    });
  });

  it("reads contact details written out in the footer, and not prices, years or reference numbers", () => {
    const contactOf = (html: string) => readSignals(read(html)).contact.map((item) => `${item.label} ${item.quote}`);
    expect(
      contactOf(`<p>From £1,250.00 a year. Since 1998. Order 2024 1187 5531.</p><div class="site-footer"><p>Call us on 0161 496 0732</p>
        <p>Unit 4, Mill Lane Works, Stockport SK1 3AB</p><p>hello [at] mill-lane [dot] example</p></div>`),
    ).toEqual([
      'email address in the footer "hello [at] mill-lane [dot] example"',
      'phone number in the footer "Call us on 0161 496 0732"',
      'postal address in the footer "Unit 4, Mill Lane Works, Stockport SK1 3AB"',
    ]);
    expect(contactOf(`<main><p>Phone (512) 555-0142 or visit 300 Congress Avenue, Austin, TX 78701.</p></main>`)).toEqual([
      'phone number "Phone (512) 555-0142 or visit 300 Congress Avenue, Austin, TX…"',
      'postal address "Phone (512) 555-0142 or visit 300 Congress Avenue, Austin, TX 78701"',
    ]);
    const quoteFooter = read(`<blockquote><p>Brilliant.</p><footer>Ana Silva, 12 Rua Augusta</footer></blockquote>`);
    expect(quoteFooter.footer).toEqual([]);
  });

  it("doesn't take every 'for' as an audience", () => {
    const audienceOf = (h1: string) => readSignals(read(`<h1>${h1}</h1>`)).audience;
    expect(audienceOf("Come for the bread, stay for the coffee")).toBeNull();
    expect(audienceOf("Free for 30 days")).toBeNull();
    expect(audienceOf("Payroll built for small restaurants")).toBe("for small restaurants");
  });
});

describe("limitNesting", () => {
  it("leaves ordinary pages whole, including lists, tables and SVG without closing tags", () => {
    const page = `<ul>${"<li>item".repeat(5_000)}</ul><table>${"<tr><td>x".repeat(5_000)}</table><svg>${"<path d='M0'/>".repeat(5_000)}</svg><p>${"<br>".repeat(5_000)}`;
    expect(limitNesting(page).cutAt).toBeNull();
  });

  it("cuts a page where nesting passes the limit", () => {
    const page = `<p>start</p>${"<div>".repeat(2_000)}end`;
    const { html, cutAt } = limitNesting(page);
    expect(cutAt).toBe("<p>start</p>".length + 1_000 * "<div>".length);
    expect(html.endsWith("<div>")).toBe(true);
    expect(read(page).cutForNestingAt).toBe(cutAt);
  });

  it("ignores tags inside scripts, comments and quoted attributes", () => {
    const inert = `<script>${"<div>".repeat(3_000)}</script><!-- ${"<div>".repeat(3_000)} --><a title="${"<div>".repeat(3_000)}">x</a>`;
    expect(limitNesting(inert).cutAt).toBeNull();
  });
});

describe("text statistics", () => {
  it("counts syllables the usual way", () => {
    expect(["cat", "table", "reading", "simple", "beautiful", "the"].map(countSyllables)).toEqual([1, 2, 2, 2, 3, 1]);
  });

  it("scores plain text as easier than jargon", () => {
    const plain = readability([
      "We send your invoice for you. You get paid on time. It takes two minutes to set up. Try it today and see. Your clients will like it too. Most people finish in one go.",
    ]);
    const jargon = readability([
      "Our comprehensive organizational methodology facilitates transformational operational optimization across heterogeneous institutional environments. Proprietary implementation capabilities accelerate institutional modernization initiatives. Strategic collaboration maximizes enterprise interoperability considerations for multinational organizations. Continuous operationalization of institutional capabilities necessitates comprehensive organizational realignment.",
    ]);
    expect(plain?.readingEase).toBeGreaterThan(80);
    expect(jargon?.readingEase).toBeLessThan(20);
    expect(readability(["Too short."])).toBeNull();
  });
});
