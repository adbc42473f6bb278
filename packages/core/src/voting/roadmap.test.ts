import { describe, expect, it } from "vitest";
import type { Suggestion } from "./records.ts";
import { roadmapOf } from "./roadmap.ts";
import type { SuggestionStatus } from "./schema.ts";

const now = new Date("2026-11-27T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function suggestion(
  title: string,
  status: SuggestionStatus,
  { votes = 0, markedDaysAgo = 1, listing = "community" as Suggestion["listing"] } = {},
): Suggestion {
  return {
    id: title,
    title,
    description: null,
    vote_count: votes,
    comment_count: 0,
    created_at: daysAgo(200),
    listing,
    status,
    status_reply: null,
    status_updated_at: daysAgo(markedDaysAgo),
  };
}
const titles = (column: Suggestion[]) => column.map((item) => item.title);

describe("the roadmap's columns", () => {
  it("puts planned and in-progress suggestions in their columns by votes, and leaves open and declined ones out", () => {
    const roadmap = roadmapOf(
      [
        suggestion("Few votes", "planned", { votes: 1 }),
        suggestion("Many votes", "planned", { votes: 9 }),
        suggestion("Being built", "in_progress", { votes: 4 }),
        suggestion("Still open", "open", { votes: 50 }),
        suggestion("Not for us", "declined", { votes: 50 }),
      ],
      now,
    );
    expect(titles(roadmap.planned)).toEqual(["Many votes", "Few votes"]);
    expect(titles(roadmap.in_progress)).toEqual(["Being built"]);
    expect(roadmap.done).toEqual([]);
  });

  it("shows done suggestions of the last 90 days, the most recently marked first, 20 at most", () => {
    const done = Array.from({ length: 25 }, (_, day) =>
      suggestion(`Shipped ${day} days ago`, "done", { votes: 25 - day, markedDaysAgo: day }),
    );
    const roadmap = roadmapOf([suggestion("Shipped long ago", "done", { votes: 99, markedDaysAgo: 91 }), ...done.reverse()], now);
    expect(titles(roadmap.done)).toEqual(Array.from({ length: 20 }, (_, day) => `Shipped ${day} days ago`));
  });

  it("leaves out a suggestion hidden since the listing was read", () => {
    expect(roadmapOf([suggestion("Hidden meanwhile", "planned", { listing: "hidden" })], now).planned).toEqual([]);
  });
});
