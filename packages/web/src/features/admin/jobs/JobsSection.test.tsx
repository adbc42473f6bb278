// The console's AI jobs section: each job's engine, tokens and duration, the filters that read the list again, a job's details and its result, and the day's model use against the budget.
import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { JobDetail, JobSummary } from "@ai-leaders/core/jobs";
import { json, renderPage } from "../../../test/render.tsx";
import { accessToken, answerConsole, callsTo } from "../test/console-api.ts";
import { JobsSection } from "./JobsSection.tsx";

const site = "http://127.0.0.1:4100/strong";
const roast: JobSummary = {
  session_id: "session-1",
  kind: "website-roast",
  status: "completed",
  subject: site,
  created_at: "2026-05-01T09:00:00.000Z",
  completed_at: "2026-05-01T09:00:02.400Z",
  duration_ms: 2_400,
  engine: "model",
  provider: "openai",
  model: "stand-in-1",
  input_tokens: 1_200,
  output_tokens: 340,
  failure_reason: null,
  result_id: "result-1",
};
const detail: JobDetail = {
  ...roast,
  result_path: "/r/result-1",
  delivery: { status: "skipped", attempts: 0, last_error: null },
  model_ms: 2_100,
  model_attempts: 1,
};

function jobsApi() {
  return answerConsole({
    "GET /api/admin/jobs": ({ query }) =>
      json({
        jobs: [roast].filter((job) => (!query.status || job.status === query.status) && (!query.kind || job.kind === query.kind)),
        next_cursor: null,
      }),
    "GET /api/admin/jobs/session-1": () => json({ job: detail }),
    "GET /api/admin/jobs/budget": () => json({ budget: { used_tokens: 412_000, daily_tokens: 2_000_000 } }),
  });
}

describe("the console's AI jobs section", () => {
  it("lists a job with its kind, status, engine, tokens and duration", async () => {
    jobsApi();
    renderPage(<JobsSection accessToken={accessToken} />, { route: "/admin/jobs" });
    const row = (await screen.findByText(site)).closest("tbody")!;
    for (const fact of ["Website roast", "Completed", "Model: openai, stand-in-1", "1,200 in / 340 out", "2.4 s"])
      expect(row.textContent).toContain(fact);
  });

  it("shows the day's model tokens against the budget", async () => {
    jobsApi();
    renderPage(<JobsSection accessToken={accessToken} />, { route: "/admin/jobs" });
    await waitFor(() => expect(document.querySelector(".admin-budget")?.textContent).toBe("Model use: 412,000 of 2,000,000 tokens today."));
  });

  it("reads the list again for each filter: no failed job, then the completed roast", async () => {
    const calls = jobsApi();
    const { user } = renderPage(<JobsSection accessToken={accessToken} />, { route: "/admin/jobs" });
    await screen.findByText(site);
    await user.selectOptions(screen.getByLabelText("Status"), "failed");
    await screen.findByText("No jobs match these filters.");
    await user.selectOptions(screen.getByLabelText("Status"), "completed");
    await user.selectOptions(screen.getByLabelText("Kind"), "website-roast");
    await screen.findByText(site);
    expect(callsTo(calls, "GET /api/admin/jobs").map((call) => call.query)).toEqual([
      {},
      { status: "failed" },
      { status: "completed" },
      { status: "completed", kind: "website-roast" },
    ]);
  });

  it("opens a job's details: its id, the model's attempts, and a link to its result", async () => {
    jobsApi();
    const { user } = renderPage(<JobsSection accessToken={accessToken} />, { route: "/admin/jobs" });
    const details = await screen.findByRole("button", { name: `Details of the website roast of ${site}` });
    await user.click(details);
    expect(details.getAttribute("aria-expanded")).toBe("true");
    const result = await screen.findByRole("link", { name: "Open the result" });
    expect(result.getAttribute("href")).toBe("/r/result-1");
    const panel = within(result.closest(".admin-job-panel") as HTMLElement);
    expect(panel.getByText("session-1")).toBeTruthy();
    expect(panel.getByText("Model attempts")).toBeTruthy();
  });
});
