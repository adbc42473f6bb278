// The shapes of the gated content (spec §3 "Static content cards", "Prompt card"): the prompt
// libraries and the Level 3 guides, served only through the API. The web imports these as types.

export { toolIds, type ToolId } from "../library-headings/index.ts";
import { toolIds, type ToolId } from "../library-headings/index.ts";

export const largeLibraryIds = ["lovable", "chatgpt", "claude", "multi-agent"] as const;
export type LargeLibraryId = (typeof largeLibraryIds)[number];

export const smallLibraryIds = ["n8n", "zapier", "cursor", "replit"] as const;
export type SmallLibraryId = (typeof smallLibraryIds)[number];

/** A fact about a law, a tool's plan, price, limit or feature, with the source it was checked
 * against and the day it was checked; content tests fail when a check is over a year old. */
export interface Claim {
  /** The fact as the content states it, in one sentence. */
  text: string;
  /** The primary source: the law, the vendor's own documentation or help page. */
  source: { title: string; url: string };
  /** The day the source was last read, as YYYY-MM-DD. */
  checked: string;
}

/** What produced a card's example: each fill-in field of the prompt with the value used, and,
 * where the prompt starts by asking questions, that first exchange. */
export interface ExampleInput {
  /** Keyed by the placeholder exactly as it stands in the prompt's brackets. */
  filled: Record<string, string>;
  firstExchange?: { asked: string; answered: string };
}

/** One piece of the work a card's time estimate adds up: what the reader does or waits for. */
export interface TimeStep {
  /** e.g. "Fill in the fields", "ChatGPT thinks and answers", "Read and check the answer". */
  step: string;
  /** Fewest and most minutes, whole numbers: each sitting's when `sessions` is set; [0, 0] for a wait. */
  minutes: [number, number];
  /** Work spread over sittings, such as a project built over a week: the fewest and most of them. */
  sessions?: [number, number];
  /** Time the reader waits on someone else (an access review, a developer's work): named in the
   * estimate after a "+", never added to its minutes. */
  waiting?: true;
  /** Time the tool works on its own while the reader may leave (a deep research run, 5 to 30
   * minutes): shown beside the estimate, never added to its hands-on minutes. */
  background?: true;
}

/** The ChatGPT modes a card can ask for, as ChatGPT's own model picker and tools menu name them. */
export const chatgptModes = ["Instant", "Medium", "High", "Deep research", "Agent mode"] as const;
export type ChatgptMode = (typeof chatgptModes)[number];

/** Where and how to run a ChatGPT card: the mode to pick and the tools to switch on. */
export interface ChatgptRun {
  mode: ChatgptMode;
  /** Tools to switch on besides the mode, e.g. "Web search", "Canvas"; empty when none. */
  tools: string[];
  /** One line on why this mode fits the card. */
  why: string;
  /** What a Free plan user can do where the mode or a tool may not be on their plan (issue 45). */
  onFreePlan?: string;
}

/** A recurring prompt packaged once as a Project (ChatGPT Projects, Claude Projects), so each
 * week or month the reader sends a short message instead of the whole prompt. */
export interface ProjectSetup {
  cadence: "weekly" | "monthly";
  /** Pasted once into the project's instructions; [brackets] mark what the reader adds. */
  instructions: string;
  /** What to add to the project's files (ChatGPT) or knowledge (Claude). */
  files: string[];
  /** The short message to send in the project each week or month. */
  eachTime: string;
  /** Which plans of ChatGPT and Claude include projects, or the page that says so (issue 45). */
  plans?: string;
}

/** How to run a card's prompt, unchanged, in another assistant a leader may have at work
 * (issue 45, Deliver 8): where to open it, what to do beside the prompt, and what happens to the
 * data on a work or school account versus a personal one. */
export interface OtherToolRun {
  /** Where to open it and with which account. */
  where: string;
  /** How to use this card's prompt there: as is, and what to attach or do beside it. */
  howTo: string;
  /** Work or school account versus personal account: what covers what the reader pastes. */
  dataNote: string;
  /** The dated facts the run and the data note rest on; at least one. */
  claims: Claim[];
}

/** The writing cards' variants for the tools many leaders have instead of ChatGPT or Claude. */
export interface OtherTools {
  copilot: OtherToolRun;
  gemini: OtherToolRun;
}

/** A card of a large library: lovable, chatgpt, claude, multi-agent (10 each). */
export interface PromptCard {
  title: string;
  /** One or two sentences on what the leader gets. */
  description: string;
  category: string;
  /** A range of minutes such as "3-5 min". */
  timeEstimate: string;
  prompt: string;
  /** What a good answer looks like: a realistic excerpt (120–250 words) for a named fictional
   * company, in the prompt's own output format (Markdown tables where it asks for a table), cut
   * to the decisive part rather than the opening. */
  exampleOutput: string;
  /** The filled-in prompt behind the example, shown above it. */
  exampleInput: ExampleInput;
  /** One line on what makes the prompt work. */
  whyItWorks: string;
  /** The prompt to send next, in the same conversation; [brackets] mark what the reader adds. */
  followUp: string;
  /** "How to check this answer": three checks a leader can make in two minutes, tied to the
   * prompt's own output (every figure theirs or marked as an assumption, a source behind each
   * claim, no persona quoted as evidence). */
  checks?: [string, string, string];
  /** What not to paste into a consumer AI tool and what to use instead; present on every prompt
   * that asks for confidential material (CVs, financials, calendars, customer data). */
  dataNote?: string;
  /** What a simulation cannot tell you: synthetic personas are not evidence, and the rules that
   * govern the real decision (healthcare, finance, hiring). Present on every simulation card. */
  limits?: string;
  /** The facts the card states about a law, plan, price, limit or feature. */
  claims?: Claim[];
  /** How the time estimate adds up: the lowest and highest minutes sum to the estimate's range. */
  timeBasis: TimeStep[];
  /** ChatGPT cards: the mode and tools to run it with. */
  runIn?: ChatgptRun;
  /** Recurring cards (weekly, monthly): how to save it as a Project in ChatGPT and Claude. */
  project?: ProjectSetup;
  /** Writing cards: how to run the same prompt in Microsoft 365 Copilot and in Gemini. */
  otherTools?: OtherTools;
  /** The month it was last reviewed against its tool's documentation, as YYYY-MM: set by the
   * content API from reviews.ts, never written in the library itself. */
  reviewed?: string;
}

/** A prompt of a small library: n8n, zapier, cursor, replit (4 each). */
export interface SmallPrompt {
  title: string;
  prompt: string;
  /** One line on what the leader has once it is built. */
  whatYouGet: string;
  /** The reader's hands-on time, on the large cards' basis: "2.5-5 h", "4-7.5 h over 5-7 sessions",
   * "1-2 h + your developer's time". */
  timeEstimate: string;
  /** How the estimate adds up, step by step, sessions and waits included. */
  timeBasis: TimeStep[];
  /** What the reader checks before sharing, approving or relying on what comes back. */
  checks?: string[];
  /** As on a large card: the filled-in prompt behind the example, and what came back. */
  exampleInput?: ExampleInput;
  exampleOutput?: string;
  /** As on a large card: the prompt to send next, [brackets] for what the reader adds. */
  followUp?: string;
  /** n8n and Zapier: the nodes or apps the automation uses, and the accounts it needs. */
  builtWith?: { uses: string[]; accounts: string[] };
  /** As on a large card: present when the prompt asks for confidential material. */
  dataNote?: string;
  /** As on a large card. */
  claims?: Claim[];
  /** As on a large card. */
  reviewed?: string;
}

export interface LargePromptLibrary {
  kind: "large";
  tool: LargeLibraryId;
  /** Page title, e.g. "Lovable Expert Prompts". */
  title: string;
  description: string;
  prompts: PromptCard[];
  /** As served: the decision dossiers that use a card of this library, so each card can name its place. */
  dossiers?: Dossier[];
}

/** A step of a decision dossier (issue 45, Deliver 7): one card, and what to paste into it from the step before. */
export interface DossierStep {
  library: LargeLibraryId;
  /** The card's title exactly as its library writes it. */
  title: string;
  /** The headings of the previous step's answer to copy from; empty for the first step. */
  from: string[];
  /** The card's fields to fill, by the name in their brackets. */
  into: string[];
  /** What to paste where, in one or two sentences. */
  paste: string;
}

export interface Dossier {
  id: string;
  title: string;
  /** What the leader has at the end. */
  outcome: string;
  steps: DossierStep[];
}

export interface SmallPromptLibrary {
  kind: "small";
  tool: SmallLibraryId;
  /** Page title, e.g. "N8n Hacker Prompts". */
  title: string;
  description: string;
  prompts: SmallPrompt[];
}

export type PromptLibrary = LargePromptLibrary | SmallPromptLibrary;

/** Colour accent of a content card; the UI maps it to a design token. */
export type CardColour = "blue" | "green" | "purple" | "orange" | "pink" | "teal";

/** A step card of a Level 3 guide (build-website, improve-landing-page). */
export interface StepCard {
  title: string;
  description: string;
  tasks: string[];
  example?: string;
  prompt?: string;
  promptPreview?: string;
  colour: CardColour;
  /** As on a prompt card: present when the prompt asks for confidential material. */
  dataNote?: string;
  /** As on a prompt card. */
  claims?: Claim[];
}

/** The fill-in fields the research prompts use, as [industry], [company], ... */
export const researchPlaceholders = ["industry", "company", "researchFocus", "timeframe", "additionalContext"] as const;
export type ResearchPlaceholder = (typeof researchPlaceholders)[number];

/** A card of /level-3-research-report. */
export interface ResearchCard {
  title: string;
  description: string;
  /** What the user gets. */
  features: string[];
  /** Steps: log into the AI chat tool in deep-research mode, copy, fill in, run. */
  instructions: string[];
  placeholders: ResearchPlaceholder[];
  prompt: string;
  promptPreview: string;
  colour: CardColour;
  /** As on a prompt card: present when the prompt asks for confidential material. */
  dataNote?: string;
  /** As on a prompt card. */
  claims?: Claim[];
}

/** A simulation card of /level-3-expert-panel. */
export interface SimulationCard {
  title: string;
  /** Number of simulated participants (spec §9). */
  participants: number;
  description: string;
  features: string[];
  instructions: string[];
  prompt: string;
  promptPreview: string;
  colour: CardColour;
  /** As on a prompt card: present when the prompt asks for confidential material. */
  dataNote?: string;
  /** As on a prompt card. */
  claims?: Claim[];
}

/** One of the six collapsible steps of /level-3-market-decision. */
export interface MarketDecisionStep {
  step: number;
  title: string;
  description: string;
  features: string[];
  /** How to generate the asset, step by step. */
  howToGenerate: string[];
  /** What the copy button copies: a prompt, an automation workflow or a template. */
  assetKind: "prompt" | "workflow" | "template";
  asset: string;
  templateLink?: { label: string; url: string };
  colour: CardColour;
  /** As on a prompt card: present when the prompt asks for confidential material. */
  dataNote?: string;
  /** As on a prompt card. */
  claims?: Claim[];
}

/** A link in the improve-landing-page footer. */
export interface ExternalTool {
  name: string;
  description: string;
  url: string;
  /** What the description states about the tool's features and price, with its source. */
  claims?: Claim[];
}

/** The Level 3 guides whose steps and cards are gated. */
export const guideIds = ["build-website", "improve-landing-page", "research-report", "expert-panel", "market-decision"] as const;
export type GuideId = (typeof guideIds)[number];

export function isToolId(value: string): value is ToolId {
  return (toolIds as readonly string[]).includes(value);
}

export function isGuideId(value: string): value is GuideId {
  return (guideIds as readonly string[]).includes(value);
}

/** What each guide's page renders, as the API answers it. */
export interface GuideContents {
  "build-website": { guide: "build-website"; steps: StepCard[] };
  "improve-landing-page": { guide: "improve-landing-page"; steps: StepCard[]; tools: ExternalTool[] };
  "research-report": { guide: "research-report"; cards: ResearchCard[] };
  "expert-panel": { guide: "expert-panel"; cards: SimulationCard[] };
  "market-decision": { guide: "market-decision"; steps: MarketDecisionStep[] };
}
export type GuideContent<G extends GuideId = GuideId> = GuideContents[G];
