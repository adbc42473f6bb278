// The routes behind the access code, as the app shell names them to its inline script
// (infra/src/app-routes.ts): the modules each route's code is in, and where its gated content is.
import type { AppRoute, RoutePreview } from "@ai-leaders/infra/app-routes";
import { guideIds, guides, toolIds } from "@ai-leaders/core/content";
import { categoryParam, paths, roadmapParam } from "../../src/config/paths.ts";
import { toolCards, workflowCards } from "../../src/content/hub.ts";

interface GatedRoute {
  /** The path, a regular expression without a trailing slash. */
  pattern: string;
  /** The lazy modules the route renders (as the build's manifest names them). */
  modules: string[];
  content?: string;
  preview?: RoutePreview;
}

const authLayout = "src/pages/AuthLayout.tsx";
// The site's paths hold only letters, digits, "-" and "/": nothing a regular expression reads specially.
const exactly = (path: string) => `^${path}$`;
const guidePages: Record<(typeof guideIds)[number], [string, string]> = {
  "build-website": [paths.buildWebsite, "src/pages/workflows/BuildWebsitePage.tsx"],
  "improve-landing-page": [paths.improveLandingPage, "src/pages/workflows/ImproveLandingPagePage.tsx"],
  "research-report": [paths.researchReport, "src/features/guides/ResearchReportPage.tsx"],
  "expert-panel": [paths.expertPanel, "src/features/guides/ExpertPanelPage.tsx"],
  "market-decision": [paths.marketDecision, "src/features/guides/MarketDecisionPage.tsx"],
};

const hub = "src/pages/hub/Level2Hub.tsx";
// A guide's cards are its steps, or its cards where it has no steps.
const guideList = (guide: (typeof guideIds)[number]) => ("steps" in guides[guide] ? "steps" : "cards");
// The field a guide's card keeps its prompt in: the market guide's steps carry an asset (a prompt or a template).
const guidePrompt = (guide: (typeof guideIds)[number]) => (guide === "market-decision" ? "asset" : "prompt");

export const gatedRoutes: GatedRoute[] = [
  {
    pattern: `^(?:${[paths.level2, paths.workflows].join("|")})$`,
    modules: [hub],
    // The roadmap's and a category's links open the Vote tab in place, not the workflows.
    preview: {
      cards: workflowCards.map(({ title, description, route }) => ({ title, description, href: route })),
      unlessParams: [roadmapParam.name, categoryParam],
    },
  },
  {
    pattern: exactly(paths.tools),
    modules: [hub],
    preview: { cards: toolCards.map(({ name, description, route }) => ({ title: name, description, href: route })) },
  },
  {
    pattern: `^/prompts/(${toolIds.join("|")})$`,
    modules: ["src/features/prompt-libraries/PromptLibraryPage.tsx"],
    content: "/api/content/prompts/$1",
    preview: { heading: "title", lead: "description", list: "prompts", prompt: "prompt" },
  },
  ...guideIds.map((guide) => ({
    pattern: exactly(guidePages[guide][0]),
    modules: [authLayout, guidePages[guide][1]],
    content: `/api/content/guides/${guide}`,
    preview: { list: guideList(guide), prompt: guidePrompt(guide) },
  })),
  { pattern: exactly(paths.founderProfile), modules: [authLayout, "src/pages/workflows/FounderProfilePage.tsx"] },
  { pattern: exactly(paths.roastWebsite), modules: [authLayout, "src/pages/workflows/RoastWebsitePage.tsx"] },
  { pattern: exactly(paths.whatsNew), modules: [authLayout, "src/features/whats-new/WhatsNewPage.tsx"] },
];

/** The routes as the shell lists them, each module resolved to its chunks and stylesheets by `filesOf`. */
export function appRoutes(
  filesOf: (modules: string[]) => { scripts: string[]; styles: string[] },
  { withContent }: { withContent: boolean },
): AppRoute[] {
  return gatedRoutes.map(({ pattern, modules, content, preview }) => {
    const { scripts, styles } = filesOf(modules);
    // A preview read from the content needs the content asked for early.
    const drawn = preview && ("cards" in preview || (withContent && content)) ? { preview } : {};
    return {
      pattern,
      preload: scripts.map((file) => `/${file}`),
      styles: styles.map((file) => `/${file}`),
      ...(withContent && content ? { content } : {}),
      ...drawn,
    };
  });
}
