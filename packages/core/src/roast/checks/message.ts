// What the page says it offers, read where visitors read it: the headline and the line under it.
// A headline may be clever if the line under it is plain; when neither names anything, the page
// hasn't said what it sells, however tidy the rest of it is.
import { buzzwordsIn } from "./buzzwords.ts";
import type { PageFacts } from "./page-facts.ts";
import { describesAnOffer, namesSomething } from "./specificity.ts";
import { countWords, words } from "./text-stats.ts";

export interface Message {
  headline: string | null;
  /** The first line of running text under the headline (six words or more: not a button). */
  subheadline: string | null;
  headlineNamesSomething: boolean;
  /** The page has a headline, and neither it nor the line under it says what is on offer. */
  saysNothing: boolean;
  /** Every buzzword on the page, as written, in order. */
  buzzwords: string[];
  buzzwordsPer100Words: number;
}

const subheadlineWords = 40;

export function readMessage(facts: PageFacts): Message {
  const headline = facts.headings.find((heading) => heading.level === 1)?.text ?? null;
  const subheadline = headline ? lineUnder(facts.passages, headline) : null;
  const headlineNamesSomething = headline !== null && namesSomething(headline);
  // Its opening words, as a visitor skims them.
  const subheadlineDescribes = subheadline !== null && describesAnOffer(words(subheadline).slice(0, subheadlineWords).join(" "));
  const buzzwords = facts.passages.flatMap(buzzwordsIn);
  return {
    headline,
    subheadline,
    headlineNamesSomething,
    saysNothing: headline !== null && !headlineNamesSomething && !subheadlineDescribes,
    buzzwords,
    buzzwordsPer100Words: facts.wordCount > 0 ? (buzzwords.length / facts.wordCount) * 100 : 0,
  };
}

function lineUnder(passages: readonly string[], headline: string): string | null {
  const after = passages.slice(passages.indexOf(headline) + 1);
  return after.find((passage) => countWords(passage) >= 6) ?? null;
}
