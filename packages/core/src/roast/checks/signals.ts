// What the page's own words and links signal: its main call to action, who it is for, proof,
// trust, prices and ways to get in touch. Each signal keeps the page text it was found in.
import { buzzwordsIn } from "./buzzwords.ts";
import { contact } from "./contact.ts";
import { dedupe, type Evidence } from "./evidence.ts";
import type { CallToAction, PageFacts } from "./page-facts.ts";
import { readMessage, type Message } from "./message.ts";
import { readProof } from "./proof.ts";
import { around, askLabel, quote } from "./quote.ts";
import { isVagueAudience } from "./specificity.ts";

export type { Evidence } from "./evidence.ts";
export { askLabel } from "./quote.ts";

export interface PrimaryAction extends CallToAction {
  /** "strong": an action verb ("Start free trial"); "generic": a vague label ("Learn more"). */
  wording: "strong" | "generic";
}

export interface PageSignals {
  primaryAction: PrimaryAction | null;
  /** Distinct action labels outside the navigation. */
  distinctAsks: string[];
  audience: string | null;
  /** A "for …" phrase that names no one in particular: "for teams everywhere". */
  vagueAudience: string | null;
  message: Message;
  /** Proof a visitor could check: named customers, real numbers, signed testimonials. */
  socialProof: Evidence[];
  /** Proof that names no one and counts nothing: "Trusted by teams everywhere", bare stars, unsigned quotes. */
  vagueProof: Evidence[];
  trust: Evidence[];
  pricing: Evidence[];
  contact: Evidence[];
  hasPrivacyLink: boolean;
}

const strongAsk =
  /^(get|start|try|book|schedule|request|sign ?up|join|buy|order|subscribe|download|register|create|claim|contact|talk|call|reserve|apply|shop|add to (cart|bag|basket)|send me|see (a |the )?demo|watch (a |the )?demo|get in touch|hire|donate|enrol|enroll|upgrade|install)\b/i;
const genericAsk =
  /^(learn more|read more|more|click here|submit|go|continue|send|next|details|find out more|discover( more)?|explore|see more|view more|more info|here)$/i;
const notAnAsk = /^(log ?in|sign ?in|skip to|menu|home|close|back)\b/i;

export function readSignals(facts: PageFacts): PageSignals {
  const proof = readProof(facts);
  const { audience: named, vagueAudience } = audience(facts);
  return {
    primaryAction: primaryAction(facts.callsToAction),
    distinctAsks: distinctAsks(facts.callsToAction),
    audience: named,
    vagueAudience,
    message: readMessage(facts),
    socialProof: proof.verifiable,
    vagueProof: proof.vague,
    trust: trust(facts),
    pricing: pricing(facts),
    contact: contact(facts),
    hasPrivacyLink: facts.links.some((link) => /privacy/i.test(link.text) || /privacy/i.test(link.href)),
  };
}

function isStrong(action: CallToAction): boolean {
  const label = askLabel(action.text);
  return strongAsk.test(label) && !notAnAsk.test(label) && label.split(" ").length <= 8;
}

function isGeneric(action: CallToAction): boolean {
  return genericAsk.test(askLabel(action.text));
}

/** The first strong ask in reading order, preferring one that looks like a button and is outside the navigation. */
function primaryAction(actions: readonly CallToAction[]): PrimaryAction | null {
  const outsideNav = actions.filter((action) => !action.inNav && !/^(mailto|tel):/i.test(action.href ?? ""));
  const strong =
    outsideNav.find((action) => isStrong(action) && action.looksLikeButton) ?? outsideNav.find(isStrong) ?? actions.find(isStrong);
  if (strong) return { ...strong, text: askLabel(strong.text), wording: "strong" };
  const generic = outsideNav.find((action) => isGeneric(action) && action.looksLikeButton) ?? outsideNav.find(isGeneric);
  return generic ? { ...generic, text: askLabel(generic.text), wording: "generic" } : null;
}

function distinctAsks(actions: readonly CallToAction[]): string[] {
  const seen = new Map<string, string>();
  for (const action of actions) {
    if (action.inNav || !isStrong(action)) continue;
    const label = askLabel(action.text);
    if (!seen.has(label.toLowerCase())) seen.set(label.toLowerCase(), label);
  }
  return [...seen.values()];
}

// "for" phrases that aren't an audience: "free for 30 days", "come for the bread", "for more".
const notAnAudience =
  /^(?:free|you|your|yourself|more|less|now|sure|example|instance|good|life|all|everyone|everything|years?|months?|days?|over|up|only|just|the|a|an|this|that|these|those|it|its|our|my|us|me|them|what|how|why|when|which|as|\d[\w,.]*)\b/i;

/**
 * A "for …" phrase near the top: the headline, the descriptions, the first subheading or paragraph.
 * "For teams everywhere" or "for next-gen growth" names no one: the first such phrase is kept apart.
 */
function audience(facts: PageFacts): { audience: string | null; vagueAudience: string | null } {
  let vagueAudience: string | null = null;
  const h1 = facts.headings.find((heading) => heading.level === 1)?.text;
  const h2 = facts.headings.find((heading) => heading.level === 2)?.text;
  const sources = [h1, facts.metaDescription, facts.openGraph["og:description"], h2, facts.paragraphs[0]];
  for (const source of sources) {
    if (!source) continue;
    const pattern = /\b(?:built for|made for|designed for|for)\s+([^.,;:!?|()–—]{3,80})/giu;
    for (const match of source.matchAll(pattern)) {
      const phrase = (match[1] ?? "").trim();
      if (!phrase || notAnAudience.test(phrase)) continue;
      const words = `for ${phrase.split(/\s+/).slice(0, 6).join(" ")}`;
      const who = phrase.split(/\s(?:that|who|which|to)\s/)[0] ?? phrase;
      if (buzzwordsIn(phrase).length === 0 && !isVagueAudience(who)) return { audience: words, vagueAudience };
      vagueAudience ??= `for ${who.split(/\s+/).slice(0, 6).join(" ")}`;
    }
  }
  return { audience: null, vagueAudience };
}

interface PassagePattern {
  label: string;
  pattern: RegExp;
}

const trustPatterns: PassagePattern[] = [
  { label: "guarantee", pattern: /\b(?:money[- ]back|guarantee[ds]?|risk[- ]free)\b/i },
  { label: "security and compliance", pattern: /\b(?:SOC ?2|GDPR|HIPAA|ISO ?27001|PCI[- ]DSS|encrypt(?:ed|ion))\b/i },
  { label: "no card needed", pattern: /\bno credit card\b/i },
  { label: "easy exit", pattern: /\bcancel (?:any ?time|at any time)\b/i },
];

const pricePattern =
  /(?:[$€£¥₹]\s?\d[\d,]*(?:\.\d{1,2})?|\b\d[\d,]*(?:\.\d{1,2})?\s?(?:USD|EUR|GBP|CHF|AUD|CAD)\b)(?:\s?(?:\/|per|a)\s?(?:mo(?:nth)?|yr|year|user|seat|month))?/;
const freeOfferPattern = /\bfree (?:trial|plan|tier|forever|for \w+)\b/i;

function findInPassages(passages: readonly string[], { label, pattern }: PassagePattern): Evidence | null {
  for (const passage of passages) {
    const match = pattern.exec(passage);
    if (match) return { label, quote: around(passage, match.index, match[0].length) };
  }
  return null;
}

function findAll(facts: PageFacts, patterns: readonly PassagePattern[]): Evidence[] {
  return patterns.map((pattern) => findInPassages(facts.passages, pattern)).filter((found): found is Evidence => found !== null);
}

function trust(facts: PageFacts): Evidence[] {
  return dedupe(findAll(facts, trustPatterns));
}

function pricing(facts: PageFacts): Evidence[] {
  const found = findAll(facts, [
    { label: "price", pattern: pricePattern },
    { label: "free offer", pattern: freeOfferPattern },
  ]);
  const pricingLink = facts.links.find(
    (link) =>
      /^(pricing|prices|plans( (&|and) pricing)?|see (pricing|plans))$/i.test(askLabel(link.text)) ||
      /\/(pricing|plans|prices)\b/i.test(link.href),
  );
  if (pricingLink) found.push({ label: "pricing link", quote: quote(askLabel(pricingLink.text), 40) });
  return dedupe(found);
}
