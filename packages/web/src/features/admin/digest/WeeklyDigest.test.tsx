// The weekly digest's switch under Audience: it shows the stored choice, turns on with focus on what it says, and sends this week's digest now.
import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { digestMessages } from "@ai-leaders/core/digest";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, adminEmail, answerConsole, callsTo } from "../test/console-api.ts";
import { WeeklyDigest } from "./WeeklyDigest.tsx";

describe("the weekly digest's switch", () => {
  function digestApi(stored: boolean) {
    let weekly = stored;
    return answerConsole({
      "GET /api/admin/digest": () => json({ weekly }),
      "PUT /api/admin/digest": ({ body }) => {
        weekly = (body as { weekly: boolean }).weekly;
        return json({ weekly, message: weekly ? digestMessages.turnedOn : digestMessages.turnedOff });
      },
      "POST /api/admin/digest/send": () => json({ message: digestMessages.sentNow(adminEmail) }, 202),
    });
  }
  const toggle = () => screen.getByRole("checkbox", { name: "Email me the weekly digest" }) as HTMLInputElement;

  it("is unavailable until the stored choice is read, turns on, and says so with focus on the notice", async () => {
    const calls = digestApi(false);
    const { user } = renderPage(<WeeklyDigest accessToken={accessToken} />, { route: "/admin/audience" });
    expect(toggle().disabled).toBe(true);
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().checked).toBe(false);
    await user.click(toggle());
    const notice = screen.getByRole("status");
    await waitFor(() => expect(notice.textContent).toBe(digestMessages.turnedOn));
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(toggle().checked).toBe(true);
    expect(callsTo(calls, "PUT /api/admin/digest").map((call) => call.body)).toEqual([{ weekly: true }]);
  });

  it("shows a choice kept on the server as on", async () => {
    digestApi(true);
    renderPage(<WeeklyDigest accessToken={accessToken} />, { route: "/admin/audience" });
    await waitFor(() => expect(toggle().checked).toBe(true));
  });

  it("sends this week's digest now and says where it goes", async () => {
    const calls = digestApi(true);
    const { user } = renderPage(<WeeklyDigest accessToken={accessToken} />, { route: "/admin/audience" });
    await user.click(screen.getByRole("button", { name: "Send me this week's digest now" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(digestMessages.sentNow(adminEmail)));
    expect(callsTo(calls, "POST /api/admin/digest/send")).toHaveLength(1);
  });
});
