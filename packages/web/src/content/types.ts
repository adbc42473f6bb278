// The shapes of the public content: blog articles and the Level 2 hub cards. The gated content
// (prompt libraries, Level 3 guides) lives in core and reaches the page through the API; only its
// types are imported here, so none of its words can reach the bundle.
import type { CardColour, Claim, ToolId } from "@ai-leaders/core/content";

export type {
  CardColour,
  ChatgptRun,
  Claim,
  ExampleInput,
  ExternalTool,
  GuideContent,
  GuideContents,
  GuideId,
  LargeLibraryId,
  LargePromptLibrary,
  MarketDecisionStep,
  OtherToolRun,
  OtherTools,
  ProjectSetup,
  PromptCard,
  PromptLibrary,
  ResearchCard,
  ResearchPlaceholder,
  SimulationCard,
  SmallLibraryId,
  SmallPrompt,
  SmallPromptLibrary,
  StepCard,
  TimeStep,
  ToolId,
} from "@ai-leaders/core/content";

/** A block of a blog article body. */
export type ArticleBlock = { type: "paragraph"; text: string } | { type: "list"; ordered: boolean; items: string[] };

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
  /** The day it was published, as YYYY-MM-DD. */
  published: string;
}

/** Who wrote a post, as its page and its structured data name them. */
export interface Byline {
  name: string;
  /** schema.org's type of the author: a person, or a team writing as one. */
  kind: "Person" | "Organization";
}

export interface ArticleBody {
  /** Opening paragraph(s) before the first heading. */
  intro: string[];
  sections: ArticleSection[];
  /** The sources of the facts it states about laws, plans, prices, limits and features. */
  claims?: Claim[];
}

export type Article = ArticleSummary & ArticleBody;

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
