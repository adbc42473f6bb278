// The rule-based judge against a reviewer: landing pages written for the test, each labelled with
// what a reviewer sees in it (labelled/labelled-set.ts), scored by the real checks.
import { describe, expect, it } from "vitest";
import { critiqueHtml } from "./index.ts";
import { labelledHtml, labelledPages, reviewerOrder, saysNothingLabels, type Label } from "./labelled/labelled-set.ts";

const judged = labelledPages.map((page) => {
  const html = labelledHtml(page.name);
  const url = `https://${page.name}.example/`;
  return { ...page, roast: critiqueHtml(html, "landing-roast", { url }), coach: critiqueHtml(html, "landing-improve", { url }) };
});

type Judged = (typeof judged)[number];

const labelled = (label: Label): Judged[] => judged.filter((page) => page.label === label);
const overall = (page: Judged): number => page.roast.scores["overall"]!;

/** A category's summary and every line under it, in both voices. */
function categoryText(page: Judged, name: string): string {
  return [page.roast, page.coach]
    .map(({ report }) => report.categories.find((category) => category.name === name)!)
    .flatMap((category) => [category.summary, ...category.evidence.map((evidence) => `${evidence.note} ${evidence.quote}`)])
    .join("\n");
}

describe("the rule-based judge, against a reviewer's labelled pages", () => {
  it("has at least twelve pages, and every label in the reviewer's order has a page", () => {
    expect(judged.length).toBeGreaterThanOrEqual(12);
    for (const { better, worse } of reviewerOrder) expect([labelled(better).length, labelled(worse).length]).not.toContain(0);
  });

  it("ranks every page that says what it offers above every page that doesn't", () => {
    const sayNothing = judged.filter((page) => saysNothingLabels.includes(page.label));
    const saySomething = judged.filter((page) => !saysNothingLabels.includes(page.label));
    for (const better of saySomething) {
      for (const worse of sayNothing) expect(overall(better), `${better.name} above ${worse.name}`).toBeGreaterThan(overall(worse));
    }
  });

  it.each(reviewerOrder)("ranks $better above $worse, overall and on $categories", ({ better, worse, categories }) => {
    for (const high of labelled(better)) {
      for (const low of labelled(worse)) {
        expect(overall(high), `${high.name} above ${low.name}`).toBeGreaterThan(overall(low));
        for (const id of categories) {
          expect(high.roast.scores[id], `${high.name} above ${low.name} on ${id}`).toBeGreaterThan(low.roast.scores[id]!);
        }
      }
    }
  });

  it("scores vague and buzzword pages below 50, and says why", () => {
    for (const page of [...labelled("vague"), ...labelled("buzzword")]) {
      expect(overall(page), page.name).toBeLessThan(50);
      expect(categoryText(page, "Message clarity"), page.name).toContain("I still couldn't tell you what you sell or to whom.");
    }
  });

  it("never gives a buzzword headline a top clarity score, nor praise for it", () => {
    for (const page of labelled("buzzword")) {
      expect(page.roast.scores["messageClarity"], page.name).toBeLessThanOrEqual(4);
      for (const text of [page.roast.content, page.coach.content]) {
        expect(text, page.name).not.toContain("Someone did their homework");
        expect(text, page.name).not.toContain("It names its audience");
        expect(text, page.name).not.toContain("gets to the point");
        expect(text, page.name).toMatch(/\d+ buzzwords in \d+ words/);
      }
    }
  });

  it("doesn't count vague social proof as proof, and says it can't be checked", () => {
    for (const page of [...labelled("fake-proof"), ...labelled("buzzword")]) {
      const trust = categoryText(page, "Trust");
      expect(trust, page.name).toMatch(/Trusted by teams everywhere|Loved by thousands|Join thousands/);
      expect(trust, page.name).toContain("nothing a visitor can check, so it doesn't count");
      expect(trust, page.name).toContain("The proof is vague and can't be checked");
      expect(trust, page.name).not.toMatch(/Proof on show|Social proof:/);
    }
    const [strong] = labelled("strong-proof");
    expect(categoryText(strong!, "Trust")).toContain('Proof on show: trusted by "Used by 1,240 restaurants across the UK and Ireland"');
  });

  it("finds contact details that are only in the footer", () => {
    for (const page of labelled("footer-contact")) {
      const trust = categoryText(page, "Trust");
      expect(trust).toContain('phone number in the footer "Call us any time on 0161 496 0732"');
      expect(trust).toContain('postal address in the footer "Unit 4, Mill Lane Works, Stockport SK1 3AB"');
      expect(trust).not.toContain("couldn't find contact details");
    }
  });

  it("still praises what a clear page gets right", () => {
    for (const page of labelled("clear")) {
      expect(page.roast.scores["messageClarity"], page.name).toBeGreaterThanOrEqual(9);
      expect(page.roast.content, page.name).not.toContain("couldn't tell you what you sell");
      expect(page.roast.content, page.name).not.toMatch(/buzzwords in \d+ words/);
      expect(page.roast.content, page.name).toMatch(/Proof on show: /);
    }
  });
});
