// Social proof, split by whether a visitor could check it. Named customers, real numbers and
// testimonials signed with a name count; "Trusted by teams everywhere", "Loved by thousands",
// bare stars and quotes signed "Happy customer" are claims anyone can make, and don't.
import { dedupe, type Evidence } from "./evidence.ts";
import type { PageFacts } from "./page-facts.ts";
import { around, quote } from "./quote.ts";

export interface Proof {
  /** Proof a visitor could check: names, numbers, sources. */
  verifiable: Evidence[];
  /** Claims that name no one and count nothing. */
  vague: Evidence[];
}

interface Testimonial {
  text: string;
  attribution: string | null;
}

const customerCount =
  /\b\d[\d,.]*\s?[kKmM]?\+?\s+(?:happy |satisfied |active |paying )?(?:customers|clients|users|teams|companies|businesses|freelancers|founders|members|brands|developers|people|agencies|studios|schools|stores)\b/;
const endorsedBy = /\b(?:trusted|used|loved|chosen|backed|relied on) by\s+([^.!?;]{2,80})/i;
const numericRating = /\b(?:rated\s+\d(?:\.\d)?|\d(?:\.\d)?\s?(?:\/\s?5|out of 5)|\d[\d,]*\s+(?:reviews|ratings))\b/i;
const barStars = /★{3,}|\b5[- ]stars?\b/i;
const caseStudies = /\bcase stud(?:y|ies)\b/i;
const press = /\b(?:as seen (?:in|on)|featured (?:in|on))\s+\p{Lu}/iu;
const vagueCrowd =
  /\b(?:thousands|millions|hundreds|countless|lots|loads) of (?:happy |satisfied |forward-thinking )?(?:[\w-]+ )?(?:customers|clients|users|teams|businesses|companies|people|owners|brands|organi[sz]ations|professionals)\b|\b(?:teams|businesses|companies|customers|people) (?:everywhere|worldwide|around the world|of all sizes)\b|\bjoin (?:the )?(?:thousands|millions|countless|growing community)\b/i;
const quotedLine = /^["“‘](.{15,}?)["”’]\s*(?:[–—-]\s*(.+))?$/u;
const dashLine = /^[–—-]\s*(.+)$/u;

// Words that describe a kind of person, not a person: "Happy customer", "Head of People".
const notAName = new Set(
  "a an the happy satisfied verified real loyal customer client user buyer member owner parent student guest shopper homeowner patient reviewer someone anonymous manager director founder ceo cto coo cfo vp head lead restaurant small business agency marketing operations hr sales google trustpilot review".split(
    " ",
  ),
);
// "Trusted by Leading brands", "Used by Teams": capitalised, but still no one in particular.
const notACustomerName = new Set(
  "teams thousands millions hundreds leading top the our businesses companies brands clients customers people everyone organizations organisations professionals many".split(
    " ",
  ),
);

export function readProof(facts: PageFacts): Proof {
  const verifiable: Evidence[] = [];
  const vague: Evidence[] = [];
  const inQuotes = new Set(facts.quotedPassages);
  const claims = facts.passages.filter((passage) => !inQuotes.has(passage) && !quotedLine.test(passage));
  for (const passage of claims) {
    const count = customerCount.exec(passage);
    if (count) verifiable.push({ label: "customer count", quote: around(passage, count.index, count[0].length) });
    const endorsement = endorsedBy.exec(passage);
    if (endorsement && !count) {
      const named = /^\d/.test(endorsement[1] ?? "") || namesCustomers(endorsement[1] ?? "");
      const found = around(passage, endorsement.index, endorsement[0].length);
      if (named) verifiable.push({ label: "trusted by", quote: found });
      else vague.push({ label: "vague claim", quote: found });
    }
    const rating = numericRating.exec(passage);
    if (rating) verifiable.push({ label: "rating", quote: around(passage, rating.index, rating[0].length) });
    else if (barStars.test(passage)) vague.push({ label: "stars with no source", quote: quote(passage, 40) });
    const study = caseStudies.exec(passage);
    if (study) verifiable.push({ label: "case studies", quote: around(passage, study.index, study[0].length) });
    const mention = press.exec(passage);
    if (mention) verifiable.push({ label: "press", quote: around(passage, mention.index, mention[0].length) });
    const crowd = vagueCrowd.exec(passage);
    if (crowd && !endorsement) vague.push({ label: "vague claim", quote: around(passage, crowd.index, crowd[0].length) });
  }
  for (const testimonial of testimonials(facts)) {
    if (testimonial.attribution && isPersonsName(testimonial.attribution)) {
      verifiable.push({ label: "quoted testimonial", quote: around(testimonial.text, 0, 0, 60) });
    } else if (testimonial.attribution) {
      vague.push({ label: "testimonial signed only", quote: quote(testimonial.attribution, 40) });
    } else {
      vague.push({ label: "unsigned testimonial", quote: around(testimonial.text, 0, 0, 40) });
    }
  }
  return { verifiable: dedupe(verifiable), vague: dedupe(vague) };
}

/** Blockquotes, and quoted lines in running text with a "– name" after them or on the next line. */
function testimonials(facts: PageFacts): Testimonial[] {
  const found: Testimonial[] = facts.quotes.map(({ text, attribution }) => {
    const signed = attribution ? null : trailingAttribution(text);
    return signed ?? { text, attribution };
  });
  const inQuotes = new Set(facts.quotedPassages);
  facts.passages.forEach((passage, index) => {
    const line = inQuotes.has(passage) ? null : quotedLine.exec(passage);
    if (!line) return;
    const next = dashLine.exec(facts.passages[index + 1] ?? "");
    found.push({ text: line[1] ?? passage, attribution: line[2] ?? next?.[1] ?? null });
  });
  return found;
}

/** "It changed how we work. – Ana, CTO": the quote and who said it, in one block. */
function trailingAttribution(text: string): Testimonial | null {
  const match = /^(.{15,}?)\s[–—-]\s*([^–—-]{2,80})$/u.exec(text);
  return match ? { text: match[1] ?? text, attribution: match[2] ?? null } : null;
}

/** "Maya Chen, brand designer", "Ana, CTO", "Sarah K.": a name leads; "Head of People" or "a regular" is no one. */
function isPersonsName(attribution: string): boolean {
  const lead = (attribution.split(/[,(|·–—]/u)[0] ?? "").trim();
  const words = lead.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return false;
  return words.every((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word) && !notAName.has(word.toLowerCase().replace(/\.$/, "")));
}

/** "Pasta Nostra, Brew & Bun and 40 others" names someone; "teams everywhere" and "leading brands" don't. */
function namesCustomers(phrase: string): boolean {
  const first = phrase.trim().split(/\s+/)[0] ?? "";
  return /^\p{Lu}/u.test(first) && !notACustomerName.has(first.toLowerCase().replace(/\W+$/, ""));
}
