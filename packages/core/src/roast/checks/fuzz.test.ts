// Random and truncated HTML never makes the analyzer throw, and always yields a full critique.
// The generator is seeded, so a failure reproduces.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { critiqueHtml } from "./index.ts";

const fixtures = ["strong", "weak", "bakery"].map((name) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url)));

/** mulberry32: a small, fast, seeded generator. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const tags = [
  "html",
  "head",
  "body",
  "title",
  "meta",
  "link",
  "script",
  "style",
  "h1",
  "h2",
  "h3",
  "p",
  "a",
  "button",
  "form",
  "input",
  "label",
  "select",
  "textarea",
  "img",
  "nav",
  "div",
  "span",
  "blockquote",
  "address",
  "svg",
  "noscript",
  "template",
  "iframe",
  "table",
  "td",
  "li",
  "br",
];
const attributes = [
  'href="/x"',
  'href="mailto:a@b.example"',
  'lang="en"',
  'alt=""',
  'alt="photo"',
  'src="/i.png"',
  'type="submit"',
  'type="email"',
  'type="application/ld+json"',
  'name="description" content="d"',
  'property="og:title" content="t"',
  'rel="canonical"',
  'rel="stylesheet"',
  'role="button"',
  'id="f"',
  'for="f"',
  'class="btn"',
  'itemtype="https://schema.org/Thing"',
  "async",
  "defer",
  'content="width=device-width, user-scalable=no"',
  'charset="shift_jis"',
  "x=",
  '"',
  "'",
];
const words = [
  "Start free trial",
  "Trusted by 1,000 teams",
  "$9/month",
  "Welcome",
  "for founders",
  "★★★★★",
  '{"@type":',
  "]]>",
  "<!--",
  "-->",
  "&amp;",
  "&#x0;",
  "&bogus;",
  "\u0000",
  "\u202e",
  "😀",
  "…",
  "  \n\t ",
  ".",
  "Contact us",
  "GDPR",
  "lorem ipsum dolor sit amet.",
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function randomHtml(random: () => number): string {
  const parts: string[] = [];
  const length = Math.floor(random() * 300);
  for (let i = 0; i < length; i++) {
    const roll = random();
    if (roll < 0.35)
      parts.push(`<${pick(random, tags)}${random() < 0.5 ? ` ${pick(random, attributes)}` : ""}${random() < 0.1 ? "/" : ""}>`);
    else if (roll < 0.55) parts.push(`</${pick(random, tags)}>`);
    else if (roll < 0.9) parts.push(pick(random, words));
    else parts.push(String.fromCharCode(Math.floor(random() * 0xffff)));
  }
  return parts.join(random() < 0.5 ? "" : " ");
}

function expectCritique(body: Buffer): void {
  const result = critiqueHtml(body, "landing-roast");
  expect(result.content).toMatch(/^Overall score: \d+\/100/m);
  const { overall, ...sections } = result.scores;
  expect(overall! >= 0 && overall! <= 100).toBe(true);
  for (const score of Object.values(sections)) expect(score >= 0 && score <= 10).toBe(true);
}

describe("fuzz: the analyzer never throws", () => {
  it("on 400 random tag soups", () => {
    const random = seeded(7);
    for (let i = 0; i < 400; i++) expectCritique(Buffer.from(randomHtml(random)));
  });

  it("on every fixture cut at 150 points", () => {
    for (const page of fixtures) {
      for (let cut = 0; cut <= 150; cut++) expectCritique(page.subarray(0, Math.floor((page.length * cut) / 150)));
    }
  });

  it("on random bytes, including invalid UTF-8 and byte-order marks", () => {
    const random = seeded(11);
    for (let i = 0; i < 100; i++) {
      const bytes = Buffer.from(Array.from({ length: Math.floor(random() * 2_000) }, () => Math.floor(random() * 256)));
      if (i % 10 === 0) bytes.set([0xfe, 0xff]);
      expectCritique(bytes);
    }
  });

  it("on hostile shapes: deep nesting, huge attributes, broken JSON-LD, endless text", () => {
    expectCritique(Buffer.from(`${"<div>".repeat(100_000)}<a href="/signup">Sign up</a>`));
    expectCritique(Buffer.from(`${"<a href=/x><button>".repeat(20_000)}Buy now`));
    expectCritique(Buffer.from(`<img alt="${"x".repeat(500_000)}">`));
    expectCritique(Buffer.from(`<script type="application/ld+json">${"[".repeat(50_000)}</script>`));
    expectCritique(Buffer.from(`<script type="application/ld+json">{"@graph":[${'{"@type":"Thing"},'.repeat(5_000)}{}]}</script>`));
    expectCritique(Buffer.from(`<p>${"word ".repeat(300_000)}</p>`));
  });
});
