import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { pageTitle, productName, siteUrl } from "../../config/site.ts";
import { briefing } from "../../content/articles/briefing.ts";
import { articleSummaries, latestArticles } from "../../content/articles/catalog.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { PublicPage } from "../../components/site/PublicPage.tsx";
import { ArticleMeta } from "../../components/article-card/ArticleMeta.tsx";
import "./blog.css";

/** The public index of the briefing (/blog): every post, newest first, free to read without a code. */
export function BlogIndexPage() {
  const articles = latestArticles(articleSummaries.length);
  usePageHead({
    title: pageTitle(briefing.title),
    description: briefing.description,
    path: paths.blog,
    structuredData: {
      "@context": "https://schema.org",
      "@type": "Blog",
      name: `${briefing.title} — ${productName}`,
      description: briefing.description,
      url: siteUrl(paths.blog),
      blogPost: articles.map((article) => ({
        "@type": "BlogPosting",
        headline: article.title,
        url: siteUrl(paths.blogPost(article.slug)),
        datePublished: article.published,
      })),
    },
  });

  return (
    <PublicPage closingOffers>
      <main className="page-column blog-main">
        <header className="blog-index-header">
          <h1 className="page-title">{briefing.title}</h1>
          <p className="page-lead">{briefing.description}</p>
        </header>
        <ol className="blog-index" aria-label="Articles, newest first">
          {articles.map((article) => (
            <li key={article.slug} className="blog-index-entry">
              <h2>
                <Link to={paths.blogPost(article.slug)}>{article.title}</Link>
              </h2>
              <ArticleMeta article={article} />
              <p className="blog-index-summary">{article.description}</p>
            </li>
          ))}
        </ol>
      </main>
    </PublicPage>
  );
}
