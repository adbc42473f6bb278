// The founder brief: from a name and an email, and the company's website when the visitor gave one.
// The website given, else a company domain, leads to one safe read of its homepage; a free-mail
// address alone leads nowhere, and the brief says so and how to give a website. Nothing is claimed
// about the person: what can't be known stays a [bracketed placeholder].
import type { SafeFetchResult } from "../../safe-fetch/index.ts";
import { critique } from "./critique.ts";
import type { Critique } from "./critique.ts";
import { isFreeMailDomain } from "../../free-mail/index.ts";
import { readPage, type PageFacts } from "./page-facts.ts";
import { quote, shorten } from "./quote.ts";
import { scoresOf } from "./scores.ts";

export interface FounderInput {
  name: string;
  email: string;
  domain: string;
  /** The company's website as the visitor gave it: read instead of the email's domain. */
  companyUrl?: string;
}

export type FetchPage = (url: string) => Promise<SafeFetchResult>;

export interface FounderBrief {
  content: string;
  scores: Record<string, number>;
  /** The company homepage as read, for a model to work from; null when there was none to read. */
  homepage: PageFacts | null;
  /** Why there is no homepage, in a sentence, for a model to be told. */
  missingHomepage: string | null;
}

export async function briefFounder(founder: FounderInput, fetchPage: FetchPage): Promise<FounderBrief> {
  const site = companySite(founder);
  if (!site) {
    const missingHomepage = `${founder.email} is a ${founder.domain} address, a mail provider rather than a company, so there was no company site to read.`;
    return { content: freeMailBrief(founder), scores: {}, homepage: null, missingHomepage };
  }
  const homepage = await readHomepage(site.homepage, fetchPage);
  if (!homepage.ok) {
    const pointer = site.given ? `The company website given is ${site.host}` : `The email points to ${site.host}`;
    const missingHomepage = `${pointer}, but its homepage (${homepage.tried}) could not be read: ${homepage.reason}.`;
    return { content: unreadableBrief(founder, site, homepage.tried, homepage.reason), scores: {}, homepage: null, missingHomepage };
  }
  const result = critique(readPage(homepage.page.body, homepage.page));
  return { content: companyBrief(founder, site, result), scores: scoresOf(result), homepage: result.facts, missingHomepage: null };
}

/** Where the company's site is: the website given, else the email's domain unless it's a mail provider's. */
interface CompanySite {
  host: string;
  homepage: string;
  given: boolean;
}

function companySite(founder: FounderInput): CompanySite | null {
  if (founder.companyUrl) {
    const url = new URL(founder.companyUrl);
    return { host: url.host, homepage: `${url.origin}/`, given: true };
  }
  if (isFreeMailDomain(founder.domain)) return null;
  return { host: founder.domain, homepage: `https://${founder.domain}/`, given: false };
}

/** "Your email points to acme.com" or "You gave acme.com as your company website": why this site was read. */
function whySiteRead(site: CompanySite): string {
  return site.given ? `You gave ${site.host} as your company website` : `Your email points to ${site.host}`;
}

type Homepage = { ok: true; page: Extract<SafeFetchResult, { ok: true }> } | { ok: false; tried: string; reason: string };

/** As given; an https homepage falls back to plain http only when it couldn't be reached at all (not when refused or slow). */
async function readHomepage(homepage: string, fetchPage: FetchPage): Promise<Homepage> {
  const first = await fetchPage(homepage);
  if (first.ok) return { ok: true, page: first };
  if (first.code !== "unreachable" || !homepage.startsWith("https:")) return { ok: false, tried: homepage, reason: first.reason };
  const plain = await fetchPage(homepage.replace(/^https:/, "http:"));
  return plain.ok ? { ok: true, page: plain } : { ok: false, tried: homepage, reason: first.reason };
}

function firstName(name: string): string {
  return name.split(" ")[0] ?? name;
}

function drafts(founder: FounderInput, company: string, valueLine: string, selfDescription: string | null): string[] {
  const whatItDoes = selfDescription ? `In its own words: ${selfDescription}.` : `${company} helps [who you serve] [achieve what].`;
  return [
    "## Headline draft",
    `${founder.name} | [Your role] at ${company} | ${valueLine}`,
    "",
    "## Bio draft",
    `${founder.name} is [your role] at ${company}. ${whatItDoes} [Your background in one sentence.] [One result you're proud of, with a number.] [How to reach you.]`,
  ];
}

function freeMailBrief(founder: FounderInput): string {
  return [
    `Founder brief: ${founder.name}`,
    "",
    "## What I could and couldn't know",
    `- ${founder.email} is a ${founder.domain} address. That's a mail provider, not a company, so the email doesn't point to a website I could read.`,
    `- I didn't look ${firstName(founder.name)} up anywhere else. All I know is the name and email you gave, so everything about you and your company below is a [bracketed placeholder].`,
    "",
    ...drafts(founder, "[Company]", "Helping [who you serve] [achieve what]", null),
    "",
    "## Next step",
    "- Give your company website on the form (or submit again with your company email address), and I'll read the company homepage and tailor this brief to how the company presents itself.",
  ].join("\n");
}

function unreadableBrief(founder: FounderInput, site: CompanySite, tried: string, reason: string): string {
  return [
    `Founder brief: ${founder.name}`,
    "",
    "## What I could and couldn't know",
    `- ${whySiteRead(site)}, so I tried to read the homepage at ${tried}. ${reason}, so I can't say how the company presents itself.`,
    `- I didn't look ${firstName(founder.name)} up anywhere else. Everything below that I couldn't know is a [bracketed placeholder].`,
    "",
    ...drafts(founder, `[Company] (${site.host})`, "Helping [who you serve] [achieve what]", null),
  ].join("\n");
}

function companyBrief(founder: FounderInput, site: CompanySite, result: Critique): string {
  const { facts, signals } = result;
  const company = companyName(result, new URL(site.homepage).hostname);
  const h1 = facts.headings.find((heading) => heading.level === 1)?.text ?? null;
  const description = facts.metaDescription ?? facts.openGraph["og:description"] ?? facts.paragraphs[0] ?? null;
  const lines = [
    `Founder brief: ${founder.name}, ${company}`,
    "",
    "## What I read",
    `- ${whySiteRead(site)}, so I read the homepage at ${facts.url} (the HTML as served, no scripts run).`,
    `- I didn't look ${firstName(founder.name)} up anywhere else: nothing below is about you personally beyond your name and email.`,
    "",
    `## How ${company} presents itself`,
    `- Headline: ${h1 ? quote(h1) : "I couldn't find an H1 headline."}`,
    `- What it says it does: ${description ? quote(description, 160) : "I couldn't find a description or an opening paragraph."}`,
    `- For whom: ${signals.audience ? quote(signals.audience) : "I couldn't find a line that names the audience."}`,
    `- The offer: ${offer(result)}`,
    `- Proof: ${
      signals.socialProof.length > 0
        ? signals.socialProof
            .slice(0, 2)
            .map((item) => item.quote)
            .join("; ")
        : "I couldn't find testimonials, reviews or customer numbers."
    }`,
    "",
    "## Positioning gaps",
    ...positioningGaps(result, h1).map((gap) => `- ${gap}`),
    "",
    ...drafts(
      founder,
      company,
      h1 && h1.split(/\s+/).length <= 12 ? shorten(h1, 80) : "Helping [who you serve] [achieve what]",
      description ? quote(description, 160) : null,
    ),
    "",
    "## Fill in yourself",
    "- Your role, your background and a result with a number: a homepage can't tell me these, so they stay in [brackets].",
    `- Homepage scores, for reference: message clarity ${scoreOf(result, "messageClarity")}/10, call to action ${scoreOf(result, "callToAction")}/10, trust ${scoreOf(result, "trust")}/10.`,
  ];
  return lines.join("\n");
}

function offer(result: Critique): string {
  const { signals } = result;
  const parts: string[] = [];
  if (signals.primaryAction) parts.push(`the main ask is ${quote(signals.primaryAction.text)}`);
  const price = signals.pricing.find((item) => item.label !== "pricing link");
  if (price) parts.push(`pricing says ${price.quote}`);
  else if (signals.pricing.length > 0) parts.push("prices sit behind a pricing link");
  const reassurance = signals.trust.find((item) => item.label === "no card needed" || item.label === "guarantee");
  if (reassurance) parts.push(`with ${reassurance.quote}`);
  return parts.length > 0 ? `${parts.join("; ")}.` : "I couldn't find a clear offer: no main ask and no prices.";
}

function positioningGaps(result: Critique, h1: string | null): string[] {
  const { facts, signals } = result;
  const gaps: string[] = [];
  if (facts.wordCount < 50)
    gaps.push(`The homepage HTML carries only ${facts.wordCount} words, so search engines and link previews see very little of the pitch.`);
  if (!h1) gaps.push("There's no headline (H1) saying what the company does.");
  if (!signals.audience) gaps.push("The homepage doesn't name who it's for. Say it near the headline: \"for [who you serve]\".");
  if (!signals.primaryAction)
    gaps.push("There's no clear next step for a visitor: no button that asks them to try, buy, book or get in touch.");
  else if (signals.primaryAction.wording === "generic")
    gaps.push(`The main ask, ${quote(signals.primaryAction.text)}, doesn't say what the visitor gets.`);
  if (signals.socialProof.length === 0) gaps.push("No proof on the page: no testimonials, reviews or customer numbers to back the claims.");
  if (signals.pricing.length === 0) gaps.push("No pricing signal, so visitors can't tell whether it fits their budget.");
  gaps.push("What sets the company apart from alternatives isn't something one page can show me: [your differentiator, in one sentence].");
  return gaps;
}

/** og:site_name, else the part of the title that matches the domain, else the domain itself. */
function companyName(result: Critique, domain: string): string {
  const siteName = result.facts.openGraph["og:site_name"];
  if (siteName) return shorten(siteName, 60);
  const label = (domain.replace(/^www\./, "").split(".")[0] ?? "").replace(/[^a-z0-9]/g, "");
  const segments = (result.facts.title ?? "").split(/\s[|–—·:-]\s/).map((segment) => segment.trim());
  const match = segments.find((segment) => {
    const compact = segment.toLowerCase().replace(/[^a-z0-9]/g, "");
    return compact.length > 1 && label.length > 1 && (compact === label || label.includes(compact) || compact.startsWith(label));
  });
  return match ? shorten(match, 60) : domain;
}

function scoreOf(result: Critique, id: string): number {
  return result.sections.find((section) => section.id === id)?.score ?? 0;
}
