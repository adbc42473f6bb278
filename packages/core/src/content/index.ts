// The gated content: the eight prompt libraries and the Level 3 guides. Only the API serves it,
// behind the access gate; the web imports nothing from here but types. The API loads one library
// or guide at a time through `loaders.ts`, and all of it from here only for the search.
import { chatgptLibrary } from "./prompts/chatgpt.ts";
import { claudeLibrary } from "./prompts/claude.ts";
import { cursorLibrary } from "./prompts/cursor.ts";
import { lovableLibrary } from "./prompts/lovable.ts";
import { multiAgentLibrary } from "./prompts/multi-agent.ts";
import { n8nLibrary } from "./prompts/n8n.ts";
import { replitLibrary } from "./prompts/replit.ts";
import { zapierLibrary } from "./prompts/zapier.ts";
import { buildWebsiteGuide } from "./workflows/build-website.ts";
import { expertPanelGuide } from "./workflows/expert-panel.ts";
import { improveLandingPageGuide } from "./workflows/improve-landing-page.ts";
import { marketDecisionGuide } from "./workflows/market-decision.ts";
import { researchReportGuide } from "./workflows/research-report.ts";
import type { GuideContents, PromptLibrary, ToolId } from "./types.ts";

export * from "./types.ts";
export * from "./content-rules.ts";
export * from "./claims/index.ts";
export { claimsInContent } from "./content-claims.ts";
export { buildSearchEntries, guidePages, promptSlug, type SearchEntry } from "./search-entries.ts";
export { promptReviews, withReviewDates, type ReviewMonth } from "./reviews.ts";

export const promptLibraries: Record<ToolId, PromptLibrary> = {
  lovable: lovableLibrary,
  chatgpt: chatgptLibrary,
  claude: claudeLibrary,
  "multi-agent": multiAgentLibrary,
  n8n: n8nLibrary,
  zapier: zapierLibrary,
  cursor: cursorLibrary,
  replit: replitLibrary,
};

export const guides: GuideContents = {
  "build-website": buildWebsiteGuide,
  "improve-landing-page": improveLandingPageGuide,
  "research-report": researchReportGuide,
  "expert-panel": expertPanelGuide,
  "market-decision": marketDecisionGuide,
};
