import { useEffect, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { articleSummaries, loadArticleBody } from "../../content/articles/catalog.ts";
import type { ArticleBlock, ArticleBody, ArticleSummary } from "../../content/types.ts";
import { usePageHead } from "../../lib/use-page-head.ts";
import { BackButton } from "../../ui/BackButton.tsx";
import "./blog.css";

const productName = "AI for Leaders";

export function BlogPostPage() {
  const { slug = "" } = useParams();
  const index = articleSummaries.findIndex((summary) => summary.slug === slug);
  const summary = articleSummaries[index];

  // A new post starts at its top, not at the scroll position of the previous one. (Braces: recent
  // Chromium returns a promise from scrollTo, which React would call as the effect's cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  return (
    <div className="page-shell">
      <main className="page-column blog-main">
        {/* The Blog tab switches in place, so "Back to Blog" goes to the hub (spec §2). */}
        <BackButton to={paths.workflows}>Back to Blog</BackButton>
        {summary ? (
          <BlogPost key={summary.slug} summary={summary} next={articleSummaries[(index + 1) % articleSummaries.length]!} />
        ) : (
          <MissingPost slug={slug} />
        )}
      </main>
    </div>
  );
}

type BodyState = { status: "loading" } | { status: "loaded"; body: ArticleBody } | { status: "failed" };

function BlogPost({ summary, next }: { summary: ArticleSummary; next: ArticleSummary }) {
  const path = paths.blogPost(summary.slug);
  usePageHead({
    title: `${summary.title} — ${productName}`,
    description: summary.description,
    path,
    structuredData: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: summary.title,
      description: summary.description,
      url: window.location.origin + path,
      mainEntityOfPage: window.location.origin + path,
      timeRequired: `PT${summary.readingMinutes}M`,
      author: { "@type": "Organization", name: productName },
      publisher: { "@type": "Organization", name: productName },
    },
  });

  const [state, setState] = useState<BodyState>({ status: "loading" });
  useEffect(() => {
    let current = true;
    loadArticleBody(summary.slug).then(
      (body) => current && setState({ status: "loaded", body }),
      () => current && setState({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [summary.slug]);

  return (
    <>
      <article className="blog-article" aria-busy={state.status === "loading"}>
        <header className="blog-article-header">
          <p className="blog-eyebrow">The Executive Briefing</p>
          <h1>{summary.title}</h1>
          <p className="blog-reading-time">{summary.readingMinutes} min read</p>
        </header>
        {state.status === "loading" && (
          <p className="blog-status" role="status">
            Loading article...
          </p>
        )}
        {state.status === "failed" && (
          <p className="blog-status" role="alert">
            The article could not be loaded. Please check your connection and reload the page.
          </p>
        )}
        {state.status === "loaded" && <ArticleContent body={state.body} />}
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
