import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import type { ArticleSummary } from "../../content/types.ts";
import { publicationDate } from "../../content/articles/catalog.ts";
import "./article-card.css";

/** A briefing article in a list: the whole card is its title's link (the hub's Blog tab, the landing page). */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <li className="article-card">
      <h3>
        <Link to={paths.blogPost(article.slug)} className="article-card-link">
          {article.title}
        </Link>
      </h3>
      <p className="article-card-meta">
        <time dateTime={article.published}>{publicationDate(article.published)}</time> · {article.readingMinutes} min read
      </p>
      <p className="article-card-summary">{article.description}</p>
    </li>
  );
}
