// A post of the Executive Briefing as a reader sees it: its title, byline and head tags, its body,
// Next (wrapping from the last post to the first), the way back with or without a code, and an
// unknown slug.
import { beforeEach, describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes, useLocation } from "react-router-dom";
import { renderPage } from "../../test/render.tsx";
import { accessStorageKey } from "../../lib/access-token.ts";
import { articleSummaries, publicationDate } from "../../content/articles/catalog.ts";
import { answerWithContent } from "../prompt-libraries/gated-content-stand-in.ts";
import { BlogPostPage } from "./BlogPostPage.tsx";

const author = "AI for Leaders editorial team";

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** The post's page, rendered until its body has come (the page suspends for it, inside `act`). */
async function openPost(slug: string) {
  answerWithContent();
  let page!: ReturnType<typeof renderPage>;
  await act(async () => {
    page = renderPage(
      <Routes>
        <Route path="/blog/:slug" element={<BlogPostPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: `/blog/${slug}` },
    );
  });
  return page;
}

const articleData = () => JSON.parse(document.head.querySelector('script[type="application/ld+json"][data-head]')?.textContent ?? "{}");
const metaDescription = () => document.head.querySelector('meta[name="description"]')?.getAttribute("content");
const bodyShown = () => waitFor(() => expect(document.querySelector(".blog-article-body h2")).toBeTruthy());

describe("a blog post", () => {
  beforeEach(() => sessionStorage.clear());

  it("shows each post with its title, date, author and reading time, its head tags and Article data, its body, All articles and Next", async () => {
    for (const [index, summary] of articleSummaries.entries()) {
      const { unmount } = await openPost(summary.slug);
      expect(screen.getByRole("heading", { level: 1, name: summary.title })).toBeTruthy();
      expect(document.querySelector(".blog-article-header .blog-meta")!.textContent).toBe(
        `${publicationDate(summary.published)} · By ${author} · ${summary.readingMinutes} min read`,
      );
      await bodyShown();
      await waitFor(() => expect(document.title).toBe(`${summary.title} — AI for Leaders`));
      expect(metaDescription()).toBe(summary.description);
      expect(articleData()).toMatchObject({
        "@type": "Article",
        headline: summary.title,
        description: summary.description,
        author: { "@type": "Organization", name: author },
      });
      // Without a code the hub is closed: the way back is the public index.
      expect(screen.getByRole("link", { name: "All articles" }).getAttribute("href")).toBe("/blog");
      expect(screen.queryByRole("link", { name: "Back to Blog" })).toBeNull();
      const next = articleSummaries[(index + 1) % articleSummaries.length]!;
      expect(screen.getByRole("link", { name: "Next" }).getAttribute("href")).toBe(`/blog/${next.slug}`);
      unmount();
    }
  });

  it("goes Next to the following post, and from the last to the first", async () => {
    const [first, second] = articleSummaries;
    const last = articleSummaries.at(-1)!;
    const { user, unmount } = await openPost(first!.slug);
    await user.click(screen.getByRole("link", { name: "Next" }));
    expect(await screen.findByRole("heading", { level: 1, name: second!.title })).toBeTruthy();
    unmount();

    const fromLast = await openPost(last.slug);
    // The next post suspends for its body too: the click is awaited with what it sets going.
    await act(() => fromLast.user.click(screen.getByRole("link", { name: "Next" })));
    expect(await screen.findByRole("heading", { level: 1, name: first!.title })).toBeTruthy();
    await bodyShown();
    await waitFor(() => expect(document.title).toBe(`${first!.title} — AI for Leaders`));
  });

  it("says an unknown slug was not found, keeps the way back and offers no Next", async () => {
    await openPost("no-such-post");
    expect(screen.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeTruthy();
    expect(screen.getByText("The requested blog post could not be found.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Next" })).toBeNull();
    expect(screen.getByRole("link", { name: "All articles" })).toBeTruthy();
  });

  it("ends with Get the toolkit, which opens the access-code request", async () => {
    const { user } = await openPost(articleSummaries[3]!.slug);
    await user.click(screen.getByRole("button", { name: "Get the toolkit" }));
    // The dialog is its own chunk, loaded with the click: a ceiling for a busy machine, not a wait.
    const dialog = await screen.findByRole("dialog", { name: "Request an access code" }, { timeout: 10_000 });
    expect(within(dialog).getByLabelText("Why would you like access?")).toBeTruthy();
  });

  it("leads a reader with a code Back to Blog, the hub's workflows, and on into Level 2 instead of offering the toolkit", async () => {
    sessionStorage.setItem(
      accessStorageKey,
      JSON.stringify({ token: "a-token", expires_at: new Date(Date.now() + 3_600_000).toISOString() }),
    );
    const { user } = await openPost(articleSummaries[2]!.slug);
    const back = await screen.findByRole("link", { name: "Back to Blog" });
    expect(back.getAttribute("href")).toBe("/level-2/workflows");
    expect(screen.queryByRole("link", { name: "All articles" })).toBeNull();
    expect(screen.getByRole("link", { name: "Continue to Level 2" }).getAttribute("href")).toBe("/level-2");
    expect(screen.queryByRole("button", { name: "Get the toolkit" })).toBeNull();
    await user.click(back);
    expect(screen.getByTestId("where").textContent).toBe("/level-2/workflows");
  });
});
