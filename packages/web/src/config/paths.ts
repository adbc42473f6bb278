// The route table of spec §2, in one place.
import type { ToolId } from "../content/types.ts";
import { whatsNewPath } from "@ai-leaders/core/changelog";
import { boardPath, boardViewParam } from "@ai-leaders/core/voting/board-path";

/** The id of a kept page report's "Compare with competitors" section. */
export const compareSectionId = "compare";

/**
 * The hub's query that names the Vote tab: Vote switches in place, with no route of its own (spec §2),
 * yet its address can be kept and shared (?view=vote), and its roadmap's too (?view=roadmap).
 */
export const voteParam = boardViewParam;
export const viewParam = voteParam.name;
export const roadmapParam = { name: viewParam, value: "roadmap" } as const;

/** The hub's query that opens the Vote tab filtered by a board category (?category=id). */
export const categoryParam = "category";

export const paths = {
  home: "/",
  level2: "/level-2",
  workflows: "/level-2/workflows",
  tools: "/level-2/tools",
  /** The Vote tab, a link that survives a reload. */
  vote: boardPath,
  /** The Vote tab's roadmap (Planned, In progress, Done), a link that survives a reload. */
  roadmap: `/level-2?${roadmapParam.name}=${roadmapParam.value}`,
  /** What shipped lately, behind the access code; linked from the hub and from the mail followers get. */
  whatsNew: whatsNewPath,
  /** The public index of "The Executive Briefing"; the hub's Blog tab lists the same posts. */
  blog: "/blog",
  blogPost: (slug: string) => `/blog/${slug}`,
  privacy: "/privacy",
  /** The published rubric every roast is scored under. */
  roastMethod: "/roast-method",
  buildWebsite: "/level-3-build-website",
  improveLandingPage: "/level-3-improve-landing-page",
  researchReport: "/level-3-research-report",
  expertPanel: "/level-3-expert-panel",
  marketDecision: "/level-3-market-decision",
  founderProfile: "/level-3-founder-profile",
  roastWebsite: "/level-3-roast-website",
  promptLibrary: (tool: ToolId) => `/prompts/${tool}`,
  result: (id: string) => `/r/${id}`,
  /** A kept page report's "Compare with competitors" section. */
  resultComparison: (id: string) => `/r/${id}#${compareSectionId}`,
  /** A leader's teams (issue 48): signed in, no access code needed (an invited person may have none). */
  teams: "/teams",
  team: (teamId: string) => `/teams/${teamId}`,
  /** A team's AI-opportunity backlog. */
  teamBacklog: (teamId: string) => `/teams/${teamId}/backlog`,
  /** How the team is getting on: guides, cards and shared results. */
  teamProgress: (teamId: string) => `/teams/${teamId}/progress`,
  /** The operator's console; its sections live under it (/admin/audience…). */
  admin: "/admin",
  /** The pages mailed links open (/link/confirm-account…): noindex, Referrer-Policy no-referrer. */
  mailedLinks: "/link",
} as const;

/** Where a valid access code leads when no gated page was asked for first. */
export const afterAccessDefault = paths.level2;

/** Only paths of this site may be a destination after the gate (no open redirect). */
export function isSafeNextPath(value: string | null): value is string {
  return value !== null && value.startsWith("/") && !value.startsWith("//") && !value.includes("\\");
}
