// Ways to get in touch: links (mailto, tel, a contact page), a contact form, and details written
// out as plain text, which small businesses often leave in the footer: a phone number, an email
// address, a street address.
import type { PageFacts } from "./page-facts.ts";
import type { Evidence } from "./evidence.ts";
import { around, askLabel, quote } from "./quote.ts";

// Each starts only where a run of address characters starts, and the run is bounded: a page of
// "a.a.a.a…" can't make the search quadratic.
const emailPattern = /(?<![A-Z0-9._%+-])[A-Z0-9._%+-]{1,64}@[A-Z0-9.-]{1,253}\.[A-Z]{2,}\b/i;
/** "hello [at] example [dot] com", written so scrapers can't read it. */
const hiddenEmailPattern = /(?<![\w.+-])[\w.+-]{1,64}\s?[[({]at[\])}]\s?[\w-]{1,63}(?:\s?(?:[[({]dot[\])}]|\.)\s?[a-z]{2,})+\b/i;

const phonePattern = /(?<![\w.,£$€/])(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,4}(?![\w.,/]\d)/g;
const phoneCue = /\b(?:call|phone|tel|telephone|ring|mobile|whatsapp|text)\b[^.!?]{0,25}$/i;
/** 555-123-4567 or 555.123.4567: a North American number needs no prefix to be recognisable. */
const northAmericanShape = /^\d{3}[-.]\d{3}[-.]\d{4}$/;

const ukPostcode = /\b(?:[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})\b/;
const usCityStateZip = /\b[A-Z][a-z]+(?: [A-Z][a-z]+)*, [A-Z]{2} \d{5}(?:-\d{4})?\b/;
const streetLine =
  /\b\d{1,5}[A-Za-z]?,? (?:[A-Z][\w'’.-]* ){1,4}(?:Street|St|Road|Rd|Lane|Ln|Avenue|Ave|Way|Drive|Dr|Boulevard|Blvd|Place|Square|Court|Close|Terrace|Parade|Row|Crescent|Gardens|Wharf|Quay|Walk|Hill)\b/;

export function contact(facts: PageFacts): Evidence[] {
  const found: Evidence[] = [];
  const inText = new TextSearch(facts);
  const mail = facts.links.find((link) => /^mailto:/i.test(link.href));
  if (mail) found.push({ label: "email link", quote: quote(mail.href.replace(/^mailto:/i, "").split("?")[0] ?? "", 60) });
  else
    push(
      found,
      inText.find("email address", (text) => matchOf(emailPattern, text) ?? matchOf(hiddenEmailPattern, text)),
    );
  const phone = facts.links.find((link) => /^tel:/i.test(link.href));
  if (phone) found.push({ label: "phone link", quote: quote(askLabel(phone.text), 40) });
  else push(found, inText.find("phone number", phoneNumberIn));
  const contactLink = facts.links.find((link) => /\bcontact\b/i.test(link.text) || /contact/i.test(link.href));
  if (contactLink) found.push({ label: "contact link", quote: quote(askLabel(contactLink.text), 40) });
  if (facts.address) found.push({ label: "postal address", quote: quote(facts.address, 60) });
  else push(found, inText.find("postal address", postalAddressIn));
  if (facts.forms.some((form) => form.hasEmailField && form.hasTextarea)) found.push({ label: "contact form", quote: "" });
  return found;
}

interface Match {
  index: number;
  length: number;
}

/** Searches the page's passages in reading order, and says when a find sits in the footer. */
class TextSearch {
  private readonly footer: ReadonlySet<string>;

  constructor(private readonly facts: PageFacts) {
    this.footer = new Set(facts.footer);
  }

  find(label: string, matcher: (text: string) => Match | null): Evidence | null {
    for (const passage of this.facts.passages) {
      const match = matcher(passage);
      if (!match) continue;
      const where = this.footer.has(passage) ? " in the footer" : "";
      return { label: `${label}${where}`, quote: around(passage, match.index, match.length) };
    }
    return null;
  }
}

function push(found: Evidence[], evidence: Evidence | null): void {
  if (evidence) found.push(evidence);
}

function matchOf(pattern: RegExp, text: string): Match | null {
  const match = pattern.exec(text);
  return match ? { index: match.index, length: match[0].length } : null;
}

/** A number of 9 to 15 digits that reads as a phone number: after "call" or "phone", or written the way phone numbers are. */
function phoneNumberIn(text: string): Match | null {
  for (const match of text.matchAll(phonePattern)) {
    const number = match[0];
    const digits = number.replace(/\D/g, "").length;
    if (digits < 9 || digits > 15) continue;
    const cued = phoneCue.test(text.slice(0, match.index));
    if (cued || /^[+(0]/.test(number) || northAmericanShape.test(number)) return { index: match.index, length: number.length };
  }
  return null;
}

function postalAddressIn(text: string): Match | null {
  return matchOf(streetLine, text) ?? matchOf(ukPostcode, text) ?? matchOf(usCityStateZip, text);
}
