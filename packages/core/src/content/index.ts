// The gated content: the eight prompt libraries and the Level 3 guides. Only the API serves it,
// behind the access gate; the web imports nothing from here but types.
import { chatgptLibrary } from "./prompts/chatgpt.ts";
import { claudeLibrary } from "./prompts/claude.ts";
import { cursorLibrary } from "./prompts/cursor.ts";
import { lovableLibrary } from "./prompts/lovable.ts";
import { multiAgentLibrary } from "./prompts/multi-agent.ts";
import { n8nLibrary } from "./prompts/n8n.ts";
import { replitLibrary } from "./prompts/replit.ts";
import { zapierLibrary } from "./prompts/zapier.ts";
import { buildWebsiteSteps } from "./workflows/build-website.ts";
import { simulationCards } from "./workflows/expert-panel.ts";
import { improveLandingPageSteps, optimisationTools } from "./workflows/improve-landing-page.ts";
import { marketDecisionSteps } from "./workflows/market-decision.ts";
import { researchCards } from "./workflows/research-report.ts";
import { guideIds, toolIds, type GuideContents, type GuideId, type PromptLibrary, type ToolId } from "./types.ts";

export * from "./types.ts";
export * from "./content-rules.ts";
export { buildSearchEntries, guidePages, promptSlug, type SearchEntry } from "./search-entries.ts";

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
  "build-website": { guide: "build-website", steps: buildWebsiteSteps },
  "improve-landing-page": { guide: "improve-landing-page", steps: improveLandingPageSteps, tools: optimisationTools },
  "research-report": { guide: "research-report", cards: researchCards },
  "expert-panel": { guide: "expert-panel", cards: simulationCards },
  "market-decision": { guide: "market-decision", steps: marketDecisionSteps },
};

export function isToolId(value: string): value is ToolId {
  return (toolIds as readonly string[]).includes(value);
}

export function isGuideId(value: string): value is GuideId {
  return (guideIds as readonly string[]).includes(value);
}
