// One prompt library or one guide, each loaded on its own by the request that asks for it: a
// request for one guide reads a few KB of content, not all of it.
import type { Dossier, GuideContent, GuideId, LargePromptLibrary, PromptLibrary, ToolId } from "./types.ts";
import { withReviewDates } from "./reviews.ts";

export { isGuideId, isToolId, type GuideId, type ToolId } from "./types.ts";
export { promptSlug } from "./search-entries.ts";

const promptLibraryLoaders: Record<ToolId, () => Promise<PromptLibrary>> = {
  lovable: async () => (await import("./prompts/lovable.ts")).lovableLibrary,
  chatgpt: async () => (await import("./prompts/chatgpt.ts")).chatgptLibrary,
  claude: async () => (await import("./prompts/claude.ts")).claudeLibrary,
  "multi-agent": async () => (await import("./prompts/multi-agent.ts")).multiAgentLibrary,
  n8n: async () => (await import("./prompts/n8n.ts")).n8nLibrary,
  zapier: async () => (await import("./prompts/zapier.ts")).zapierLibrary,
  cursor: async () => (await import("./prompts/cursor.ts")).cursorLibrary,
  replit: async () => (await import("./prompts/replit.ts")).replitLibrary,
};

const guideLoaders: { [Id in GuideId]: () => Promise<GuideContent<Id>> } = {
  "build-website": async () => (await import("./workflows/build-website.ts")).buildWebsiteGuide,
  "improve-landing-page": async () => (await import("./workflows/improve-landing-page.ts")).improveLandingPageGuide,
  "research-report": async () => (await import("./workflows/research-report.ts")).researchReportGuide,
  "expert-panel": async () => (await import("./workflows/expert-panel.ts")).expertPanelGuide,
  "market-decision": async () => (await import("./workflows/market-decision.ts")).marketDecisionGuide,
};

/** The library as the API serves it: each prompt stamped with when it was last reviewed. */
export async function loadPromptLibrary(tool: ToolId): Promise<PromptLibrary> {
  const library = await promptLibraryLoaders[tool]();
  if (library.kind === "small") return withReviewDates(library);
  return servedLargeLibrary(library, (await import("./playbooks/dossiers.ts")).dossiers);
}

/**
 * A large library with the dossiers that pass through it: each card names its place in them as it
 * is drawn, with no second request whose answer would move the page.
 */
export function servedLargeLibrary(library: LargePromptLibrary, dossiers: readonly Dossier[]): LargePromptLibrary {
  const through = dossiers.filter((dossier) => dossier.steps.some((step) => step.library === library.tool));
  return { ...withReviewDates(library), ...(through.length > 0 && { dossiers: through }) };
}

export function loadGuide(guide: GuideId): Promise<GuideContent> {
  return guideLoaders[guide]();
}
