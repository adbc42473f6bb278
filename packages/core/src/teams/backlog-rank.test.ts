import { describe, expect, it } from "vitest";
import { priorityOf, ranked, shownPriority, type Rankable } from "./backlog-rank.ts";
import type { BacklogScore } from "./backlog-schema.ts";

const score = (value: number, readiness: number, risk: number, effort: number): BacklogScore => ({ value, readiness, risk, effort });
const item = (name: string, scored: BacklogScore | null, votes: number, day: number): Rankable & { name: string } => ({
  name,
  score: scored,
  vote_count: votes,
  created_at: `2026-03-${String(day).padStart(2, "0")}T10:00:00Z`,
});

describe("the backlog's ranking: value × data readiness ÷ (risk + effort)", () => {
  it("runs from 0.1 to 12.5, the middle of every scale giving 1.5", () => {
    expect(priorityOf(score(1, 1, 5, 5))).toBe(0.1);
    expect(priorityOf(score(5, 5, 1, 1))).toBe(12.5);
    expect(priorityOf(score(3, 3, 3, 3))).toBe(1.5);
    expect(shownPriority(score(4, 2, 3, 3))).toBe(1.33);
    expect(shownPriority(undefined)).toBeNull();
  });

  it("puts the higher priority first, whatever the votes", () => {
    const order = ranked([item("popular but hard", score(3, 3, 4, 5), 9, 1), item("quick win", score(4, 4, 1, 2), 0, 2)]);
    expect(order.map((entry) => entry.name)).toEqual(["quick win", "popular but hard"]);
  });

  it("breaks an exact tie by votes, then by age (the older first)", () => {
    // 2×3÷(2+4) = 1 = 1×4÷(2+2): equal in whole numbers, not by floating point luck.
    const order = ranked([
      item("newer, same votes", score(1, 4, 2, 2), 2, 5),
      item("fewer votes", score(2, 3, 2, 4), 1, 1),
      item("older, same votes", score(2, 3, 2, 4), 2, 3),
    ]);
    expect(order.map((entry) => entry.name)).toEqual(["older, same votes", "newer, same votes", "fewer votes"]);
  });

  it("ranks unscored items after every scored one, by votes then age", () => {
    const order = ranked([
      item("unscored, many votes", null, 12, 1),
      item("scored low", score(1, 1, 5, 5), 0, 9),
      item("unscored, newer", null, 3, 8),
      item("unscored, older", null, 3, 2),
    ]);
    expect(order.map((entry) => entry.name)).toEqual(["scored low", "unscored, many votes", "unscored, older", "unscored, newer"]);
  });
});
