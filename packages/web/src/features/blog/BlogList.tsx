import { articleSummaries } from "../../content/articles/catalog.ts";
import { ArticleCard } from "../../components/article-card/ArticleCard.tsx";
import "./blog.css";

/** The Blog tab of the Level 2 hub: the six posts of "The Executive Briefing". */
export function BlogList() {
  return (
    <section className="blog-list" aria-labelledby="blog-list-title">
      <h2 id="blog-list-title">The Executive Briefing</h2>
      <ul className="card-grid">
        {articleSummaries.map((summary) => (
          <ArticleCard key={summary.slug} article={summary} />
        ))}
      </ul>
    </section>
  );
}
