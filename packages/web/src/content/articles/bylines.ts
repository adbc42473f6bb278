// Who wrote each post: a person only where the article names one, otherwise the editorial team.
// Kept apart from the catalogue, so the landing page, which lists posts without bylines, carries
// none of this.
import type { ArticleSlug, Byline } from "../types.ts";

export const editorialTeam: Byline = { name: "AI for Leaders editorial team", kind: "Organization" };

export const bylines: Record<ArticleSlug, Byline> = {
  "why-ai-matters-for-leaders": editorialTeam,
  "how-leaders-can-start-with-ai": editorialTeam,
  "building-an-ai-strategy": editorialTeam,
  "responsible-ai-leadership": editorialTeam,
  "ai-agents-executives-guide": editorialTeam,
  "model-context-protocol-mcp": editorialTeam,
};
