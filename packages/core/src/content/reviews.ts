// When each prompt was last reviewed against its tool's current documentation (issue 29,
// Deliver 5): its modes, steps, plans and limits read again on the vendor's own pages. A review
// is not a run on a model; a card never says it was tested on one. Keyed by the prompt's search
// id ("prompt:<tool>:<slug>"); a test keeps this list and the libraries in step.
import type { PromptLibrary } from "./types.ts";
import { promptSlug } from "./search-entries.ts";

/** A month, as YYYY-MM. */
export type ReviewMonth = `${number}-${number}`;

export const promptReviews: Record<string, ReviewMonth> = {
  "prompt:lovable:personal-portfolio-website": "2026-11",
  "prompt:lovable:startup-landing-page": "2026-11",
  "prompt:lovable:e-commerce-storefront": "2026-11",
  "prompt:lovable:event-registration-website": "2026-11",
  "prompt:lovable:educational-platform": "2026-11",
  "prompt:lovable:blog-content-hub": "2026-11",
  "prompt:lovable:dashboard-analytics-app": "2026-11",
  "prompt:lovable:social-media-style-app": "2026-11",
  "prompt:lovable:job-board-website": "2026-11",
  "prompt:lovable:booking-app": "2026-11",
  "prompt:chatgpt:ai-tutor-leadership-education": "2026-11",
  "prompt:chatgpt:leadership-coach-decision-making": "2026-11",
  "prompt:chatgpt:investor-update-writer": "2026-11",
  "prompt:chatgpt:board-memo-prep": "2026-11",
  "prompt:chatgpt:thought-leadership-article": "2026-11",
  "prompt:chatgpt:market-expansion-strategy": "2026-11",
  "prompt:chatgpt:competitive-benchmarking": "2026-11",
  "prompt:chatgpt:emerging-trend-briefing": "2026-11",
  "prompt:chatgpt:personal-business-assistant": "2026-11",
  "prompt:chatgpt:industry-news-scanner": "2026-11",
  "prompt:claude:ai-strategy-tutor": "2026-11",
  "prompt:claude:leadership-case-studies": "2026-11",
  "prompt:claude:executive-career-scenario-planner": "2026-11",
  "prompt:claude:personal-leadership-narrative": "2026-11",
  "prompt:claude:market-expansion-research": "2026-11",
  "prompt:claude:industry-trend-map": "2026-11",
  "prompt:claude:competitor-playbook": "2026-11",
  "prompt:claude:learning-research-hybrid": "2026-11",
  "prompt:claude:career-research-hybrid": "2026-11",
  "prompt:claude:leadership-reflection-journal": "2026-11",
  "prompt:multi-agent:founder-market-test-focus-group": "2026-11",
  "prompt:multi-agent:investor-due-diligence-expert-panel": "2026-11",
  "prompt:multi-agent:healthcare-adoption-roundtable": "2026-11",
  "prompt:multi-agent:k-12-parent-teacher-focus-group": "2026-11",
  "prompt:multi-agent:enterprise-buying-committee-simulation": "2026-11",
  "prompt:multi-agent:consumer-product-lifestyle-focus-group": "2026-11",
  "prompt:multi-agent:ai-policy-debate-simulation": "2026-11",
  "prompt:multi-agent:hiring-committee-simulation": "2026-11",
  "prompt:multi-agent:global-expansion-advisory-board": "2026-11",
  "prompt:multi-agent:user-adoption-feedback-council": "2026-11",
  "prompt:n8n:data-sync-workflow": "2026-11",
  "prompt:n8n:email-marketing-automation": "2026-11",
  "prompt:n8n:social-media-management": "2026-11",
  "prompt:n8n:lead-processing-pipeline": "2026-11",
  "prompt:zapier:crm-lead-automation": "2026-11",
  "prompt:zapier:content-distribution": "2026-11",
  "prompt:zapier:customer-support-routing": "2026-11",
  "prompt:zapier:e-commerce-order-processing": "2026-11",
  "prompt:cursor:full-stack-app-generator": "2026-11",
  "prompt:cursor:code-refactoring-assistant": "2026-11",
  "prompt:cursor:test-suite-generator": "2026-11",
  "prompt:cursor:api-integration-builder": "2026-11",
  "prompt:replit:rapid-prototype-builder": "2026-11",
  "prompt:replit:learning-project-generator": "2026-11",
  "prompt:replit:api-microservice-creator": "2026-11",
  "prompt:replit:interactive-demo-builder": "2026-11",
};

/** The library as served: each prompt with the month it was last reviewed. */
export function withReviewDates<Library extends PromptLibrary>(library: Library): Library {
  const prompts = library.prompts.map((prompt) => ({
    ...prompt,
    reviewed: promptReviews[`prompt:${library.tool}:${promptSlug(prompt.title)}`],
  }));
  return { ...library, prompts } as Library;
}
