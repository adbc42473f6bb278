// How the blog lists and credits its posts: newest first, each dated and with a byline.
import { describe, expect, it } from "vitest";
import { articleSummaries, latestArticles, publicationDate } from "./catalog.ts";
import { bylines, editorialTeam } from "./bylines.ts";
import { loadArticleBody } from "./bodies.ts";

describe("the blog's order", () => {
  it("lists every post, newest first, the later in the catalogue first on the same day", () => {
    const listed = latestArticles(articleSummaries.length);
    expect(new Set(listed.map((summary) => summary.slug))).toEqual(new Set(articleSummaries.map((summary) => summary.slug)));
    for (const [index, summary] of listed.slice(1).entries()) {
      const before = listed[index]!;
      expect(before.published >= summary.published).toBe(true);
      if (before.published === summary.published) {
        expect(articleSummaries.indexOf(before)).toBeGreaterThan(articleSummaries.indexOf(summary));
      }
    }
  });
});

describe("a post's date", () => {
  it("reads as day, month and year, the same in every time zone", () => {
    expect(publicationDate("2026-11-22")).toBe("22 November 2026");
    expect(publicationDate("2027-01-05")).toBe("5 January 2027");
  });
});

describe("a post's byline", () => {
  it("credits a person only where the article names its author, otherwise the editorial team", async () => {
    expect(editorialTeam).toEqual({ name: "AI for Leaders editorial team", kind: "Organization" });
    for (const summary of articleSummaries) {
      const byline = bylines[summary.slug];
      // None of the six names an author today: a person's byline must be a name its text carries.
      if (byline.kind === "Person") {
        const body = await loadArticleBody(summary.slug);
        expect(JSON.stringify(body), summary.slug).toContain(byline.name);
      } else {
        expect(byline, summary.slug).toBe(editorialTeam);
      }
    }
  });
});
