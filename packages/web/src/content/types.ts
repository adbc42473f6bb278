// The shapes of every piece of static content (spec §3 "Static content cards", "Prompt card").
// Pages only render these; the words live in the sibling modules.

/** The eight prompt libraries, in the order of spec §2. */
export const toolIds = [
  "lovable",
  "chatgpt",
  "claude",
  "multi-agent",
  "n8n",
  "zapier",
  "cursor",
  "replit",
] as const;
export type ToolId = (typeof toolIds)[number];

export const largeLibraryIds = ["lovable", "chatgpt", "claude", "multi-agent"] as const;
export type LargeLibraryId = (typeof largeLibraryIds)[number];

export const smallLibraryIds = ["n8n", "zapier", "cursor", "replit"] as const;
export type SmallLibraryId = (typeof smallLibraryIds)[number];

/** A card of a large library: lovable, chatgpt, claude, multi-agent (10 each). */
export interface PromptCard {
  title: string;
  /** One or two sentences on what the leader gets. */
  description: string;
  category: string;
  /** A range of minutes such as "3-5 min". */
  timeEstimate: string;
  prompt: string;
}

/** A prompt of a small library: n8n, zapier, cursor, replit (4 each, shown with a fixed "5min"). */
export interface SmallPrompt {
  title: string;
  prompt: string;
}

export interface LargePromptLibrary {
  kind: "large";
  tool: LargeLibraryId;
  /** Page title, e.g. "Lovable Expert Prompts". */
  title: string;
  description: string;
  prompts: PromptCard[];
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

/** A block of a blog article body. */
export type ArticleBlock =
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered: boolean; items: string[] };

export interface ArticleSection {
  heading: string;
  blocks: ArticleBlock[];
}

export type ArticleSlug =
  | "why-ai-matters-for-leaders"
  | "how-leaders-can-start-with-ai"
  | "building-an-ai-strategy"
  | "responsible-ai-leadership"
  | "ai-agents-executives-guide"
  | "model-context-protocol-mcp";

/** What the Blog tab lists; the body loads only with the post. */
export interface ArticleSummary {
  slug: ArticleSlug;
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  readingMinutes: number;
}

export interface ArticleBody {
  /** Opening paragraph(s) before the first heading. */
  intro: string[];
  sections: ArticleSection[];
}

export type Article = ArticleSummary & ArticleBody;

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
}

/** The fill-in fields the research prompts use, as [industry], [company], ... */
export const researchPlaceholders = [
  "industry",
  "company",
  "researchFocus",
  "timeframe",
  "additionalContext",
] as const;
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
}

/** A card of the Level 2 Workflows tab. */
export interface WorkflowCard {
  title: string;
  description: string;
  route: string;
  colour: CardColour;
}

/** A card of the Level 2 Tools tab. */
export interface ToolCard {
  tool: ToolId;
  /** The product name shown, e.g. "Lovable"; also used in "Try {name}". */
  name: string;
  /** The kind of tool in the spec's words, e.g. "Web-app builder". */
  kind: string;
  description: string;
  route: `/prompts/${ToolId}`;
  /** The tool's own site, opened by "Try {name}" in a new tab without a referrer. */
  site: string;
  /** "Expert Prompts", "Best Practices" (n8n, zapier) or null when hidden (cursor, replit). */
  promptsButtonLabel: "Expert Prompts" | "Best Practices" | null;
  colour: CardColour;
}

/** A link in the improve-landing-page footer. */
export interface ExternalTool {
  name: string;
  description: string;
  url: string;
}
