// "Watch this page" on a kept report: offered to its signed-in owner only, watching with the next
// check's day and Pause, and an unconfirmed address told why the page cannot be watched yet.
import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { watchMessages } from "@ai-leaders/core/messages";
import type { WatchSummary } from "@ai-leaders/core/watches";
import { AuthProvider } from "../../../account/AuthProvider.tsx";
import { WatchControl } from "./WatchControl.tsx";
import { answerApi, json, renderPage, type ApiCall } from "../../../test/render.tsx";
import { signIn, workflowApi } from "../progress/workflow-stand-ins.ts";

const pageUrl = "https://acme.example/strong";
const watch: WatchSummary = {
  id: "w1",
  url: pageUrl,
  kind: "landing-roast",
  created_at: "2026-11-20T09:00:00.000Z",
  paused: false,
  last_result_id: "r1",
  last_score: 64,
  last_checked_at: null,
  next_check_at: "2026-11-27T09:00:00.000Z",
  last_failure: null,
};

describe("Watch this page", () => {
  beforeEach(() => localStorage.clear());

  /** The account watches nothing yet; `onStart` answers the request to watch the page. */
  const watchesApi = (onStart: () => Response) => (call: ApiCall) => {
    if (call.path === "/api/watches" && call.method === "GET") return json({ watches: [], limit: 10 });
    if (call.path === "/api/watches" && call.method === "POST") return onStart();
    return workflowApi(call);
  };
  const renderControl = () =>
    renderPage(
      <AuthProvider>
        <WatchControl resultId="r1" pageUrls={[pageUrl]} />
      </AuthProvider>,
    );

  it("is not offered to a reader who is not signed in", async () => {
    const calls = answerApi(watchesApi(() => json({ watch }, 201)));
    renderControl();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/watches")).toBe(false));
    expect(screen.queryByRole("region", { name: "Watch this page" })).toBeNull();
  });

  it("watches the page: says when it is checked next, with Pause, and what a watch does", async () => {
    const calls = answerApi(watchesApi(() => json({ watch }, 201)));
    signIn();
    const { user } = renderControl();
    const control = await screen.findByRole("region", { name: "Watch this page" });
    expect(control.textContent).toContain(
      "We roast it again every week and email you if the score drops by 5 or more or a fixed issue comes back.",
    );
    await user.click(within(control).getByRole("button", { name: "Watch this page" }));

    await waitFor(() => expect(control.querySelector(".watch-control-status")?.textContent).toMatch(/^Watching · next check \S.*\d{4}$/));
    expect(within(control).getByRole("button", { name: "Pause" })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/watches" && call.method === "POST")?.body).toEqual({ result_id: "r1" });
  });

  it("tells a leader whose address is not confirmed yet why the page cannot be watched, and lets them try again", async () => {
    answerApi(watchesApi(() => json({ error: { message: watchMessages.confirmAddressFirst } }, 403)));
    signIn();
    const { user } = renderControl();
    const control = await screen.findByRole("region", { name: "Watch this page" });
    await user.click(within(control).getByRole("button", { name: "Watch this page" }));

    await waitFor(() => expect(within(control).getByRole("alert").textContent).toBe(watchMessages.confirmAddressFirst));
    expect(within(control).getByRole("button", { name: "Watch this page" }).hasAttribute("aria-disabled")).toBe(false);
  });
});
