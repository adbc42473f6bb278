import { describe, expect, it } from "vitest";
import type { GuideId } from "../content/types.ts";
import type { MemberRecord, TeamState } from "./records.ts";
import type { ActivityRecord } from "./progress-records.ts";
import { memberProgress, teamProgress, weekStart, weeklyTotals } from "./progress-present.ts";

const now = new Date("2026-12-09T10:00:00Z"); // a Wednesday of 2026-W50
const stepTitles: Record<GuideId, string[]> = {
  "build-website": ["Plan", "Build", "Launch"],
  "improve-landing-page": ["Audit"],
  "research-report": [],
  "expert-panel": ["Panel"],
  "market-decision": ["Size", "Rank"],
};
const base = { team_id: "t1" };
const step = (user_id: string, at: string, stepTitle = "Plan"): ActivityRecord => ({
  ...base,
  user_id,
  at,
  kind: "guide-step",
  guide: "build-website",
  step: stepTitle,
});
const used = (user_id: string, at: string, card = "/prompts/claude#a"): ActivityRecord => ({
  ...base,
  user_id,
  at,
  kind: "card-used",
  card,
  day: at.slice(0, 10),
});
const rated = (user_id: string, at: string, worked: boolean, card = "/prompts/claude#a"): ActivityRecord => ({
  ...base,
  user_id,
  at,
  kind: "card-rated",
  card,
  worked,
});
const shared = (user_id: string, at: string): ActivityRecord => ({
  ...base,
  user_id,
  at,
  kind: "result-shared",
  result_id: "AbCdEfGhIjKlMnOpQrStUv",
  result_kind: "landing-roast",
  subject: "https://northwind.example",
});

describe("the team's weekly totals", () => {
  it("starts a week on Monday, UTC", () => {
    expect(weekStart(now).toISOString()).toBe("2026-12-07T00:00:00.000Z");
    expect(weekStart(new Date("2026-12-13T23:59:59Z")).toISOString()).toBe("2026-12-07T00:00:00.000Z");
    expect(weekStart(new Date("2026-12-14T00:00:00Z")).toISOString()).toBe("2026-12-14T00:00:00.000Z");
  });

  it("counts each kind in its ISO week, the oldest week first, and leaves out what is older", () => {
    const totals = weeklyTotals(
      [
        step("a", "2026-12-07T00:00:00Z"),
        used("a", "2026-12-08T09:00:00Z"),
        used("b", "2026-12-08T09:00:00Z"),
        rated("a", "2026-12-06T23:59:59Z", true),
        shared("b", "2026-11-23T12:00:00Z"),
        step("b", "2026-10-01T12:00:00Z"),
      ],
      now,
      3,
    );
    expect(totals).toEqual([
      { week: "2026-W48", starts_on: "2026-11-23", steps_done: 0, cards_used: 0, cards_rated: 0, results_shared: 1 },
      { week: "2026-W49", starts_on: "2026-11-30", steps_done: 0, cards_used: 0, cards_rated: 1, results_shared: 0 },
      { week: "2026-W50", starts_on: "2026-12-07", steps_done: 1, cards_used: 2, cards_rated: 0, results_shared: 0 },
    ]);
  });

  it("names the weeks across a new year by ISO years", () => {
    expect(weeklyTotals([], new Date("2027-01-04T08:00:00Z"), 2).map((week) => week.week)).toEqual(["2026-W53", "2027-W01"]);
  });
});

describe("a member's row", () => {
  const member: MemberRecord = {
    team_id: "t1",
    user_id: "a",
    email: "ann@firm.example",
    name: "Ann",
    role: "member",
    joined_at: "2026-11-01T00:00:00Z",
  };

  it("counts distinct steps of each guide against its total, distinct cards used, and the cards rated and how many worked", () => {
    const row = memberProgress(
      "a",
      member,
      [
        step("a", "2026-12-01T00:00:00Z", "Plan"),
        step("a", "2026-12-02T00:00:00Z", "Build"),
        step("a", "2026-12-02T00:00:00Z", "A step the guide no longer has"),
        used("a", "2026-12-03T00:00:00Z"),
        used("a", "2026-12-04T00:00:00Z"),
        used("a", "2026-12-04T00:00:00Z", "/prompts/claude#b"),
        rated("a", "2026-12-05T00:00:00Z", true),
        rated("a", "2026-12-05T00:00:00Z", false, "/prompts/claude#b"),
        shared("a", "2026-12-06T00:00:00Z"),
      ],
      stepTitles,
    );
    expect(row).toMatchObject({
      name: "Ann",
      email: "ann@firm.example",
      role: "member",
      former: false,
      cards_used: 2,
      cards_rated: 2,
      cards_worked: 1,
    });
    expect(row.guides[0]).toEqual({ guide: "build-website", steps_done: 2, total_steps: 3 });
    expect(row.guides.map((guide) => guide.guide)).toEqual([
      "build-website",
      "improve-landing-page",
      "research-report",
      "expert-panel",
      "market-decision",
    ]);
    expect(row.shared_results).toEqual([
      {
        result_id: "AbCdEfGhIjKlMnOpQrStUv",
        kind: "landing-roast",
        subject: "https://northwind.example",
        title: "Landing page roast: https://northwind.example",
        link: "/r/AbCdEfGhIjKlMnOpQrStUv",
        shared_at: "2026-12-06T00:00:00Z",
      },
    ]);
    expect(row.last_active).toBe("2026-12-06T00:00:00Z");
  });

  it("names a former member as such, with no address or role", () => {
    expect(memberProgress("gone", undefined, [step("gone", "2026-12-01T00:00:00Z")], stepTitles)).toMatchObject({
      name: "A former member",
      email: "",
      role: null,
      former: true,
    });
  });
});

describe("the team's progress", () => {
  const people: MemberRecord[] = [
    { team_id: "t1", user_id: "m", email: "max@firm.example", name: "Max", role: "member", joined_at: "2026-11-01T00:00:00Z" },
    { team_id: "t1", user_id: "o", email: "olga@firm.example", name: "Olga", role: "owner", joined_at: "2026-11-01T00:00:00Z" },
    { team_id: "t1", user_id: "a", email: "ada@firm.example", role: "admin", joined_at: "2026-11-01T00:00:00Z" },
  ];
  const state = { team: { team_id: "t1" }, members: people, invitations: [] } as unknown as TeamState;
  const records = [step("m", "2026-12-08T00:00:00Z"), step("gone", "2026-12-08T00:00:00Z")];
  const progress = (requester: MemberRecord) => teamProgress({ state, requester, records, guides: [], stepTitles, now, weeks: 8 });

  it("shows the owner and admins every member, by role, then the former members", () => {
    const seen = progress(people[2]!);
    expect(seen.sees_everyone).toBe(true);
    expect(seen.members.map((row) => row.name)).toEqual(["Olga", "ada@firm.example", "Max", "A former member"]);
    expect(seen.weeks).toHaveLength(8);
    expect(seen.weeks.at(-1)).toMatchObject({ week: "2026-W50", steps_done: 2 });
  });

  it("shows a member the totals and their own row only", () => {
    const seen = progress(people[0]!);
    expect(seen.sees_everyone).toBe(false);
    expect(seen.members.map((row) => row.user_id)).toEqual(["m"]);
    expect(seen.weeks.at(-1)).toMatchObject({ steps_done: 2 });
    expect(seen.visibility).toMatch(/visible to the team's owner and admins/);
  });
});
