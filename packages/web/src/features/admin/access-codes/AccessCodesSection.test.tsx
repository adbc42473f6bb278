// The console's Access codes section: a labelled code made and shown once with focus on Copy, its uses and state in the list, a code of one's own, and a revocation asked about once more.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { teamLimits } from "@ai-leaders/core/limits";
import { accessCodeMessages } from "@ai-leaders/core/messages";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, adminEmail, answerConsole, callsTo } from "../test/console-api.ts";
import type { StoredAccessCode } from "./api.ts";
import { AccessCodesSection } from "./AccessCodesSection.tsx";

const code = "K7QM-X3RT-9HVW";
const summit: StoredAccessCode = {
  source: "console",
  id: "code-1",
  label: "Leaders Summit March",
  created_at: "2026-05-01T09:00:00.000Z",
  created_by: adminEmail,
  use_limit: 2,
  uses: 0,
  signups: 0,
  suggestions: 0,
};

function codesApi(codes: object[]) {
  return answerConsole({
    "GET /api/admin/access-codes": () => json({ codes }),
    "POST /api/admin/access-codes": () => json({ code, access_code: summit }, 201),
    "POST /api/admin/access-codes/code-1/revoke": () =>
      json({
        access_code: { ...summit, uses: 2, revoked_at: "2026-05-02T09:00:00.000Z", revoked_by: adminEmail },
        message: accessCodeMessages.revokedNotice(summit.label),
      }),
  });
}
const settingsCode = { source: "settings", id: "settings-1", label: "ACCESS_CODES, code 1", uses: 1, signups: 0, suggestions: 0 };

describe("the console's Access codes section", () => {
  it("makes a labelled 2-use code, shows it once with focus on Copy, copies it, and forgets it on Done, focus back on New code", async () => {
    const calls = codesApi([settingsCode]);
    const { user } = renderPage(<AccessCodesSection accessToken={accessToken} />, { route: "/admin/access-codes" });
    await screen.findByRole("cell", { name: /^ACCESS_CODES, code 1/ });
    await user.click(screen.getByRole("button", { name: "New code" }));
    const form = within(screen.getByRole("form", { name: "New access code" }));
    expect(document.activeElement).toBe(form.getByLabelText("Label"));
    await user.type(form.getByLabelText("Label"), "Leaders Summit March");
    await user.type(form.getByLabelText("Use limit (optional)"), "2");
    await user.click(form.getByRole("button", { name: "Create code" }));

    const created = within(await screen.findByRole("region", { name: "The code for “Leaders Summit March”" }));
    expect(created.getByText(code).tagName).toBe("CODE");
    expect(document.activeElement?.textContent).toBe("Copy code");
    expect(callsTo(calls, "POST /api/admin/access-codes").map((call) => call.body)).toEqual([
      { label: "Leaders Summit March", use_limit: 2 },
    ]);
    await user.click(created.getByRole("button", { name: "Copy code" }));
    await created.findByRole("button", { name: "Copied" });
    // user-event's stand-in clipboard; the real one is read in access.e2e.
    expect(await navigator.clipboard.readText()).toBe(code);
    await user.click(created.getByRole("button", { name: "Done" }));
    expect(screen.queryByRole("region", { name: "The code for “Leaders Summit March”" })).toBeNull();
    expect(document.body.textContent).not.toContain(code);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("New code"));
  });

  it("makes a team code of 8 seats, sending them as team_seats, and says in its row that it has no team yet", async () => {
    const teamCode = { ...summit, label: "Acme leadership team", team_seats: 8 };
    const calls = answerConsole({
      "GET /api/admin/access-codes": () =>
        json({ codes: [{ ...summit, id: "code-0", label: "Globex team", team_seats: 1, team_id: "team-1" }] }),
      "POST /api/admin/access-codes": () => json({ code, access_code: teamCode }, 201),
    });
    const { user } = renderPage(<AccessCodesSection accessToken={accessToken} />, { route: "/admin/access-codes" });
    const made = within((await screen.findByText("Globex team")).closest("tr")!);
    expect(made.getByText("Team code · 1 seat · its team is made")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "New code" }));
    const form = within(screen.getByRole("form", { name: "New access code" }));
    await user.type(form.getByLabelText("Label"), "Acme leadership team");
    await user.type(form.getByLabelText("Team seats (optional)"), "8");
    await user.click(form.getByRole("button", { name: "Create code" }));

    await screen.findByRole("region", { name: "The code for “Acme leadership team”" });
    expect(callsTo(calls, "POST /api/admin/access-codes").map((call) => call.body)).toEqual([
      { label: "Acme leadership team", team_seats: 8 },
    ]);
    await user.click(screen.getByRole("button", { name: "Done" }));
    const row = within((await screen.findByText("Acme leadership team")).closest("tr")!);
    expect(row.getByText("Team code · 8 seats · no team yet")).toBeTruthy();
  });

  it("refuses team seats out of range at their field, in the API's words, and sends nothing", async () => {
    const calls = codesApi([]);
    const { user } = renderPage(<AccessCodesSection accessToken={accessToken} />, { route: "/admin/access-codes" });
    await user.click(await screen.findByRole("button", { name: "New code" }));
    const form = within(screen.getByRole("form", { name: "New access code" }));
    await user.type(form.getByLabelText("Label"), "Acme leadership team");
    const seats = form.getByLabelText("Team seats (optional)");
    await user.type(seats, String(teamLimits.seatsMax + 1));
    await user.click(form.getByRole("button", { name: "Create code" }));

    expect(form.getByRole("alert").textContent).toBe(accessCodeMessages.invalidTeamSeats);
    expect(document.activeElement).toBe(seats);
    expect(seats.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(calls, "POST /api/admin/access-codes")).toHaveLength(0);

    await user.clear(seats);
    await user.type(seats, "0");
    await user.click(form.getByRole("button", { name: "Create code" }));
    expect(form.getByRole("alert").textContent).toBe(accessCodeMessages.invalidTeamSeats);
    expect(callsTo(calls, "POST /api/admin/access-codes")).toHaveLength(0);
  });

  it("takes a code of one's own, and gives focus back to New code on Cancel", async () => {
    codesApi([]);
    const { user } = renderPage(<AccessCodesSection accessToken={accessToken} />, { route: "/admin/access-codes" });
    await user.click(screen.getByRole("button", { name: "New code" }));
    const form = within(screen.getByRole("form", { name: "New access code" }));
    await user.click(form.getByRole("radio", { name: "One I choose" }));
    await user.type(form.getByLabelText("Code", { exact: true }), "Summit-2027");
    await user.click(form.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("New code"));
  });

  it("shows a used-up code's uses, and revokes it after asking", async () => {
    const calls = codesApi([{ ...summit, uses: 2, last_used_at: "2026-05-01T10:00:00.000Z" }]);
    const { user } = renderPage(<AccessCodesSection accessToken={accessToken} />, { route: "/admin/access-codes" });
    const row = within((await screen.findByText("Leaders Summit March")).closest("tr")!);
    expect(row.getByRole("cell", { name: "2 of 2" })).toBeTruthy();
    expect(row.getByText("Used up")).toBeTruthy();
    await user.click(row.getByRole("button", { name: "Revoke Leaders Summit March" }));
    await user.click(within(row.getByRole("group", { name: "Revoke Leaders Summit March" })).getByRole("button", { name: "Revoke code" }));
    await waitFor(() => expect(screen.getAllByRole("status")[0]!.textContent).toMatch(/^Revoked “Leaders Summit March”/));
    expect(row.getByText("Revoked")).toBeTruthy();
    expect(callsTo(calls, "POST /api/admin/access-codes/code-1/revoke")).toHaveLength(1);
  });
});
