import { latestArticles } from "../../../content/articles/catalog.ts";
import { ArticleCard } from "../../../components/article-card/ArticleCard.tsx";

export function LatestBriefings() {
  return (
    <section id="briefing" className="landing-section" aria-labelledby="briefing-title">
      <h2 id="briefing-title">The Executive Briefing</h2>
      <p className="landing-section-lead">The latest articles, free to read, no code needed.</p>
      <ul className="card-grid">
        {latestArticles(3).map((article) => (
          <ArticleCard key={article.slug} article={article} />
        ))}
      </ul>
    </section>
  );
}
