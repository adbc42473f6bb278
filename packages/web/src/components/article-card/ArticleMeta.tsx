import { bylines } from "../../content/articles/bylines.ts";
import { publicationDate } from "../../content/articles/catalog.ts";
import type { ArticleSummary } from "../../content/types.ts";

/** When a post was published, who wrote it and how long it reads: under its title, on its page and in the blog's index. */
export function ArticleMeta({ article }: { article: ArticleSummary }) {
  return (
    <p className="blog-meta">
      <time dateTime={article.published}>{publicationDate(article.published)}</time> · By {bylines[article.slug].name} ·{" "}
      {article.readingMinutes} min read
    </p>
  );
}
