// The published rubric (/roast-method): what each category weighs, the most the checks in code can
// give it, and what earns each band of its score. Categories, weights and ceilings are the
// rule-based engine's own (checks/critique.ts); the band text is written from its rules, and
// changes with them. The model's categories and scale are here too, and its prompt reads them.
import { sections, type SectionId } from "../checks/critique.ts";
import { checkPointsOff, imageBudget, largestPaintBands, weight } from "../checks/measure-checks.ts";

export { rubricVersion } from "../report/rubric-version.ts";
export { ruleBasedCalibration } from "../checks/page-report.ts";

export const scoreBands = [
  { from: 9, to: 10 },
  { from: 7, to: 8 },
  { from: 4, to: 6 },
  { from: 0, to: 3 },
] as const;

/** What earns each band, best first, for the bands the checks in code can reach. */
interface SectionRubric {
  /** What the HTML can't show, for a section whose ceiling is below 10. */
  ceilingReason?: string;
  /** How the section is scored when the page was measured in a browser, which lifts its ceiling to 10. */
  measured?: string;
  earns: readonly string[];
}

const rubricOf: Record<SectionId, SectionRubric> = {
  firstImpression: {
    ceilingReason: "the rendered design is not scored by the checks in code",
    earns: [
      "One H1 of 3 to 14 plain words that says what you do, a stylesheet, a mobile viewport, and the main ask in the opening text. One slip is allowed: no H1, no ask near the top, or no mobile viewport.",
      "A headline that says nothing (“Welcome”, two words, only buzzwords or filler such as “solutions”, “future”, “partner”), no stylesheet at all, or two slips such as no mobile viewport and no ask near the top.",
      "Several at once: an unstyled page, a vague or missing headline, no mobile viewport, text that only appears once scripts run; or an empty page.",
    ],
  },
  messageClarity: {
    earns: [
      "The headline or the line under it says what you offer; one H1, subheadings to scan, 100 to 3,000 words of plain sentences (reading ease 50 or more). One small slip is allowed, such as no line naming the audience.",
      "Two or three slips: no line that says who it is for (an audience of filler, “forward-thinking organisations”, does not count), dense sentences (reading ease 30 to 49), several H1s, a long text with no subheadings, or three or more buzzwords in every 100 words.",
      "Thin or hard going: under 100 words, or reading ease under 30, with the audience unnamed; or a page that never says what it sells (the headline and the line under it name no offer), which also holds the overall score at 45.",
      "Nearly every check fails: a few words, hard to read, no audience, several H1s, buzzwords throughout; or an empty page.",
    ],
  },
  callToAction: {
    earns: [
      "The main ask has a verb and an outcome (“Start free trial”), comes early, and forms are short. One small slip is allowed, such as five or more asks competing.",
      "A clear ask placed late (past the first 300 words, or in the last third of the page), or a form of more than 5 fields.",
      "An ask that promises nothing (“Learn more”, “Click here”), or no button or link that asks for anything.",
      "No ask at all, or a vague one buried late, with more friction on top: many competing asks, a long form.",
    ],
  },
  trust: {
    earns: [
      "Proof a visitor could check (customer numbers, named customers, ratings with a figure or a source, case studies, press, quotes signed with a person's name), contact details, prices and https. One of prices, contact details or a privacy link may be missing.",
      "Proof is there but two of contact details, prices and a privacy link are missing, or the page is on plain http; or no proof while everything else is in place. Vague proof (“Trusted by teams everywhere”, bare stars, a quote signed “Happy customer”) counts as none.",
      "No proof, and contact details, prices or a privacy link missing too.",
      "Almost nothing to trust: no proof, no way to get in touch, no prices, no privacy link, plain http.",
    ],
  },
  searchBasics: {
    earns: [
      "A title of 15 to 65 characters, a meta description of 50 to 160, and Open Graph tags for link previews. Small gaps are allowed: no canonical link, no structured data.",
      "No meta description, no Open Graph tags, or a title too short or too long, with a smaller gap besides.",
      "No title and no description, or a robots tag that asks search engines not to list the page.",
      "Most of it missing: no title, no description, no link previews, no structured data.",
    ],
  },
  speedAndWeight: {
    ceilingReason: "images, scripts and stylesheets are not downloaded, and real loading speed is not measured",
    measured: `When the page was measured in a browser the ceiling is 10: images up to ${weight(imageBudget.totalBytes)} in all with none over ${weight(imageBudget.largestBytes)}, and the largest content painted within ${largestPaintBands.goodMs / 1000} s, cost nothing; one image over ${weight(imageBudget.largestBytes)} costs ${checkPointsOff["image-weight"].warn} point and over ${weight(imageBudget.totalBytes)} of images ${checkPointsOff["image-weight"].fail}; a paint after ${largestPaintBands.goodMs / 1000} s costs ${checkPointsOff["load-time"].warn} point, after ${largestPaintBands.slowMs / 1000} s ${checkPointsOff["load-time"].fail}`,
    earns: [
      "HTML under 100 KB that arrives in under a second, with at most 8 external scripts. Small costs (scripts blocking the first paint, more than 6 stylesheets, a chain of redirects) still leave 7.",
      "Heavy HTML (over 200 KB), a slow server (over 1 second) or more than 8 external scripts, together.",
      "Most of it at its worst: over 500 KB of HTML, over 3 seconds to arrive, more than 15 scripts, several blocking the first paint.",
    ],
  },
  accessibility: {
    ceilingReason: "colour contrast and keyboard use are not checked in code",
    measured: `When the page was measured in a browser the ceiling is 10: the headline and the main call to action each cost ${checkPointsOff["headline-contrast"].fail} points when their contrast is below WCAG 2.2 AA (4.5:1, or 3:1 for large text)`,
    earns: [
      "Alt text on every image, the language declared, form fields labelled, buttons and links named, zoom allowed. One small slip is allowed, such as a skipped heading level.",
      "Two or three gaps: images without alt text, no declared language, icon buttons without a name, unlabelled form fields.",
      "Zoom blocked, unlabelled form fields, or many images without alt text, together.",
      "Most checks fail: no alt text, no language, unlabelled fields, zoom blocked.",
    ],
  },
};

export interface RubricBand {
  from: number;
  /** The band's top, or the category's ceiling when that is lower. */
  to: number;
  earns: string;
}

export interface RubricCategory {
  id: SectionId;
  title: string;
  /** The category's weight as a share of 100; the shares add up to exactly 100. */
  share: number;
  /** The most the checks in code give this category, out of 10. */
  ceiling: number;
  ceilingReason?: string;
  /** Best first; a band above the ceiling says why it can't be reached. */
  bands: RubricBand[];
}

export const rubricCategories: RubricCategory[] = sharesOf100(sections.map((section) => section.weight)).map((share, index) => {
  const { id, title, ceiling } = sections[index]!;
  const { ceilingReason, measured, earns } = rubricOf[id];
  const reachable = scoreBands.filter((band) => band.from <= ceiling);
  const bands = scoreBands.map((band) =>
    band.from > ceiling
      ? { ...band, earns: `Not given from the HTML alone: ${ceilingReason ?? "this section is capped"}.${measured ? ` ${measured}.` : ""}` }
      : { from: band.from, to: Math.min(band.to, ceiling), earns: earns[reachable.indexOf(band)]! },
  );
  return { id, title, share, ceiling, ...(ceilingReason && { ceilingReason }), bands };
});

/** Whole shares of 100 by largest remainder, so rounding never leaves them at 99 or 101. */
function sharesOf100(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / total) * 100);
  const shares = exact.map(Math.floor);
  const left = 100 - shares.reduce((sum, share) => sum + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder.slice(0, left)) shares[index]! += 1;
  return shares;
}

/** The categories a model chooses from (5 to 7 of them); it weighs them and gives the overall score itself. */
export const modelCategoryNames = [
  "First impression",
  "Message clarity",
  "Call to action",
  "Trust",
  "Offer and pricing",
  "Search basics",
  "Accessibility",
] as const;
export const modelCategoryCount = { min: 5, max: 7 } as const;

/** The scale a model is told to score on: an instruction in its prompt, not a measurement. */
export const modelScoreGuide =
  "a typical small-business landing page scores 45 to 65, a solid professional page 65 to 80, and only outstanding pages above 85";

/**
 * Computed in code from the page's HTML and the browser's capture: the same page gives the same
 * result. A model's report lists the main ones under "Checked in code", apart from its judgement.
 */
export const checkedInCode = [
  "Title and meta description: present, and their length.",
  "Headline: one H1, its length, and whether it says anything concrete (not “Welcome”, not only buzzwords or filler); whether the headline or the line under it says what the page offers; buzzwords per 100 words.",
  "Calls to action: whether there is one, its wording (a verb and an outcome, or “Learn more”), and how far down the page it first appears.",
  "Forms: how many fields, and what the button says.",
  "Mobile viewport, and whether zooming is blocked.",
  "Proof a visitor could check, told from vague claims; contact details (in the footer too, and written out as text), prices and a privacy link, found by their words and links.",
  "https, canonical link, Open Graph and twitter:card tags, structured data, a robots noindex.",
  "Word count, subheadings, and reading ease (Flesch, for pages in English).",
  "HTML size, server response time, scripts, stylesheets and redirects.",
  "Alt text, declared language, form labels, named buttons and links, heading order.",
  "Measured in the browser: the contrast of the headline and of the main call to action (WCAG 2.2 AA), the weight of the images and of everything the page loaded with the largest image named, and the time to DOMContentLoaded, load and the largest paint.",
  "Screenshots at 1440 px and 390 px wide, with each quoted finding located and numbered on them.",
] as const;

/** What a model decides, when one is configured; without one, the checks in code write the whole report. */
export const judgedByModel = [
  "The verdict and every score: the model reads the facts above with the page's text (and, when it sees the screenshots, the browser's measurements, as facts it may not contradict), chooses its categories and weighs them itself.",
  "How steady that judgement is: the model judges the page three times side by side (the operator's setting, 1 to 5), the report is the median run's and shows the lowest and highest score of the runs, so a new roast of an unchanged page lands within that range.",
  "The visual design: from the screenshots when the model accepts images, otherwise from the HTML, and the report says which.",
  "The fixes, ranked by impact for the effort, and rewritten headlines and calls to action for this business.",
] as const;

export const notChecked = [
  "Loading speed on visitors' own networks and devices: the timings are measured from our servers through our own fetch, a relative measure.",
  "Keyboard use, and the contrast of text other than the headline and the main call to action.",
  "Other pages of the site, and whether the page's claims are true.",
] as const;
