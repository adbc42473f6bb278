// Progress a leader can see (issue 48, Deliver 4), against a stand-in API: the owner's view of every
// member, the weeks as a table beside the chart, and a member's view of their own row.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import type { TeamProgress } from "@ai-leaders/core/teams";
import { progressMessages } from "@ai-leaders/core/messages";
import { storeSignedIn } from "../../test/signed-in.ts";
import { answerApi, json, type ApiCall } from "../../test/render.tsx";
import { renderWithAuth } from "../../test/workflow-page.tsx";
import { teamOwner as owner } from "../../test/team-people.ts";
import { TeamProgressPage } from "./TeamProgressPage.tsx";

const guides = [
  { guide: "market-decision" as const, title: "Pick a Target Market", path: "/level-3-market-decision", total_steps: 6 },
  { guide: "build-website" as const, title: "Build a Website in Minutes", path: "/level-3-build-website", total_steps: 3 },
];

const progress = (seesEveryone: boolean): TeamProgress => ({
  team_id: "t-1",
  sees_everyone: seesEveryone,
  guides,
  members: [
    {
      user_id: "u-owner",
      name: "Sara Blake",
      email: owner.email,
      role: "owner",
      former: false,
      guides: [
        { guide: "market-decision", steps_done: 4, total_steps: 6 },
        { guide: "build-website", steps_done: 0, total_steps: 3 },
      ],
      cards_used: 7,
      cards_rated: 2,
      cards_worked: 1,
      shared_results: [
        {
          result_id: "r".repeat(22),
          kind: "website-roast",
          subject: "https://northwind.example",
          title: "Website roast: https://northwind.example",
          link: `/r/${"r".repeat(22)}`,
          shared_at: "2026-12-04T10:00:00.000Z",
        },
      ],
      last_active: "2026-12-06T10:00:00.000Z",
    },
    ...(seesEveryone
      ? [
          {
            user_id: "u-gone",
            name: progressMessages.formerMember,
            email: "",
            role: null,
            former: true,
            guides: [
              { guide: "market-decision" as const, steps_done: 1, total_steps: 6 },
              { guide: "build-website" as const, steps_done: 0, total_steps: 3 },
            ],
            cards_used: 1,
            cards_rated: 0,
            cards_worked: 0,
            shared_results: [],
            last_active: null,
          },
        ]
      : []),
  ],
  weeks: [
    { week: "2026-W48", starts_on: "2026-11-23", steps_done: 1, cards_used: 2, cards_rated: 0, results_shared: 0 },
    { week: "2026-W49", starts_on: "2026-11-30", steps_done: 4, cards_used: 6, cards_rated: 2, results_shared: 1 },
  ],
  visibility: progressMessages.visibility,
});

function open(answer: (call: ApiCall) => Response | undefined) {
  storeSignedIn(owner, "token-1");
  const calls = answerApi(
    (call) => answer(call) ?? (call.path === "/api/auth/user" ? json({ user: owner }) : json({ error: { message: "Not here" } }, 404)),
  );
  renderWithAuth(
    <Routes>
      <Route path="/teams/:teamId/progress" element={<TeamProgressPage />} />
    </Routes>,
    { route: "/teams/t-1/progress" },
  );
  return calls;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("team progress", () => {
  it("shows its owner every member's guides, cards and shared results, and the weeks as a table", async () => {
    open(({ path }) => (path === "/api/teams/t-1/progress" ? json({ progress: progress(true) }) : undefined));
    const members = within(await screen.findByRole("region", { name: "Each member's progress, as a table" }));
    const sara = members.getByRole("row", { name: /Sara Blake/ });
    expect(
      within(sara)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["4 of 6", "0 of 3", "7", "2 (1 worked)", "6 Dec"]);
    expect(members.getByRole("row", { name: /A former member/ })).toBeTruthy();
    expect(members.getByRole("link", { name: "Pick a Target Market" }).getAttribute("href")).toBe("/level-3-market-decision");
    expect(screen.getByRole("link", { name: "Website roast: https://northwind.example" }).getAttribute("href")).toBe(
      `/r/${"r".repeat(22)}`,
    );
    expect(screen.getByText(progressMessages.visibility)).toBeTruthy();

    const weeks = within(screen.getByRole("region", { name: "The team's weeks, as a table" }));
    const lastWeek = weeks.getByRole("row", { name: /30 Nov/ });
    expect(
      within(lastWeek)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["4", "6", "2", "1"]);
  });

  it("shows a member the team's totals and their own row, and says who sees everyone's", async () => {
    const calls = open(({ path }) => (path === "/api/teams/t-1/progress" ? json({ progress: progress(false) }) : undefined));
    await screen.findByRole("heading", { name: "Your progress" });
    expect(screen.getByText(progressMessages.memberView)).toBeTruthy();
    expect(screen.queryByRole("row", { name: /A former member/ })).toBeNull();
    expect(calls.find((call) => call.path === "/api/teams/t-1/progress")).toBeTruthy();
  });

  it("says a team it cannot show is not found", async () => {
    open(({ path }) =>
      path === "/api/teams/t-1/progress" ? json({ error: { message: "There is no such team, or you are not in it." } }, 404) : undefined,
    );
    expect((await screen.findByRole("alert")).textContent).toBe("There is no such team, or you are not in it.");
  });
});
