// Turns page facts into findings, section scores and ranked fixes. Every finding is written in
// both voices here, next to the rule that produces it, so the two can't drift apart. Findings say
// only what the HTML shows; when something is absent they say "I couldn't find", not "you have no".
import { buzzwordsIn } from "./buzzwords.ts";
import { cappedByMessage, messageCapNote } from "./message-cap.ts";
import type { PageFacts } from "./page-facts.ts";
import { kilobytes, plural, quote, quoteList, shorten } from "./quote.ts";
import type { Message } from "./message.ts";
import { readSignals } from "./signals.ts";
import type { Evidence, PageSignals } from "./signals.ts";
import { describeReadingEase } from "./text-stats.ts";

export type Voice = "roast" | "coach";

// A ceiling marks what the HTML alone can't show: a section that depends on the rendered design
// or on real loading speed never gets full marks for what wasn't seen.
export const sections = [
  { id: "firstImpression", title: "First impression", weight: 1.3, ceiling: 8 },
  { id: "messageClarity", title: "Message clarity", weight: 1.3, ceiling: 10 },
  { id: "callToAction", title: "Call to action", weight: 1.5, ceiling: 10 },
  { id: "trust", title: "Trust", weight: 1.2, ceiling: 10 },
  { id: "searchBasics", title: "Search basics", weight: 0.9, ceiling: 10 },
  { id: "speedAndWeight", title: "Speed and weight", weight: 1.0, ceiling: 7 },
  { id: "accessibility", title: "Accessibility", weight: 1.0, ceiling: 9 },
] as const;

export type SectionId = (typeof sections)[number]["id"];

/** Sections whose ceiling lifts to 10 when the page was measured in a browser: what HTML can't show was measured. */
export const measuredSections: readonly SectionId[] = ["speedAndWeight", "accessibility"];

export const unmeasuredWeightNote = "Images, scripts and stylesheets weren't downloaded, so their weight isn't counted here.";

/** A line in each voice; a plain string is the same in both. */
export type Line = string | Record<Voice, string>;

export interface Finding {
  section: SectionId;
  kind: "good" | "problem" | "note";
  /** Points off the section's 10 (problems only). */
  cost: number;
  say: Line;
  fix?: Line;
  /** The page's own words the finding is about, when it is about words a visitor sees. */
  shown?: string;
}

export interface SectionResult {
  id: SectionId;
  title: string;
  score: number;
  findings: Finding[];
}

export interface Critique {
  facts: PageFacts;
  signals: PageSignals;
  sections: SectionResult[];
  /** 0–100: the sections' scores weighted by their business impact. */
  overall: number;
  /** The problems that matter most, best first: cost weighted by the section's business impact. */
  topFixes: Array<Finding & { sectionTitle: string }>;
}

export function critique(facts: PageFacts): Critique {
  const signals = readSignals(facts);
  const findings = new FindingList();
  if (facts.htmlBytes === 0) emptyPage(findings);
  else {
    firstImpression(facts, signals, findings);
    messageClarity(facts, signals, findings);
    callToAction(facts, signals, findings);
    trust(facts, signals, findings);
    searchBasics(facts, findings);
    speedAndWeight(facts, findings);
    accessibility(facts, findings);
  }
  const results = sections.map(({ id, title, ceiling }) => {
    const own = findings.list.filter((finding) => finding.section === id);
    const cost = own.reduce((total, finding) => total + finding.cost, 0);
    return { id, title, score: Math.max(0, Math.min(ceiling, Math.round(10 - cost))), findings: own };
  });
  const totalWeight = sections.reduce((total, section) => total + section.weight, 0);
  const weighted = results.reduce((total, section, index) => total + section.score * sections[index]!.weight, 0);
  const average = Math.round((weighted / totalWeight) * 10);
  const clarity = results.find((section) => section.id === "messageClarity");
  const overall = cappedByMessage(average, clarity?.score ?? 10);
  if (clarity && overall < average) clarity.findings.push({ section: "messageClarity", kind: "note", cost: 0, say: messageCapNote });
  return { facts, signals, sections: results, overall, topFixes: rankFixes(findings.list) };
}

function rankFixes(findings: readonly Finding[]): Critique["topFixes"] {
  const weightOf = (id: SectionId) => sections.find((section) => section.id === id)?.weight ?? 1;
  const titleOf = (id: SectionId) => sections.find((section) => section.id === id)?.title ?? id;
  return findings
    .map((finding, order) => ({ finding, order, impact: finding.cost * weightOf(finding.section) }))
    .filter(({ finding }) => finding.kind === "problem" && finding.fix !== undefined)
    .sort((a, b) => b.impact - a.impact || a.order - b.order)
    .slice(0, 5)
    .map(({ finding }) => ({ ...finding, sectionTitle: titleOf(finding.section) }));
}

class FindingList {
  readonly list: Finding[] = [];

  good(section: SectionId, say: Line, shown?: string): void {
    this.list.push({ section, kind: "good", cost: 0, say, ...(shown && { shown: shorten(shown, 90) }) });
  }

  note(section: SectionId, say: Line, shown?: string): void {
    this.list.push({ section, kind: "note", cost: 0, say, ...(shown && { shown: shorten(shown, 90) }) });
  }

  problem(section: SectionId, cost: number, say: Line, fix: Line, shown?: string): void {
    this.list.push({ section, kind: "problem", cost, say, fix, ...(shown && { shown: shorten(shown, 90) }) });
  }
}

function emptyPage(findings: FindingList): void {
  findings.problem(
    "firstImpression",
    10,
    {
      roast: "The server sent back an empty page: 0 bytes. Minimalism, taken one step too far.",
      coach: "The server sent back an empty page (0 bytes), so visitors see a blank screen.",
    },
    {
      roast: "Serve an actual page. Right now the address answers with nothing at all.",
      coach: "Make the server return the page's HTML; right now it answers with an empty body.",
    },
  );
  for (const { id } of sections.slice(1)) {
    findings.problem(id, 10, "Nothing to judge here: the page is empty.", "Serve the page's content first.");
  }
}

const vagueHeadline = /^(welcome|home|hello|hi|homepage|home ?page|untitled|about|about us|our company|main)\b/i;

function firstImpression(facts: PageFacts, signals: PageSignals, findings: FindingList): void {
  const scripts = facts.scripts.external + facts.scripts.inline;
  if (facts.wordCount < 50 && scripts > 0) {
    const shell = `The HTML holds only ${plural(facts.wordCount, "word")} of text next to ${plural(scripts, "script")}. If the content is drawn by JavaScript, search engines, link previews and slow phones see this nearly empty version first.`;
    findings.problem(
      "firstImpression",
      3,
      { roast: `Blink and you'll miss it. ${shell}`, coach: shell },
      "Render the headline, the offer and the main button into the HTML itself (server-side rendering or pre-rendering), so the page makes sense before any script runs.",
    );
  }
  const h1 = facts.headings.find((heading) => heading.level === 1)?.text;
  if (!h1) {
    findings.problem(
      "firstImpression",
      3,
      {
        roast: "There's no H1 headline. Visitors arrive and the page never tells them, in big letters, what this is.",
        coach:
          "There's no H1 headline. Visitors decide within seconds whether they're in the right place, and the headline is what they read first.",
      },
      {
        roast: "Add one H1 that says what you sell and who it's for. Big letters, plain words.",
        coach: "Add one H1 that states what you offer and for whom, in plain words.",
      },
    );
  } else if (vagueHeadline.test(h1) || h1.split(/\s+/).length <= 2) {
    // A headline that says nothing is most of what a first impression can get wrong.
    findings.problem(
      "firstImpression",
      4,
      {
        roast: `The headline is ${quote(h1)}. That's a doormat, not a value proposition.`,
        coach: `The headline is ${quote(h1)}, which doesn't tell visitors what you do or why it matters to them.`,
      },
      {
        roast: `Replace the headline ${quote(h1)} with one that says what you do and for whom.`,
        coach: `Rewrite the headline ${quote(h1)} so it states the outcome you deliver and who it's for.`,
      },
      h1,
    );
  } else if (buzzwordsIn(h1).length >= 2) {
    const words = quoteList(buzzwordsIn(h1), 5);
    findings.problem(
      "firstImpression",
      4,
      {
        roast: `The headline is ${quote(h1)}. ${words} could describe any company, so it describes none.`,
        coach: `The headline, ${quote(h1)}, is built from words any company could use (${words}), so it doesn't say what you do.`,
      },
      {
        roast: `Swap ${words} for what you actually do, for whom, and the result they get.`,
        coach: `Rewrite the headline ${quote(h1)} in your customers' words: what you do, for whom, and the result they get.`,
      },
      h1,
    );
  } else if (!signals.message.headlineNamesSomething) {
    findings.problem(
      "firstImpression",
      4,
      {
        roast: `The headline is ${quote(h1)}. It could hang over any company's door; it never says what you sell.`,
        coach: `The headline, ${quote(h1)}, doesn't name what you offer or who it's for, so it could belong to any company.`,
      },
      {
        roast: `Replace the headline ${quote(h1)} with what you sell and who it's for.`,
        coach: `Rewrite the headline ${quote(h1)} so it names what you offer and who it's for.`,
      },
      h1,
    );
  } else if (h1.split(/\s+/).length > 14) {
    findings.problem(
      "firstImpression",
      1,
      {
        roast: `The headline runs ${h1.split(/\s+/).length} words: ${quote(h1)}. By the end, visitors have forgotten the start.`,
        coach: `The headline runs ${h1.split(/\s+/).length} words (${quote(h1)}); under 12 words lands at a glance.`,
      },
      "Cut the headline to under 12 words and move the detail into the line below it.",
      h1,
    );
  } else {
    findings.good(
      "firstImpression",
      {
        roast: `The headline, ${quote(h1)}, gets to the point. Annoyingly competent.`,
        coach: `The headline, ${quote(h1)}, is short enough to take in at a glance.`,
      },
      h1,
    );
  }
  if (facts.stylesheets.external === 0 && facts.stylesheets.inlineBlocks === 0 && facts.wordCount > 0) {
    findings.problem(
      "firstImpression",
      6,
      {
        roast: "There isn't a single stylesheet. Visitors get the browser's default look: Times New Roman on white, circa 1996.",
        coach: "The page has no stylesheet at all, so browsers show it in their unstyled default look, which reads as unfinished.",
      },
      "Give the page a designed look: a stylesheet with your brand's type, colours and spacing.",
    );
  }
  if (!facts.viewport) {
    findings.problem(
      "firstImpression",
      2,
      {
        roast: "There's no viewport tag, so phones get the desktop layout shrunk to ant size.",
        coach: "There's no viewport meta tag, so phones show the desktop layout zoomed out.",
      },
      'Add a viewport meta tag to the head, with content "width=device-width, initial-scale=1".',
    );
  } else if (/width\s*=\s*device-width/i.test(facts.viewport)) {
    findings.good("firstImpression", "It declares a mobile viewport (width=device-width).");
  }
  const action = signals.primaryAction;
  const share = action && facts.wordCount > 0 ? action.wordsBefore / facts.wordCount : 1;
  // Early: in the opening lines, or in the first half of a short page.
  if (action && (action.wordsBefore < 40 || (action.wordsBefore <= 150 && share <= 0.5))) {
    const where = action.wordsBefore < 20 ? "right at the top" : `within the first ${wordsCeiling(action.wordsBefore)} words`;
    findings.good(
      "firstImpression",
      {
        roast: `${quote(action.text)} shows up ${where}. No treasure hunt required.`,
        coach: `Visitors meet ${quote(action.text)} ${where}.`,
      },
      action.text,
    );
  } else {
    findings.problem(
      "firstImpression",
      2,
      {
        roast: "Nothing in the opening stretch of text asks the visitor to do anything.",
        coach: "Nothing in the opening text (roughly the first 150 words) invites the visitor to act.",
      },
      "Put the main button right under the headline, where every visitor sees it.",
    );
  }
}

function messageClarity(facts: PageFacts, signals: PageSignals, findings: FindingList): void {
  const h1s = facts.headings.filter((heading) => heading.level === 1).map((heading) => heading.text);
  if (h1s.length > 1) {
    findings.problem(
      "messageClarity",
      1,
      {
        roast: `The page has ${h1s.length} H1 headlines (${quoteList(h1s)}). When everything is the headline, nothing is.`,
        coach: `There are ${h1s.length} H1 headlines (${quoteList(h1s)}); a single main headline keeps the message focused.`,
      },
      "Keep one H1 and turn the others into H2 subheadings.",
    );
  }
  whatIsOffered(signals.message, findings);
  audienceLine(signals, findings);
  buzzwordDensity(facts, signals.message, findings);
  const subheadings = facts.headings.filter((heading) => heading.level === 2).map((heading) => heading.text);
  if (subheadings.length > 0) {
    findings.good("messageClarity", `The outline runs ${quoteList(subheadings, 4, 40)}.`);
  } else if (facts.wordCount >= 200) {
    findings.problem(
      "messageClarity",
      1,
      {
        roast: `${facts.wordCount} words and not one H2 subheading. It's a wall; visitors are not climbers.`,
        coach: `${facts.wordCount} words without a single H2 subheading; subheadings let visitors scan for what they need.`,
      },
      "Break the text into sections with H2 subheadings that carry the key points.",
    );
  }
  if (facts.wordCount < 100) {
    findings.problem(
      "messageClarity",
      2,
      {
        roast: `Only ${plural(facts.wordCount, "word")} on the whole page. Mysterious is a vibe; it isn't a pitch.`,
        coach: `The page has only ${plural(facts.wordCount, "word")}, which leaves little room to explain the offer and answer doubts.`,
      },
      "Add a short section each for what it is, who it's for, how it works and why to trust you.",
    );
  } else if (facts.wordCount > 3000) {
    findings.problem(
      "messageClarity",
      1,
      {
        roast: `${facts.wordCount} words. This is a landing page, not a novella.`,
        coach: `${facts.wordCount} words is a lot for a landing page; the key points risk getting lost.`,
      },
      "Trim the page to what helps a visitor decide, and move the rest to linked pages.",
    );
  } else {
    findings.good("messageClarity", `${facts.wordCount} words in total, a workable length for a landing page.`);
  }
  readingEase(facts, findings);
}

function whatIsOffered(message: Message, findings: FindingList): void {
  const { headline, subheadline } = message;
  if (!headline) return;
  if (message.saysNothing) {
    // Saying what's on offer is most of what message clarity asks; a page that doesn't fails it.
    const under = subheadline ? `, and the line under it, ${quote(subheadline, 70)}` : "";
    findings.problem(
      "messageClarity",
      6,
      {
        roast: `I read the headline, ${quote(headline)}${under}, and I still couldn't tell you what you sell or to whom.`,
        coach: `Neither the headline, ${quote(headline)}, nor the line under it says what you offer or who it's for, so visitors can't tell whether they're in the right place.`,
      },
      {
        roast: "Under the headline, write one plain sentence a customer would say: what it is, who it's for, what they get.",
        coach: "Under the headline, add one plain sentence that says what you offer, who it's for and the result they get.",
      },
      headline,
    );
  } else if (!message.headlineNamesSomething) {
    findings.problem(
      "messageClarity",
      1.5,
      `The headline, ${quote(headline)}, doesn't say what you offer; only the line under it does, and many visitors read no further than the headline.`,
      "Bring what the line under the headline says up into the headline itself.",
      headline,
    );
  }
}

function audienceLine(signals: PageSignals, findings: FindingList): void {
  const { audience, vagueAudience, message } = signals;
  if (audience && message.saysNothing) {
    findings.note("messageClarity", `It names an audience, ${quote(audience)}, but not what it offers them.`, audience);
  } else if (audience) {
    findings.good(
      "messageClarity",
      {
        roast: `It says who it's for: ${quote(audience)}. Someone did their homework.`,
        coach: `It names its audience: ${quote(audience)}.`,
      },
      audience,
    );
  } else {
    const vague = vagueAudience ? `${quote(vagueAudience)} could be anyone. ` : "";
    findings.problem(
      "messageClarity",
      1.5,
      {
        roast: `${vague}I couldn't find a line that says who this is for. "Everyone" is not a target market.`,
        coach: `${vague}I couldn't find a line that says who this is for. Naming the audience helps the right visitors recognise themselves.`,
      },
      {
        roast: 'Say who it\'s for, near the top: "for [who] who [problem]".',
        coach: 'Add a line near the headline that names your audience, such as "for independent designers" or "for finance teams".',
      },
      vagueAudience ?? undefined,
    );
  }
}

function buzzwordDensity(facts: PageFacts, message: Message, findings: FindingList): void {
  const { buzzwords, buzzwordsPer100Words: rate } = message;
  if (buzzwords.length < 3 || rate < 3) return;
  const distinct = [...new Map(buzzwords.map((word) => [word.toLowerCase(), word])).values()];
  const count = `${plural(buzzwords.length, "buzzword")} in ${facts.wordCount} words, among them ${quoteList(distinct.slice(0, 5), 5, 30)}`;
  findings.problem(
    "messageClarity",
    rate >= 6 ? 3 : 1.5,
    {
      roast: `${count}. Each could describe any company; together they describe none.`,
      coach: `The page uses ${count}; words any company could use hide what is specific about yours.`,
    },
    {
      roast: "Swap each buzzword for what actually happens: what the customer does, what they get, how long it takes.",
      coach: "Replace the buzzwords with concrete words: what the product does, for whom, and with what result.",
    },
  );
}

function readingEase(facts: PageFacts, findings: FindingList): void {
  const lang = facts.lang?.toLowerCase();
  if (lang && !lang.startsWith("en")) {
    findings.note(
      "messageClarity",
      `Reading ease isn't scored: the page declares ${quote(facts.lang ?? "")}, and the formula is for English.`,
    );
    return;
  }
  const stats = facts.readability;
  if (!stats) {
    findings.note("messageClarity", "There isn't enough running text to score reading ease.");
    return;
  }
  const label = `Reading ease is ${stats.readingEase} out of 100 (${describeReadingEase(stats.readingEase)})`;
  if (stats.readingEase >= 60) {
    findings.good("messageClarity", {
      roast: `${label}, sentences average ${stats.averageSentenceWords} words. Your readers thank you.`,
      coach: `${label}, with sentences averaging ${stats.averageSentenceWords} words.`,
    });
    return;
  }
  const cost = stats.readingEase >= 50 ? 0.5 : stats.readingEase >= 30 ? 1.5 : 3;
  const longest = `The longest sentence runs ${stats.longestSentenceWords} words: ${quote(stats.longestSentence, 110)}`;
  findings.problem(
    "messageClarity",
    cost,
    {
      roast: `${label}. ${longest}. I needed a coffee halfway through.`,
      coach: `${label}. ${longest}.`,
    },
    {
      roast: "Break up the long sentences and swap the jargon for the words your customers use.",
      coach: "Keep sentences under 20 words and replace jargon with the everyday words your customers use.",
    },
  );
}

function callToAction(facts: PageFacts, signals: PageSignals, findings: FindingList): void {
  const action = signals.primaryAction;
  if (!action) {
    findings.problem(
      "callToAction",
      6,
      {
        roast: "I couldn't find a single button or link that asks the visitor to do something. All talk, no ask.",
        coach: "I couldn't find a call to action: no button or link that asks visitors to sign up, buy, book or get in touch.",
      },
      {
        roast: 'Add one obvious button with a verb on it ("Book a call", "Start free trial") and repeat it at the end.',
        coach: 'Add one primary button with a clear verb ("Book a call", "Start free trial") near the top, and repeat it at the end.',
      },
    );
  } else {
    const share = facts.wordCount > 0 ? Math.round((action.wordsBefore / facts.wordCount) * 100) : 0;
    const kind = action.looksLikeButton ? "a button" : "a link";
    const where = placeInText(action.wordsBefore, share);
    // Buried: past the first 300 words, or in the last third of a shorter page.
    const buried = action.wordsBefore > 300 || (action.wordsBefore > 100 && share > 66);
    findings.note("callToAction", `The main ask is ${quote(action.text)}, ${kind}${buried ? "" : `, ${where}`}.`, action.text);
    if (action.wording === "generic") {
      // A label that promises nothing is most of what a call to action can get wrong.
      findings.problem(
        "callToAction",
        4,
        {
          roast: `It says ${quote(action.text)}. That's a shrug, not an invitation.`,
          coach: `${quote(action.text)} doesn't tell visitors what they'll get by clicking.`,
        },
        `Replace ${quote(action.text)} with a verb and an outcome, such as "Get a free quote" or "Start your trial".`,
        action.text,
      );
    } else {
      findings.good("callToAction", {
        roast: "It starts with a verb and says what happens next. Correct.",
        coach: "It starts with a verb and says what happens next.",
      });
    }
    if (buried) {
      findings.problem(
        "callToAction",
        2.5,
        {
          roast: `The first real ask only turns up ${where}. Plenty of visitors won't scroll that far.`,
          coach: `The first ask only appears ${where}; many visitors never scroll that far.`,
        },
        "Move the main button up, right under the headline.",
      );
    }
  }
  if (signals.distinctAsks.length >= 5) {
    findings.problem(
      "callToAction",
      1,
      {
        roast: `${signals.distinctAsks.length} different asks compete for attention: ${quoteList(signals.distinctAsks, 4, 30)}. Pick a lane.`,
        coach: `${signals.distinctAsks.length} different asks compete for attention: ${quoteList(signals.distinctAsks, 4, 30)}.`,
      },
      "Pick one main action and make the others secondary links.",
    );
  }
  forms(facts, action, findings);
}

function forms(facts: PageFacts, action: PageSignals["primaryAction"], findings: FindingList): void {
  if (facts.forms.length === 0) return;
  const largest = Math.max(...facts.forms.map((form) => form.fields));
  if (largest > 5) {
    findings.problem(
      "callToAction",
      1.5,
      {
        roast: `The form wants ${largest} fields before anything happens. That's a tax return, not a sign-up.`,
        coach: `The form asks for ${largest} fields; every extra field is a reason to stop.`,
      },
      "Cut the form to the fields you need right now (often just an email) and ask the rest later.",
    );
  } else {
    const shape =
      facts.forms.length === 1
        ? `One form with ${plural(largest, "field")}`
        : `${facts.forms.length} forms, the longest with ${plural(largest, "field")}`;
    findings.good("callToAction", `${shape}: little friction.`);
  }
  const bland = facts.forms.find((form) => form.submitText !== null && /^(submit|send|go|ok)$/i.test(form.submitText));
  // Already said, when that button is the page's main ask.
  if (bland?.submitText && bland.submitText !== action?.text) {
    findings.problem(
      "callToAction",
      0.5,
      {
        roast: `The form's button says ${quote(bland.submitText)}. Nobody wakes up wanting to submit.`,
        coach: `The form's button says ${quote(bland.submitText)}; a label that names the result ("Get my quote") reads as a benefit.`,
      },
      `Rename the ${quote(bland.submitText)} button after what the visitor gets.`,
      bland.submitText,
    );
  }
}

function evidenceList(evidence: readonly Evidence[], max = 3): string {
  return evidence
    .slice(0, max)
    .map((item) => (item.quote ? `${item.label} ${item.quote}` : `a ${item.label}`))
    .join("; ");
}

function trust(facts: PageFacts, signals: PageSignals, findings: FindingList): void {
  const vague = evidenceList(signals.vagueProof, 3);
  if (signals.socialProof.length > 0) {
    findings.good("trust", {
      roast: `Proof on show: ${evidenceList(signals.socialProof, 2)}.`,
      coach: `Social proof: ${evidenceList(signals.socialProof, 2)}.`,
    });
    if (vague) findings.note("trust", `Not counted as proof, because no one could check it: ${vague}.`);
  } else if (vague) {
    // A claim anyone could make is no proof: it costs what having none costs.
    findings.problem(
      "trust",
      3,
      {
        roast: `The only proof is the kind anyone can claim: ${vague}. No names, no numbers, nothing a visitor can check, so it doesn't count.`,
        coach: `The proof is vague and can't be checked: ${vague}. It names no customer and gives no number, so visitors discount it.`,
      },
      {
        roast:
          "Swap the vague claims for proof with names on it: real customers, a real count, testimonials signed with a name and a role.",
        coach:
          "Replace the vague claims with proof a visitor can check: named customers, a customer count, testimonials with a name, role and company.",
      },
    );
  } else {
    findings.problem(
      "trust",
      3,
      {
        roast:
          "I looked for testimonials, reviews, customer numbers and case studies and found none. Visitors are asked to trust on vibes alone.",
        coach:
          "I couldn't find social proof: no testimonials, reviews, customer numbers or case studies. Visitors look for it before they commit.",
      },
      {
        roast: "Add two or three real testimonials with names, or a customer number you can stand behind.",
        coach: "Add two or three short testimonials with a name and role, or a customer number you can back up, near the main button.",
      },
    );
  }
  if (signals.trust.length > 0) findings.good("trust", `Reassurance: ${evidenceList(signals.trust)}.`);
  if (signals.contact.length > 0) {
    findings.good("trust", `Ways to get in touch: ${evidenceList(signals.contact, 4)}.`);
  } else {
    findings.problem(
      "trust",
      1.5,
      {
        roast: "No email, phone number, address or contact link anywhere. Mysterious, but not in a good way.",
        coach: "I couldn't find contact details (email, phone, address or a contact link). Being reachable is a trust signal in itself.",
      },
      "Show an email address or a contact link, at least in the footer.",
    );
  }
  if (signals.pricing.length > 0) {
    findings.good("trust", `Pricing is visible: ${evidenceList(signals.pricing, 2)}.`);
  } else {
    findings.problem(
      "trust",
      1,
      {
        roast: "No prices and no pricing link. Visitors are left to guess, and guesses run high.",
        coach: 'I couldn\'t find prices or a pricing link. Even a "from" price helps visitors decide whether to read on.',
      },
      "Show a starting price, or link to a pricing page.",
    );
  }
  if (!signals.hasPrivacyLink) {
    const withForm = facts.forms.length > 0 ? ", even though the page has a form" : "";
    findings.problem("trust", 1, `I couldn't find a privacy policy link${withForm}.`, "Link a privacy policy in the footer.");
  }
  if (!facts.isHttps) {
    findings.problem(
      "trust",
      2,
      {
        roast: 'The page is served over plain http, so browsers mark it "Not secure". Not the first impression you want.',
        coach: 'The page is served over plain http, so browsers mark it "Not secure".',
      },
      "Serve the site over https and redirect http to it.",
    );
  }
}

function searchBasics(facts: PageFacts, findings: FindingList): void {
  const title = facts.title;
  if (!title) {
    findings.problem(
      "searchBasics",
      2.5,
      {
        roast: "There's no title tag. Search results and browser tabs will show the bare address instead.",
        coach: "There's no title tag, so search results and browser tabs fall back to the address.",
      },
      "Add a title of 30 to 60 characters that names the product and its main benefit.",
    );
  } else if (title.length < 15) {
    findings.problem(
      "searchBasics",
      1,
      {
        roast: `The title is ${quote(title)}. ${title.length} characters, and none of them say what you do.`,
        coach: `The title is ${quote(title)} (${title.length} characters), too short to say what the page offers.`,
      },
      `Expand the title ${quote(title)} to 30 to 60 characters naming the product and its main benefit.`,
    );
  } else if (title.length > 65) {
    findings.problem(
      "searchBasics",
      1,
      `The title is ${title.length} characters, and search results cut it around 60: ${quote(title, 70)}.`,
      "Trim the title to about 60 characters, most important words first.",
    );
  } else {
    findings.good("searchBasics", `Title: ${quote(title)} (${title.length} characters).`);
  }
  const description = facts.metaDescription;
  if (!description) {
    findings.problem(
      "searchBasics",
      2,
      {
        roast: "No meta description, so search engines pick a snippet for you. They rarely pick your best line.",
        coach: "There's no meta description, so search engines choose their own snippet.",
      },
      "Write a meta description of 120 to 160 characters that gives people a reason to click.",
    );
  } else if (description.length < 50) {
    findings.problem(
      "searchBasics",
      0.5,
      `The meta description is only ${description.length} characters: ${quote(description)}.`,
      "Expand the meta description to 120 to 160 characters with the main benefit.",
    );
  } else if (description.length > 160) {
    findings.problem(
      "searchBasics",
      0.5,
      `The meta description runs ${description.length} characters and will be cut: ${quote(description, 80)}.`,
      "Trim the meta description to 160 characters.",
    );
  } else {
    findings.good("searchBasics", `Meta description (${description.length} characters): ${quote(description, 80)}.`);
  }
  if (facts.canonical) findings.good("searchBasics", `Canonical link: ${quote(facts.canonical, 70)}.`);
  else
    findings.problem("searchBasics", 0.5, "There's no canonical link.", "Add a canonical link so duplicate addresses count as one page.");
  openGraph(facts, findings);
  if (facts.structuredDataTypes.length > 0) {
    findings.good("searchBasics", `Structured data: ${facts.structuredDataTypes.slice(0, 5).join(", ")}.`);
  } else {
    findings.problem(
      "searchBasics",
      0.75,
      "There's no structured data (JSON-LD or microdata).",
      "Add Organization (and Product or LocalBusiness) structured data in JSON-LD.",
    );
  }
  if (facts.invalidStructuredData > 0) {
    findings.problem(
      "searchBasics",
      0.5,
      `${plural(facts.invalidStructuredData, "JSON-LD block")} couldn't be parsed.`,
      "Fix the JSON-LD so it parses (validate it with a structured data tester).",
    );
  }
  if (facts.robots && /noindex/i.test(facts.robots)) {
    findings.problem(
      "searchBasics",
      4,
      {
        roast: `The robots tag says ${quote(facts.robots)}. You've asked search engines to pretend this page doesn't exist.`,
        coach: `The robots tag says ${quote(facts.robots)}, which asks search engines not to list this page.`,
      },
      "Remove noindex from the robots meta tag if this page should be found.",
    );
  }
}

function openGraph(facts: PageFacts, findings: FindingList): void {
  const missing = ["og:title", "og:description", "og:image"].filter((key) => !facts.openGraph[key]);
  const twitterCard = facts.twitter["twitter:card"];
  if (missing.length === 3) {
    findings.problem(
      "searchBasics",
      1.5,
      {
        roast: "No Open Graph tags. Share this link and the preview is a lottery.",
        coach: "There are no Open Graph tags, so shared links show whatever each platform guesses.",
      },
      "Add og:title, og:description and og:image so shared links show a proper preview.",
    );
  } else if (missing.length > 0) {
    findings.problem(
      "searchBasics",
      0.75,
      `Open Graph is missing ${joinAnd(missing)}, so link previews will be incomplete.`,
      `Add ${missing.join(" and ")} for complete link previews.`,
    );
  } else {
    const card = twitterCard ? ` and a ${quote(twitterCard)} twitter:card` : "";
    findings.good("searchBasics", `Open Graph title, description and image are set${card}, so shared links get a proper preview.`);
  }
  if (!twitterCard && missing.length < 3) {
    findings.problem(
      "searchBasics",
      0.25,
      "There's no twitter:card tag, so X falls back to Open Graph and picks the card size itself.",
      'Add a twitter:card meta tag with content "summary_large_image".',
    );
  }
}

function speedAndWeight(facts: PageFacts, findings: FindingList): void {
  const size = kilobytes(facts.htmlBytes);
  const sizeCost = facts.htmlBytes > 500 * 1024 ? 3 : facts.htmlBytes > 200 * 1024 ? 2 : facts.htmlBytes > 100 * 1024 ? 1 : 0;
  if (sizeCost > 0) {
    findings.problem(
      "speedAndWeight",
      sizeCost,
      {
        roast: `The HTML alone weighs ${size}. That's before a single image loads.`,
        coach: `The HTML alone is ${size}, before any images, scripts or styles.`,
      },
      "Slim the HTML: move inline data, scripts and styles into cached files and drop unused markup.",
    );
  } else {
    findings.good("speedAndWeight", { roast: `The HTML weighs a trim ${size}.`, coach: `The HTML weighs ${size}.` });
  }
  const time = responseTime(facts.elapsedMs);
  if (time.cost > 0) {
    findings.problem(
      "speedAndWeight",
      time.cost,
      `The HTML took ${time.label} to arrive.`,
      "Speed up the server response: cache the page or serve it from a CDN.",
    );
  } else {
    findings.good("speedAndWeight", `The HTML arrived ${time.label}.`);
  }
  const { external, inline, inlineBytes, renderBlocking } = facts.scripts;
  const scriptLine = describeScripts(external, inline, inlineBytes);
  if (external > 8) {
    findings.problem(
      "speedAndWeight",
      external > 15 ? 2 : 1,
      {
        roast: `${scriptLine}. Each one is another download before the page settles.`,
        coach: `${scriptLine}; each one adds download and processing time.`,
      },
      "Audit the scripts: remove the ones you don't need and load the rest with defer.",
    );
  } else {
    findings.good("speedAndWeight", `${scriptLine}.`);
  }
  if (renderBlocking > 0) {
    findings.problem(
      "speedAndWeight",
      renderBlocking >= 3 ? 1.5 : 0.5,
      {
        roast: `${plural(renderBlocking, "script")} in the head load without async or defer, so the page waits for them before showing anything. Patience is a virtue; it is not a loading strategy.`,
        coach: `${plural(renderBlocking, "script")} in the head load without async or defer, so the browser waits for them before showing the page.`,
      },
      "Add defer (or async) to the scripts in the head.",
    );
  }
  const inlineWeight = inlineBytes + facts.stylesheets.inlineBytes;
  if (inlineWeight > 150 * 1024) {
    findings.problem(
      "speedAndWeight",
      1,
      `${kilobytes(inlineWeight)} of inline script and style ride along in the HTML, uncached.`,
      "Move large inline scripts and styles into cacheable files.",
    );
  }
  const sheets = facts.stylesheets.external;
  if (sheets > 6) {
    findings.problem("speedAndWeight", 0.5, `${sheets} separate stylesheets are linked.`, "Combine the stylesheets into one or two files.");
  }
  if (facts.redirects.length >= 2) {
    findings.problem(
      "speedAndWeight",
      0.5,
      `It took ${plural(facts.redirects.length, "redirect")} to reach the page.`,
      "Link straight to the final address to skip the redirects.",
    );
  }
  findings.note("speedAndWeight", unmeasuredWeightNote);
}

function describeScripts(external: number, inline: number, inlineBytes: number): string {
  if (external === 0 && inline === 0) return "No scripts at all";
  const inlinePart = inline > 0 ? `${plural(inline, "inline script")} (${kilobytes(inlineBytes)})` : "";
  if (external === 0) return inlinePart;
  return inline > 0 ? `${plural(external, "external script")} and ${inlinePart}` : `${plural(external, "external script")}, no inline ones`;
}

function responseTime(elapsedMs: number): { label: string; cost: number } {
  if (elapsedMs < 1_000) return { label: "in under a second", cost: 0 };
  if (elapsedMs < 3_000) return { label: "between 1 and 3 seconds", cost: 1 };
  return { label: "more than 3 seconds", cost: 2 };
}

function accessibility(facts: PageFacts, findings: FindingList): void {
  const { total, missingAlt, missingAltExamples } = facts.images;
  if (missingAlt > 0) {
    const examples = missingAltExamples.length > 0 ? ` (${quoteList(missingAltExamples, 3, 40)})` : "";
    const which = lacking(missingAlt, total, "image", "alt text", "no alt text");
    findings.problem(
      "accessibility",
      missingAlt >= 10 ? 3 : missingAlt >= 3 ? 2 : 1,
      {
        roast: `${which}${examples}. Screen reader users get file names, if anything.`,
        coach: `${which}${examples}, so screen reader users miss what they show.`,
      },
      'Add alt text to every meaningful image, and alt="" to purely decorative ones.',
    );
  } else if (total > 0) {
    findings.good("accessibility", `${every(total, "image")} alt text.`);
  }
  if (facts.lang) {
    findings.good("accessibility", `The language is declared: ${quote(facts.lang)}.`);
  } else {
    findings.problem(
      "accessibility",
      1.5,
      "The page doesn't declare its language (no lang attribute), so screen readers may read it with the wrong pronunciation.",
      'Add lang="en" (or your language) to the html tag.',
    );
  }
  const { total: fields, unlabeled } = facts.fields;
  if (unlabeled > 0) {
    const unlabeledLine = lacking(
      unlabeled,
      fields,
      "form field",
      "a label a screen reader can announce",
      "no label a screen reader can announce",
    );
    findings.problem(
      "accessibility",
      2,
      {
        roast: `${unlabeledLine}. Filling them in becomes guesswork.`,
        coach: `${unlabeledLine}.`,
      },
      'Give every form field a visible label tied to it (label for="…").',
    );
  } else if (fields > 0) {
    findings.good("accessibility", `${every(fields, "form field")} a label.`);
  }
  if (facts.unnamedControls > 0) {
    findings.problem(
      "accessibility",
      1,
      `${plural(facts.unnamedControls, "link or button", "links or buttons")} ${facts.unnamedControls === 1 ? "has" : "have"} no text or accessible name.`,
      "Give icon-only links and buttons an aria-label.",
    );
  }
  if (facts.viewport && /user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/i.test(facts.viewport)) {
    findings.problem(
      "accessibility",
      2,
      `The viewport tag blocks zooming (${quote(facts.viewport, 100)}), so people who need bigger text can't get it.`,
      "Remove user-scalable=no and maximum-scale from the viewport tag.",
    );
  }
  const skip = headingSkip(facts.headings);
  if (skip) {
    findings.problem(
      "accessibility",
      0.5,
      `Heading levels jump from H${skip.from} to H${skip.to} at ${quote(skip.text, 50)}.`,
      "Use heading levels in order: H1, then H2, then H3.",
    );
  }
}

function headingSkip(headings: PageFacts["headings"]): { from: number; to: number; text: string } | null {
  let previous = 0;
  for (const heading of headings) {
    if (previous > 0 && heading.level > previous + 1) return { from: previous, to: heading.level, text: heading.text };
    previous = heading.level;
  }
  return null;
}

/** "right at the top", "after about 150 words, 40% of the way through the text", "at the very end, after about 150 words". */
function placeInText(wordsBefore: number, share: number): string {
  if (wordsBefore < 20) return "right at the top";
  const about = wordsBefore < 200 ? Math.floor(wordsBefore / 10) * 10 : Math.floor(wordsBefore / 50) * 50;
  return share >= 90 ? `at the very end, after about ${about} words` : `after about ${about} words, ${share}% of the way through the text`;
}

function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function wordsCeiling(words: number): number {
  return words < 200 ? Math.ceil(words / 10) * 10 : Math.ceil(words / 50) * 50;
}

/** "3 of 8 images have no alt text", "None of the 8 images has alt text", "The only image has no alt text". */
function lacking(count: number, total: number, noun: string, having: string, notHaving: string): string {
  if (count === total) return total === 1 ? `The only ${noun} has ${notHaving}` : `None of the ${total} ${noun}s has ${having}`;
  return `${count} of ${total} ${noun}s ${count === 1 ? "has" : "have"} ${notHaving}`;
}

/** "The only image has", "All 3 images have". */
function every(total: number, noun: string): string {
  return total === 1 ? `The only ${noun} has` : `All ${total} ${noun}s have`;
}
