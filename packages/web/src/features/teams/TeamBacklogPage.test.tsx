// A team's AI-opportunity backlog (issue 48, Deliver 3) as its members use it, against a stand-in
// API: suggesting with what the task costs today, voting, commenting, and the owner's score and
// "not now" with its reason.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import type { AuthUser } from "@ai-leaders/core/accounts";
import type { BacklogItem, TeamBacklog } from "@ai-leaders/core/teams";
import { backlogMessages } from "@ai-leaders/core/messages";
import { storeSignedIn } from "../../test/signed-in.ts";
import { answerApi, json, retype, type ApiCall } from "../../test/render.tsx";
import { renderWithAuth } from "../../test/workflow-page.tsx";
import { TeamBacklogPage } from "./TeamBacklogPage.tsx";

const member: AuthUser = {
  id: "u-member",
  email: "omar@northwind.example",
  created_at: "2026-11-01T00:00:00.000Z",
  email_confirmed_at: "2026-11-01T00:00:00.000Z",
  user_metadata: { full_name: "Omar Diaz" },
};

const investorUpdate: BacklogItem = {
  item_id: "i-1",
  title: "Draft the monthly investor update",
  task: "The CFO writes it from the board pack: two days a month.",
  frequency: "monthly",
  hours: 12,
  data: "Board pack, management accounts",
  personal_data: false,
  confidential_data: true,
  wrong_cost: "high",
  wrong_cost_why: "Investors act on it.",
  links: [{ kind: "guide", path: "/level-3-research-report", title: "McKinsey Style Research Report" }],
  status: "shortlisted",
  score: { value: 5, readiness: 4, risk: 2, effort: 2 },
  priority: 5,
  rank: 1,
  vote_count: 2,
  comment_count: 1,
  voted: false,
  author: "Sara Blake",
  mine: false,
  can_edit: false,
  can_delete: false,
  created_at: "2026-12-05T09:00:00.000Z",
  updated_at: "2026-12-05T09:00:00.000Z",
};

const board = (overrides: Partial<TeamBacklog> = {}): TeamBacklog => ({
  items: [investorUpdate],
  not_now: [],
  can_manage: false,
  ranking: backlogMessages.rankingExplained,
  ...overrides,
});

function open(answer: (call: ApiCall) => Response | undefined) {
  storeSignedIn(member, "token-1");
  const calls = answerApi(
    (call) => answer(call) ?? (call.path === "/api/auth/user" ? json({ user: member }) : json({ error: { message: "Not here" } }, 404)),
  );
  return {
    calls,
    ...renderWithAuth(
      <Routes>
        <Route path="/teams/:teamId/backlog" element={<TeamBacklogPage />} />
      </Routes>,
      { route: "/teams/t-1/backlog" },
    ),
  };
}

const sent = (calls: ApiCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("the team's backlog", () => {
  it("shows the ranked items with what they cost today, their data flags, score and links, and how the ranking works", async () => {
    open(({ path }) => (path === "/api/teams/t-1/backlog" ? json({ backlog: board() }) : undefined));
    const item = within((await screen.findByRole("heading", { name: investorUpdate.title })).closest("article")!);
    expect(item.getByText("#1")).toBeTruthy();
    expect(item.getByText("Monthly, 12 h each time")).toBeTruthy();
    expect(item.getByText("Confidential", { exact: false })).toBeTruthy();
    expect(item.getByText("High cost: Investors act on it.")).toBeTruthy();
    expect(item.getByText(/5 \(Value 5, Data readiness 4, Risk 2, Effort 2\)/)).toBeTruthy();
    expect(item.getByRole("link", { name: "McKinsey Style Research Report" }).getAttribute("href")).toBe("/level-3-research-report");
    expect(screen.getByText(backlogMessages.rankingExplained)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Export as CSV" })).toBeNull();
  });

  it("sends a suggestion with every field and shows the backlog the API answers; says what it refused at the form", async () => {
    let refuse = true;
    const { calls, user } = open(({ method, path }) => {
      if (path === "/api/teams/t-1/backlog" && method === "GET") return json({ backlog: board() });
      if (path === "/api/teams/t-1/backlog" && method === "POST") {
        if (refuse) return json({ error: { message: backlogMessages.linkUnknown, field: "links" } }, 400);
        return json(
          {
            item_id: "i-2",
            backlog: board({
              items: [
                investorUpdate,
                { ...investorUpdate, item_id: "i-2", title: "Triage supplier emails", rank: 2, score: null, priority: null },
              ],
            }),
          },
          201,
        );
      }
      return undefined;
    });
    await screen.findByRole("heading", { name: investorUpdate.title });
    await retype(user, screen.getByLabelText("The task, in a few words"), "Triage supplier emails");
    await retype(user, screen.getByLabelText("How it is done today"), "Two buyers read 300 emails a week.");
    await user.selectOptions(screen.getByLabelText("How often"), "daily");
    await retype(user, screen.getByLabelText("Hours each time"), "1.5");
    await retype(user, screen.getByLabelText("The data it would use"), "Supplier emails and orders");
    await user.click(screen.getByRole("checkbox", { name: /personal data/ }));
    await user.click(screen.getByRole("radio", { name: "Low" }));
    await retype(user, screen.getByLabelText(/Cards, guides or results/), "https://aiforleaders.example/prompts/claude#ai-strategy-tutor");
    await user.click(screen.getByRole("button", { name: "Suggest it" }));
    expect((await screen.findByRole("alert")).textContent).toBe(backlogMessages.linkUnknown);

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Suggest it" }));
    await screen.findByRole("heading", { name: "Triage supplier emails" });
    expect(sent(calls, "POST", "/api/teams/t-1/backlog").at(-1)!.body).toEqual({
      title: "Triage supplier emails",
      task: "Two buyers read 300 emails a week.",
      frequency: "daily",
      hours: 1.5,
      data: "Supplier emails and orders",
      personal_data: true,
      confidential_data: false,
      wrong_cost: "low",
      wrong_cost_why: "",
      links: ["/prompts/claude#ai-strategy-tutor"],
    });
    expect(screen.getByRole("status").textContent).toBe("Suggested: Triage supplier emails.");
  });

  it("votes once and takes the vote back, each time showing the count the API answers", async () => {
    let voted = false;
    const { calls, user } = open(({ method, path }) => {
      if (path === "/api/teams/t-1/backlog" && method === "GET") return json({ backlog: board() });
      if (path === "/api/teams/t-1/backlog/i-1/vote") {
        voted = method === "POST";
        return json({ backlog: board({ items: [{ ...investorUpdate, voted, vote_count: voted ? 3 : 2 }] }) });
      }
      return undefined;
    });
    const button = await screen.findByRole("button", { name: `Vote · 2 for ${investorUpdate.title}` });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    await user.click(button);
    const pressed = await screen.findByRole("button", { name: `Voted · 3 for ${investorUpdate.title}` });
    expect(pressed.getAttribute("aria-pressed")).toBe("true");
    await user.click(pressed);
    await screen.findByRole("button", { name: `Vote · 2 for ${investorUpdate.title}` });
    expect(calls.filter((call) => call.path === "/api/teams/t-1/backlog/i-1/vote").map((call) => call.method)).toEqual(["POST", "DELETE"]);
  });

  it("reads the comments when opened, and adds one", async () => {
    const { calls, user } = open(({ method, path }) => {
      if (path === "/api/teams/t-1/backlog" && method === "GET") return json({ backlog: board() });
      const first = {
        comment_id: "c-1",
        author: "Sara Blake",
        mine: false,
        text: "The CFO would review every draft.",
        created_at: "2026-12-05T10:00:00.000Z",
      };
      if (path === "/api/teams/t-1/backlog/i-1/comments" && method === "GET") return json({ comments: [first] });
      if (path === "/api/teams/t-1/backlog/i-1/comments" && method === "POST")
        return json(
          { comments: [first, { ...first, comment_id: "c-2", author: "Omar Diaz", mine: true, text: "I can pilot it in January." }] },
          201,
        );
      return undefined;
    });
    await user.click(await screen.findByText(`Comments (1)`));
    await screen.findByText("The CFO would review every draft.");
    await retype(user, screen.getByLabelText(`Your comment on ${investorUpdate.title}`), "I can pilot it in January.");
    await user.click(screen.getByRole("button", { name: "Comment" }));
    await screen.findByText("I can pilot it in January.");
    expect(sent(calls, "POST", "/api/teams/t-1/backlog/i-1/comments").map((call) => call.body)).toEqual([
      { text: "I can pilot it in January." },
    ]);
  });

  it("lets the owner score an item and set it aside with its reason, shown on the not-now list", async () => {
    const { calls, user } = open(({ method, path }) => {
      if (path === "/api/teams/t-1/backlog" && method === "GET") return json({ backlog: board({ can_manage: true }) });
      if (path === "/api/teams/t-1/backlog/i-1" && method === "PATCH")
        return json({
          backlog: board({
            can_manage: true,
            items: [],
            not_now: [{ ...investorUpdate, status: "not-now", rank: null, not_now_reason: "Wait for the new finance system in Q2." }],
          }),
        });
      return undefined;
    });
    await screen.findByRole("button", { name: "Export as CSV" });
    await user.click(screen.getByText(`Score and move “${investorUpdate.title}”`));
    await user.selectOptions(screen.getByLabelText("Risk"), "4");
    await user.selectOptions(screen.getByLabelText("Status"), "not-now");
    await retype(user, screen.getByLabelText(/Why not now/), "Wait for the new finance system in Q2.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const notNow = within(screen.getByRole("region", { name: "Not now, and why" }));
    await waitFor(() => expect(notNow.getByText("Not now: Wait for the new finance system in Q2.")).toBeTruthy());
    expect(sent(calls, "PATCH", "/api/teams/t-1/backlog/i-1")[0]!.body).toEqual({
      score: { value: 5, readiness: 4, risk: 4, effort: 2 },
      status: "not-now",
      not_now_reason: "Wait for the new finance system in Q2.",
    });
  });
});
