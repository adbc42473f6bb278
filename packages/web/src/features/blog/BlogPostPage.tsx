import { Suspense, use, useEffect } from "react";
import { Link, useParams } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { articleSummaries } from "../../content/articles/catalog.ts";
import { loadArticleBody } from "../../content/articles/bodies.ts";
import { previewImagePath, productName, siteUrl } from "../../config/site.ts";
import { bylines } from "../../content/articles/bylines.ts";
import type { ArticleBlock, ArticleBody, ArticleSummary } from "../../content/types.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { useAccessTokenPresent } from "../../lib/use-access-token-present.ts";
import { PublicPage } from "../../components/site/PublicPage.tsx";
import { BackButton } from "../../ui/BackButton.tsx";
import { Sources } from "../../components/sources/Sources.tsx";
import { ArticleMeta } from "../../components/article-card/ArticleMeta.tsx";
import "./blog.css";

type BodyState = { status: "loaded"; body: ArticleBody } | { status: "failed" };

/** One load per article for the page's life: the prerender waits for it, hydration reuses it. */
const bodies = new Map<string, Promise<BodyState>>();
function articleBody(slug: ArticleSummary["slug"]): Promise<BodyState> {
  let body = bodies.get(slug);
  if (!body) {
    body = loadArticleBody(slug).then(
      (loaded): BodyState => ({ status: "loaded", body: loaded }),
      (): BodyState => ({ status: "failed" }),
    );
    bodies.set(slug, body);
  }
  return body;
}

export function BlogPostPage() {
  const { slug = "" } = useParams();
  const index = articleSummaries.findIndex((summary) => summary.slug === slug);
  const summary = articleSummaries[index];
  const hasAccess = useAccessTokenPresent();

  // A new post starts at its top, not at the scroll position of the previous one. (Braces: recent
  // Chromium returns a promise from scrollTo, which React would call as the effect's cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  return (
    <PublicPage closingOffers>
      <main className="page-column blog-main">
        {/* The Blog tab switches in place, so "Back to Blog" goes to the hub (spec §2); the hub is
            behind the code, so a reader without one goes back to the public index instead. */}
        {hasAccess ? <BackButton to={paths.workflows}>Back to Blog</BackButton> : <BackButton to={paths.blog}>All articles</BackButton>}
        {summary ? (
          <BlogPost key={summary.slug} summary={summary} next={articleSummaries[(index + 1) % articleSummaries.length]!} />
        ) : (
          <MissingPost slug={slug} />
        )}
      </main>
    </PublicPage>
  );
}

function BlogPost({ summary, next }: { summary: ArticleSummary; next: ArticleSummary }) {
  const path = paths.blogPost(summary.slug);
  const byline = bylines[summary.slug];
  usePageHead({
    title: `${summary.title} — ${productName}`,
    description: summary.description,
    path,
    type: "article",
    image: previewImagePath(summary.slug),
    structuredData: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: summary.title,
      description: summary.description,
      url: siteUrl(path),
      mainEntityOfPage: siteUrl(path),
      datePublished: summary.published,
      image: siteUrl(previewImagePath(summary.slug)),
      timeRequired: `PT${summary.readingMinutes}M`,
      author: { "@type": byline.kind, name: byline.name },
      publisher: { "@type": "Organization", name: productName },
    },
  });

  return (
    <>
      <article className="blog-article">
        <header className="blog-article-header">
          <p className="page-eyebrow">The Executive Briefing</p>
          <h1>{summary.title}</h1>
          <ArticleMeta article={summary} />
        </header>
        <Suspense
          fallback={
            <p className="blog-status" role="status">
              Loading article...
            </p>
          }
        >
          <ArticleText slug={summary.slug} />
        </Suspense>
      </article>
      <nav className="blog-next" aria-label="Next post">
        <p className="blog-next-title">
          Up next: <span>{next.title}</span>
        </p>
        <Link to={paths.blogPost(next.slug)} className="button button-primary">
          Next
        </Link>
      </nav>
    </>
  );
}

function ArticleText({ slug }: { slug: ArticleSummary["slug"] }) {
  const state = use(articleBody(slug));
  if (state.status === "failed") {
    return (
      <p className="blog-status" role="alert">
        The article could not be loaded. Please check your connection and reload the page.
      </p>
    );
  }
  return <ArticleContent body={state.body} />;
}

function ArticleContent({ body }: { body: ArticleBody }) {
  return (
    <div className="blog-article-body">
      {body.intro.map((paragraph, index) => (
        <p key={index} className="blog-intro">
          {paragraph}
        </p>
      ))}
      {body.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <ArticleBlockView key={index} block={block} />
          ))}
        </section>
      ))}
      {body.claims && <Sources claims={body.claims} headingLevel="h2" owner="this article" />}
    </div>
  );
}

function ArticleBlockView({ block }: { block: ArticleBlock }) {
  if (block.type === "paragraph") return <p>{block.text}</p>;
  const items = block.items.map((item, index) => <li key={index}>{item}</li>);
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

function MissingPost({ slug }: { slug: string }) {
  usePageHead({
    title: `Blog Post Not Found — ${productName}`,
    description: "The requested blog post could not be found.",
    path: paths.blogPost(encodeURIComponent(slug)),
  });
  return (
    <section className="blog-missing">
      <h1>Blog Post Not Found</h1>
      <p>The requested blog post could not be found.</p>
    </section>
  );
}
