import { describe, expect, it } from "vitest";
import type { BacklogItemRecord } from "./backlog-records.ts";
import type { MemberRecord, TeamState } from "./records.ts";
import type { ActivityRecord } from "./progress-records.ts";
import { digestWeek, teamDigestContent } from "./progress-digest.ts";

const now = new Date("2026-12-14T07:00:00Z"); // a Monday morning run
const person = (user_id: string, name: string, role: MemberRecord["role"]): MemberRecord => ({
  team_id: "t1",
  user_id,
  email: `${user_id}@firm.example`,
  name,
  role,
  joined_at: "2026-11-01T00:00:00Z",
});
const [owner, mia, max] = [person("o", "Olga", "owner"), person("m", "Mia", "member"), person("x", "Max", "member")] as const;
const state = { team: { team_id: "t1", name: "Board Circle" }, members: [owner, mia, max], invitations: [] } as unknown as TeamState;
const step = (user_id: string, at: string): ActivityRecord => ({
  team_id: "t1",
  user_id,
  at,
  kind: "guide-step",
  guide: "build-website",
  step: at,
});
const item = (title: string, fields: Partial<BacklogItemRecord> = {}) =>
  ({
    title,
    status: "suggested",
    vote_count: 0,
    created_at: "2026-11-01T00:00:00Z",
    updated_at: "2026-11-01T00:00:00Z",
    ...fields,
  }) as BacklogItemRecord;

const records: ActivityRecord[] = [
  step("m", "2026-12-08T09:00:00Z"),
  step("m", "2026-12-10T09:00:00Z"),
  step("x", "2026-12-13T23:00:00Z"),
  // Before the 7 days: not told.
  step("x", "2026-12-07T06:59:59Z"),
  { team_id: "t1", user_id: "m", at: "2026-12-09T09:00:00Z", kind: "card-used", card: "/prompts/claude#a", day: "2026-12-09" },
  { team_id: "t1", user_id: "gone", at: "2026-12-09T09:00:00Z", kind: "card-rated", card: "/prompts/claude#a", worked: true },
];
const items = [
  item("Fewer votes", { vote_count: 1 }),
  item("Most votes", { vote_count: 5 }),
  item("Scored", { score: { value: 3, readiness: 3, risk: 3, effort: 3 } }),
  item("Fourth", { vote_count: 0 }),
  item("Set aside", { status: "not-now", vote_count: 9 }),
  item("Started", { status: "doing", vote_count: 2, updated_at: "2026-12-10T10:00:00Z" }),
  item("Finished", { status: "done", updated_at: "2026-12-11T10:00:00Z" }),
  item("Finished long ago", { status: "done", updated_at: "2026-10-01T10:00:00Z" }),
];

describe("the weekly team digest's content", () => {
  it("tells of the 7 days up to the run", () => {
    expect(digestWeek(now)).toEqual({ start: new Date("2026-12-07T07:00:00Z"), end: now });
  });

  it("gives the owner the week's totals, who took steps, the top 3 and what moved", () => {
    const content = teamDigestContent(state, owner, records, items, now);
    expect(content).toMatchObject({ teamName: "Board Circle", from: "2026-12-07", to: "2026-12-14", managed: true });
    expect(content.totals).toEqual({ steps_done: 3, cards_used: 1, cards_rated: 1, results_shared: 0 });
    expect(content.memberSteps).toEqual([
      { name: "Mia", steps: 2 },
      { name: "Max", steps: 1 },
    ]);
    // Scored first, then by votes; "doing" items stay on the board, "not now" and "done" do not.
    expect(content.topItems.map((top) => top.title)).toEqual(["Scored", "Most votes", "Started"]);
    expect(content.moved).toEqual([
      { title: "Started", status: "doing" },
      { title: "Finished", status: "done" },
    ]);
  });

  it("gives a member the same totals and no one's name", () => {
    const content = teamDigestContent(state, mia, records, items, now);
    expect(content.totals.steps_done).toBe(3);
    expect(content.memberSteps).toEqual([]);
    expect(content.managed).toBe(false);
  });
});
