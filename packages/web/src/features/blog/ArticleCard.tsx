import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import type { ArticleSummary } from "../../content/types.ts";
import "./article-card.css";

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-11-22" as "22 November 2026", the same on the server and in every browser. */
function publicationDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
}

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
