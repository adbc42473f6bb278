import { describe, expect, it } from "vitest";
import { backlogLimits } from "../limits/index.ts";
import type { MemberRecord, TeamState } from "./records.ts";
import type { BacklogItemRecord } from "./backlog-records.ts";
import { backlogExporter, backlogReader, planComment, planDeletion, planEdit, planSuggestion, planVote } from "./backlog-rules.ts";
import { resolveBacklogLinks } from "./backlog-links.ts";
import { editItemSchema, suggestItemSchema } from "./backlog-schema.ts";
import { teamBacklog } from "./backlog-present.ts";

const now = new Date("2026-03-02T10:00:00Z");
const member = (user_id: string, role: MemberRecord["role"]): MemberRecord => ({
  team_id: "t1",
  user_id,
  email: `${user_id}@firm.example`,
  role,
  joined_at: now.toISOString(),
});
const team = (status: "active" | "suspended" = "active"): TeamState => ({
  team: {
    team_id: "t1",
    name: "Leaders",
    company: "Northwind",
    context: {},
    seats: 5,
    status,
    owner_id: "owner",
    owner_email: "owner@firm.example",
    member_count: 3,
    code_id: "code",
    created_at: now.toISOString(),
    version: 1,
  },
  members: [member("owner", "owner"), member("admin", "admin"), member("mia", "member"), member("max", "member")],
  invitations: [],
});
const item = (overrides: Partial<BacklogItemRecord> = {}): BacklogItemRecord => ({
  team_id: "t1",
  item_id: "i1",
  title: "Draft the monthly investor update",
  task: "The CFO writes it from the board pack.",
  frequency: "monthly",
  hours: 6,
  data: "Board pack, KPIs",
  personal_data: false,
  confidential_data: true,
  wrong_cost: "high",
  wrong_cost_why: "Investors act on it.",
  links: [],
  status: "suggested",
  vote_count: 0,
  comment_count: 0,
  author_id: "mia",
  created_at: now.toISOString(),
  updated_at: now.toISOString(),
  version: 1,
  ...overrides,
});

describe("who may do what on a team's backlog", () => {
  it("answers 'not found' to anyone outside the team, for every action", () => {
    for (const outcome of [
      backlogReader(team(), "stranger"),
      backlogExporter(team(), "stranger"),
      planSuggestion(team(), "stranger", 0),
      planVote(team(), "stranger", item()),
      planComment(team(), "stranger", item()),
      planEdit(team(), "stranger", item(), { title: "Mine now" }, now),
      planDeletion(team(), "stranger", item()),
      planSuggestion(null, "mia", 0),
    ])
      expect(outcome).toEqual({ refusal: "notFound", status: 404 });
  });

  it("lets a suspended team be read (and exported by its owner), never changed", () => {
    expect(backlogReader(team("suspended"), "mia")).toMatchObject({ user_id: "mia" });
    expect(backlogExporter(team("suspended"), "owner")).toMatchObject({ user_id: "owner" });
    for (const outcome of [
      planSuggestion(team("suspended"), "mia", 0),
      planVote(team("suspended"), "mia", item()),
      planComment(team("suspended"), "mia", item()),
      planEdit(team("suspended"), "owner", item(), { status: "doing" }, now),
      planDeletion(team("suspended"), "owner", item()),
    ])
      expect(outcome).toEqual({ refusal: "suspended", status: 403 });
  });

  it("lets any member suggest, vote and comment, within the board's limits", () => {
    expect(planSuggestion(team(), "max", 0)).toMatchObject({ user_id: "max" });
    expect(planSuggestion(team(), "max", backlogLimits.itemsMax)).toEqual({ refusal: "backlogFull", status: 409 });
    expect(planVote(team(), "max", item())).toMatchObject({ user_id: "max" });
    expect(planVote(team(), "max", null)).toEqual({ refusal: "itemNotFound", status: 404 });
    expect(planComment(team(), "max", item({ comment_count: backlogLimits.commentsMax }))).toEqual({
      refusal: "commentsFull",
      status: 409,
    });
  });

  it("lets the author change the words of their item while it is suggested, nothing else", () => {
    expect(planEdit(team(), "mia", item(), { title: "Draft the quarterly update" }, now)).toEqual({
      set: { title: "Draft the quarterly update", updated_at: now.toISOString() },
      clear: [],
      asManager: false,
    });
    expect(planEdit(team(), "mia", item(), { status: "doing" }, now)).toEqual({ refusal: "managersOnly", status: 403 });
    expect(planEdit(team(), "mia", item(), { score: { value: 5, readiness: 5, risk: 1, effort: 1 } }, now)).toEqual({
      refusal: "managersOnly",
      status: 403,
    });
    expect(planEdit(team(), "mia", item({ status: "shortlisted" }), { title: "Late" }, now)).toEqual({
      refusal: "shortlistedAlready",
      status: 403,
    });
    expect(planEdit(team(), "max", item(), { title: "Not his" }, now)).toEqual({ refusal: "notYours", status: 403 });
    expect(planDeletion(team(), "mia", item())).toEqual({ asManager: false });
    expect(planDeletion(team(), "mia", item({ status: "doing" }))).toEqual({ refusal: "shortlistedAlready", status: 403 });
    expect(planDeletion(team(), "max", item())).toEqual({ refusal: "notYours", status: 403 });
  });

  it("lets the owner and admins score, move and remove any item, and asks a reason for 'not now'", () => {
    const scored = planEdit(team(), "admin", item(), { score: { value: 4, readiness: 3, risk: 2, effort: 2 }, status: "shortlisted" }, now);
    expect(scored).toMatchObject({ set: { status: "shortlisted", score: { value: 4 } }, asManager: true });
    expect(planEdit(team(), "owner", item(), { status: "not-now" }, now)).toEqual({ refusal: "reasonRequired", status: 400 });
    expect(planEdit(team(), "owner", item(), { status: "not-now", not_now_reason: "" }, now)).toEqual({
      refusal: "reasonRequired",
      status: 400,
    });
    expect(planEdit(team(), "owner", item(), { status: "not-now", not_now_reason: "Client data: wait for the DPA." }, now)).toMatchObject({
      set: { status: "not-now", not_now_reason: "Client data: wait for the DPA." },
    });
    // Back from "not now": the reason goes with it; a score given as null is cleared.
    const back = planEdit(
      team(),
      "owner",
      item({ status: "not-now", not_now_reason: "Later" }),
      { status: "shortlisted", score: null },
      now,
    );
    expect(back).toMatchObject({ clear: ["not_now_reason", "score"] });
    expect(planDeletion(team(), "admin", item({ status: "doing" }))).toEqual({ asManager: true });
    expect(backlogExporter(team(), "mia")).toEqual({ refusal: "managersOnly", status: 403 });
  });

  it("shows a former member's item as theirs no longer, and ranks the not-now list apart", () => {
    const board = teamBacklog(
      team(),
      member("max", "member"),
      [
        item({ item_id: "a", author_id: "gone", vote_count: 2 }),
        item({ item_id: "b", score: { value: 5, readiness: 5, risk: 1, effort: 1 } }),
        item({ item_id: "c", status: "not-now", not_now_reason: "No data yet" }),
      ],
      new Set(["a"]),
    );
    expect(board.items.map((shown) => [shown.item_id, shown.rank, shown.author, shown.voted, shown.can_edit])).toEqual([
      ["b", 1, "mia@firm.example", false, false],
      ["a", 2, "A former member", true, false],
    ]);
    expect(board.not_now).toMatchObject([{ item_id: "c", rank: null, not_now_reason: "No data yet" }]);
    expect(board.can_manage).toBe(false);
  });
});

describe("the backlog's contract", () => {
  const suggestion = {
    title: "Triage supplier emails",
    task: "Someone reads each one.",
    frequency: "daily",
    hours: 1.5,
    data: "The shared inbox",
    wrong_cost: "medium",
  };

  it("takes a suggestion and refuses bad fields with their own words", () => {
    expect(suggestItemSchema.safeParse(suggestion).success).toBe(true);
    const issue = (body: object) => suggestItemSchema.safeParse({ ...suggestion, ...body }).error?.issues[0]?.message;
    expect(issue({ hours: 0.1 })).toMatch(/hours/);
    expect(issue({ hours: 201 })).toMatch(/hours/);
    expect(issue({ frequency: "hourly" })).toMatch(/how often/);
    expect(issue({ wrong_cost: "huge" })).toMatch(/wrong answer/);
    expect(issue({ title: "x".repeat(121) })).toMatch(/120/);
    expect(issue({ links: ["https://evil.example/prompts/claude#x"] })).toMatch(/path/);
    expect(issue({ links: Array.from({ length: 7 }, (_, index) => `/r/${"a".repeat(21)}${index}`) })).toMatch(/at most 6/);
    expect(editItemSchema.safeParse({}).error?.issues[0]?.message).toMatch(/Nothing to change/);
    expect(editItemSchema.safeParse({ score: { value: 6, readiness: 1, risk: 1, effort: 1 } }).success).toBe(false);
  });

  it("links only the site's own cards, guides and kept results", () => {
    const linkable = [
      { kind: "guide" as const, path: "/level-3-market-decision", title: "Pick a Target Market" },
      { kind: "prompt" as const, path: "/prompts/claude#board-memo", title: "Board memo (Claude)" },
    ];
    expect(resolveBacklogLinks(["/level-3-market-decision", "/prompts/claude#board-memo", `/r/${"A".repeat(22)}`], linkable)).toEqual([
      { kind: "guide", path: "/level-3-market-decision", title: "Pick a Target Market" },
      { kind: "prompt", path: "/prompts/claude#board-memo", title: "Board memo (Claude)" },
      { kind: "result", path: `/r/${"A".repeat(22)}`, title: "A kept result" },
    ]);
    expect(resolveBacklogLinks(["/prompts/claude#no-such-card"], linkable)).toBeNull();
    expect(resolveBacklogLinks(["/admin"], linkable)).toBeNull();
  });
});
