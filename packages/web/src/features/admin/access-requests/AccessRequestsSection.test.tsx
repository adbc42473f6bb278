// The console's Access requests section: a waiting request approved after a last look in a dialog, focus on what it did, and who answered it.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AccessRequestRow } from "@ai-leaders/core/access-requests/schema";
import { accessRequestConsoleMessages } from "@ai-leaders/core/messages";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, adminEmail, answerConsole, callsTo } from "../test/console-api.ts";
import { AccessRequestsSection } from "./AccessRequestsSection.tsx";

const jane: AccessRequestRow = {
  id: "request-1",
  name: "Jane Doe",
  email: "jane@acme.example",
  company: "Acme",
  role: "CFO",
  reason: "Our board wants an AI plan by March.",
  created_at: "2026-05-01T09:00:00.000Z",
  status: "waiting",
};

describe("the console's Access requests section", () => {
  it("approves a waiting request after a dialog whose answer has focus, then says so with focus on the notice and names who approved it", async () => {
    const calls = answerConsole({
      "GET /api/admin/access-requests": () => json({ requests: [jane], next_cursor: null }),
      "POST /api/admin/access-requests/request-1/approve": () =>
        json({
          request: { ...jane, status: "approved", acted_by: adminEmail, acted_at: "2026-05-01T10:00:00.000Z" },
          message: accessRequestConsoleMessages.approvedNotice("Jane Doe"),
        }),
    });
    const { user } = renderPage(<AccessRequestsSection accessToken={accessToken} />, { route: "/admin/access-requests" });
    const row = within((await screen.findByText("jane@acme.example")).closest("tr")!);
    expect(row.getByText("Waiting", { exact: true })).toBeTruthy();
    await user.click(row.getByRole("button", { name: "Approve Jane Doe" }));
    const dialog = within(screen.getByRole("dialog", { name: "Approve Jane Doe (Acme)?" }));
    expect(document.activeElement).toBe(dialog.getByRole("button", { name: "Approve and mail the code" }));
    await user.click(dialog.getByRole("button", { name: "Approve and mail the code" }));

    const notice = await screen.findByText("Approved: Jane Doe's personal code is on its way by email.");
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(row.getByText("Approved", { exact: true })).toBeTruthy();
    expect(row.getByText(new RegExp(`by ${adminEmail}`))).toBeTruthy();
    expect(callsTo(calls, "POST /api/admin/access-requests/request-1/approve")).toHaveLength(1);
  });
});
