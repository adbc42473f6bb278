import { describe, expect, it } from "vitest";
import { categoryPageOf } from "./category-pages.ts";
import type { Suggestion } from "./records.ts";

const suggestion = (id: string, fields: Partial<Suggestion>): Suggestion => ({
  id,
  title: id,
  description: null,
  vote_count: 0,
  comment_count: 0,
  created_at: "2026-11-01T00:00:00.000Z",
  listing: "community",
  category_id: "sales",
  ...fields,
});

describe("a category's page", () => {
  const board = [
    suggestion("few", { vote_count: 1, created_at: "2026-11-03T00:00:00.000Z" }),
    suggestion("many", { vote_count: 9, created_at: "2026-11-01T00:00:00.000Z" }),
    suggestion("other-category", { vote_count: 50, category_id: "ops" }),
    suggestion("none", { vote_count: 40, category_id: undefined }),
    suggestion("hidden", { vote_count: 30, listing: "hidden" }),
  ];

  it("holds the category's visible suggestions only, in the sort's order", () => {
    expect(categoryPageOf(board, "sales", "top", 0, null).suggestions.map((s) => s.id)).toEqual(["many", "few"]);
    expect(categoryPageOf(board, "sales", "new", 0, null).suggestions.map((s) => s.id)).toEqual(["few", "many"]);
  });

  it("continues after the last suggestion shown, ties broken by date and id", () => {
    const tied = Array.from({ length: 25 }, (_, i) => suggestion(`tie-${String(i).padStart(2, "0")}`, { vote_count: 3 }));
    const first = categoryPageOf(tied, "sales", "top", 0, null);
    expect(first.suggestions).toHaveLength(20);
    const second = categoryPageOf(tied, "sales", "top", 0, first.next);
    expect(second.next).toBeNull();
    expect(new Set([...first.suggestions, ...second.suggestions].map((s) => s.id)).size).toBe(25);
  });
});
