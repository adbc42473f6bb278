import { checkedNov2026, sources } from "../sources.ts";
import type { Claim, GuideContents, ResearchCard } from "../types.ts";

export { researchPlaceholderText } from "./research-placeholders.ts";

const instructions = [
  "Log into ChatGPT, Claude or Gemini and switch on deep-research mode (Deep research in ChatGPT and Gemini; Research in Claude, on its paid plans with web search switched on).",
  "Copy the prompt with the Copy button.",
  "Paste it into the chat and replace every bracketed field, such as [industry] and [timeframe], with your own details.",
  "Run it and answer any clarifying questions the tool asks; a deep-research run can take several minutes.",
  "Before you share the report, open the sources behind the figures you will rely on and check them.",
];

/** The names the three tools give their deep-research modes, as the instructions above state them. */
export const deepResearchClaims: Claim[] = [
  {
    text: "ChatGPT's deep research mode searches and reads many sources over several minutes and returns a report with citations.",
    source: sources.openAiDeepResearch,
    checked: checkedNov2026,
  },
  {
    text: "Claude's deep-research mode is called Research; it is available on Claude's paid plans (Pro, Max, Team and Enterprise) and needs web search switched on.",
    source: sources.claudeResearch,
    checked: checkedNov2026,
  },
  {
    text: "Gemini's deep-research mode is called Deep Research: it proposes a research plan, browses sources and writes a cited report.",
    source: sources.geminiDeepResearch,
    checked: checkedNov2026,
  },
];

const sourcingRules = `Research rules: use current, credible sources such as regulators, industry associations, company filings, government statistics and reputable business press. Cite every figure with its source and date. Where no reliable figure exists, say so and give a reasoned range with your assumptions instead of guessing. Keep facts and your own judgement clearly apart.`;

const writingRules = `Write it as a top-tier strategy consultancy would: apply the pyramid principle, open every section with its "so what" in one sentence, use tables for comparisons, and keep the main report under 3,000 words. End with an appendix listing every source.`;

function researchPrompt(brief: string, structure: string): string {
  return [brief, sourcingRules, structure, writingRules].join("\n\n");
}

export const researchCards: ResearchCard[] = [
  {
    title: "Market Entry Analysis",
    description: "Decide whether, where and how to enter a new market, with a clear recommendation and the evidence behind it.",
    features: [
      "A go, no-go or go-with-conditions recommendation on the first page",
      "Market size with top-down and bottom-up estimates compared",
      "The competitive landscape and how incumbents are likely to respond",
      "Build, partner and acquire options compared on cost, speed, control and risk",
      "A 90-day plan of the decisions, tests and hires the entry needs",
    ],
    instructions,
    placeholders: ["industry", "company", "researchFocus", "timeframe", "additionalContext"],
    prompt: researchPrompt(
      `Act as a senior partner at a strategy consultancy preparing a market entry assessment for the leadership team of [company], which is considering entering the [industry] market. Focus the research on [research focus] and cover the period [timeframe]. Additional context from the client: [additional context].`,
      `Structure the report as follows:
1. Executive summary: a go, no-go or go-with-conditions recommendation in three sentences, then the five findings that drive it.
2. Market definition and size: how you define the market, its current size and expected growth over [timeframe], and the segments that matter. Compare a top-down and a bottom-up estimate and explain any gap.
3. Customers: who buys, how they decide, what they pay today and which needs are poorly served.
4. Competitive landscape: the main players, their positioning and share where known, and how they are likely to respond to a new entrant.
5. Barriers to entry: regulation and licences, capital needs, access to distribution, switching costs and talent.
6. Entry options: build, partner or acquire, compared in a table on cost, speed, control and risk for [company].
7. Economics: the main revenue and cost drivers, and what must be true for the entry to pay back within [timeframe].
8. Risks: the five biggest, each with a mitigation and an early warning sign to monitor.
9. Next 90 days: the specific decisions, market tests and hires required.`,
    ),
    promptPreview:
      "Act as a senior partner at a strategy consultancy preparing a market entry assessment for the leadership team of [company], which is considering entering the [industry] market.",
    colour: "blue",
    claims: deepResearchClaims,
  },
  {
    title: "Competitive Analysis",
    description: "See exactly where you win and lose against your main competitors, and what to do about it.",
    features: [
      "Profiles of the competitors that matter, including fast-growing newcomers",
      "A side-by-side comparison of offer, pricing, channels and positioning",
      "Each competitor's likely next moves, based on their hiring, funding and launches",
      "Where you win and lose today, and why",
      "Three to five strategic moves ranked by impact and effort",
    ],
    instructions,
    placeholders: ["industry", "company", "researchFocus", "timeframe", "additionalContext"],
    prompt: researchPrompt(
      `Act as a strategy consultant building a competitive analysis for the executive team of [company] in the [industry] industry. Focus on [research focus], and look at competitors' moves over [timeframe]. Additional context, including the competitors we already track: [additional context].`,
      `Structure the report as follows:
1. Executive summary: where [company] is strongest and most exposed, and the three moves you recommend.
2. Competitor set: the five to eight competitors that matter most, including adjacent players and fast-growing newcomers, and why each is on the list.
3. Competitor profiles: for each, the target customers, core offer, pricing model, channels, positioning, and signals of strategy such as recent funding, acquisitions, leadership hires, job postings and product launches over [timeframe].
4. Comparison table: [company] against each competitor on the buying criteria customers in [industry] care about most. Say how you identified those criteria.
5. Customer view: what reviews, analyst reports and public customer comments say each competitor does well and badly.
6. Likely moves: what each major competitor is likely to do next and how that would affect [company].
7. Where we win and lose: the segments and deal types where [company] has an edge, and where it does not.
8. Recommendations: three to five strategic moves, each with its expected impact, the effort required, and the first step to take this quarter.`,
    ),
    promptPreview:
      "Act as a strategy consultant building a competitive analysis for the executive team of [company] in the [industry] industry.",
    colour: "purple",
    claims: deepResearchClaims,
  },
  {
    title: "Investment Due Diligence",
    description: "Pressure-test an investment, acquisition or partnership before you commit money or reputation to it.",
    features: [
      "An investment thesis and the assumptions it rests on",
      "Market, business model and competitive position reviewed from public evidence",
      "Red flags across legal, regulatory, reputational and leadership risk",
      "Bull, base and bear cases with what would have to be true for each",
      "The questions to put to management before you sign",
    ],
    instructions,
    placeholders: ["industry", "company", "researchFocus", "timeframe", "additionalContext"],
    prompt: researchPrompt(
      `Act as a due diligence lead at a strategy consultancy advising an investment committee on a possible investment in [company], which operates in the [industry] industry. The committee's main concern is [research focus]. Assess the investment over a holding period of [timeframe]. Deal context and anything we already know: [additional context].`,
      `Structure the report as follows:
1. Executive summary: proceed, proceed with conditions, or walk away, with the three reasons that matter most.
2. Investment thesis: the case for [company] in one paragraph, and the four or five assumptions it depends on.
3. Market: size, growth and structural trends in [industry] over [timeframe], and how exposed the company is to a downturn or to regulatory change.
4. Business model: how [company] makes money, signs of customer concentration, pricing power and unit economics, as far as public sources show them.
5. Competitive position: what protects the company from competitors, and how durable that protection is.
6. Management and governance: the track record of the leadership team, board composition, and any turnover or disputes on public record.
7. Red flags: litigation, regulatory actions, negative press, customer complaints and anything inconsistent across sources.
8. Scenarios: bull, base and bear cases over [timeframe], with what would have to be true for each.
9. Questions for management: the ten questions the committee must have answered before signing, ordered by importance.
Be explicit about what public sources cannot tell us and which data room documents would answer it.`,
    ),
    promptPreview:
      "Act as a due diligence lead at a strategy consultancy advising an investment committee on a possible investment in [company], which operates in the [industry] industry.",
    colour: "green",
    dataNote:
      "Deal terms, data-room documents and anything you learned under a non-disclosure agreement do not belong in a consumer AI account: describe the deal in general terms in [additional context], or run the research in your company's approved enterprise workspace once you have checked that the agreement allows it.",
    claims: deepResearchClaims,
  },
  {
    title: "Customer Segment Market Analysis",
    description: "Find the customer segments worth serving first, how big they are and what it takes to win each one.",
    features: [
      "A segmentation of the market by need and buying behaviour, not just demographics",
      "The size, growth and accessibility of each segment",
      "Buyer personas with their jobs to be done, triggers and objections",
      "A ranked shortlist of segments to target first",
      "Messaging and channel recommendations for the top segments",
    ],
    instructions,
    placeholders: ["industry", "company", "researchFocus", "timeframe", "additionalContext"],
    prompt: researchPrompt(
      `Act as a strategy consultant running a customer segmentation study for [company] in the [industry] market. The segment question we most need answered is [research focus]. Base the sizing and trends on [timeframe]. What we already know about our customers: [additional context].`,
      `Structure the report as follows:
1. Executive summary: the two or three segments to prioritise and why, in five sentences.
2. Segmentation: divide the [industry] market by needs and buying behaviour, not only by size or demographics. Describe five to seven segments and explain the logic that separates them.
3. Segment sizing: for each segment, the number of potential customers, typical spend, expected growth over [timeframe] and how you estimated it.
4. Buyer profiles: for each segment, who decides and who influences, the job they are trying to get done, the triggers that start a purchase, the alternatives they use today and their main objections.
5. Attractiveness: score each segment in a table on size, growth, willingness to pay, ease of reach, competitive intensity and fit with what [company] offers today.
6. Priorities: a ranked shortlist of segments, the one to win first, and what [company] would need to change to serve it.
7. Go-to-market: for the top two segments, the core message, the channels that reach them and the proof they will ask for.
8. Validation: the five cheapest ways to test these conclusions with real customers within a month.`,
    ),
    promptPreview: "Act as a strategy consultant running a customer segmentation study for [company] in the [industry] market.",
    colour: "orange",
    claims: deepResearchClaims,
  },
];

export const researchReportGuide: GuideContents["research-report"] = { guide: "research-report", cards: researchCards };
