// Each article's text is its own chunk, loaded when its page is read. Kept apart from the catalogue,
// so a page that only lists articles (the landing page, the Blog tab) does not carry the loaders.
import type { ArticleBody, ArticleSlug } from "../types.ts";

export async function loadArticleBody(slug: ArticleSlug): Promise<ArticleBody> {
  switch (slug) {
    case "why-ai-matters-for-leaders":
      return (await import("./why-ai-matters-for-leaders.ts")).body;
    case "how-leaders-can-start-with-ai":
      return (await import("./how-leaders-can-start-with-ai.ts")).body;
    case "building-an-ai-strategy":
      return (await import("./building-an-ai-strategy.ts")).body;
    case "responsible-ai-leadership":
      return (await import("./responsible-ai-leadership.ts")).body;
    case "ai-agents-executives-guide":
      return (await import("./ai-agents-executives-guide.ts")).body;
    case "model-context-protocol-mcp":
      return (await import("./model-context-protocol-mcp.ts")).body;
  }
}
