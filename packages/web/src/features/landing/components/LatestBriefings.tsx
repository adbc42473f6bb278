import { Link } from "react-router-dom";
import { paths } from "../../../config/paths.ts";
import { latestArticles } from "../../../content/articles/catalog.ts";

const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-11-22" as "22 November 2026", the same on the server and in every browser. */
function publicationDate(isoDay: string): string {
  const [year, month, day] = isoDay.split("-").map(Number);
  return `${day} ${months[month! - 1]} ${year}`;
}

export function LatestBriefings() {
  return (
    <section id="briefing" className="landing-section" aria-labelledby="briefing-title">
      <h2 id="briefing-title">The Executive Briefing</h2>
      <p className="landing-section-lead">The latest articles, free to read, no code needed.</p>
      <ul className="landing-briefings">
        {latestArticles(3).map((article) => (
          <li key={article.slug} className="landing-briefing">
            <h3>
              <Link to={paths.blogPost(article.slug)} className="landing-briefing-link">
                {article.title}
              </Link>
            </h3>
            <p className="landing-briefing-meta">
              <time dateTime={article.published}>{publicationDate(article.published)}</time> · {article.readingMinutes} min read
            </p>
            <p>{article.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
