import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { articleSummaries } from "../../content/articles/catalog.ts";
import "./blog.css";

/** The Blog tab of the Level 2 hub: the six posts of "The Executive Briefing". */
export function BlogList() {
  return (
    <section className="blog-list" aria-labelledby="blog-list-title">
      <h2 id="blog-list-title">The Executive Briefing</h2>
      <ul className="blog-list-items">
        {articleSummaries.map((summary) => (
          <li key={summary.slug} className="blog-list-item">
            <h3>
              <Link to={paths.blogPost(summary.slug)} className="blog-list-link">
                {summary.title}
              </Link>
            </h3>
            <p className="blog-list-description">{summary.description}</p>
            <p className="blog-list-reading-time">{summary.readingMinutes} min read</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
