// The AI jobs section's requests: a page of recent jobs by kind and status, one job in full, and
// today's model use against the site's budget.
import type { AnalysisKind, JobDetail, JobStatus, JobSummary, ModelBudgetUse } from "@ai-leaders/core/jobs";
import { api } from "../../../lib/api-client.ts";
import { bearer, settle } from "../api/admin-api.ts";

export interface JobFilter {
  kind?: AnalysisKind;
  status?: JobStatus;
}

const jobs = api.api.admin.jobs;

export const jobsRequest = (accessToken: string, { kind, status }: JobFilter, cursor?: string) =>
  settle(
    jobs.$get({ query: { ...(kind && { kind }), ...(status && { status }), ...(cursor && { cursor }) } }, bearer(accessToken)),
    async (response) => {
      const page = (await response.json()) as { jobs: JobSummary[]; next_cursor: string | null };
      return { rows: page.jobs, next_cursor: page.next_cursor };
    },
  );

export const jobRequest = (accessToken: string, id: string) =>
  settle(jobs[":id"].$get({ param: { id } }, bearer(accessToken)), async (response) => ((await response.json()) as { job: JobDetail }).job);

export const budgetRequest = (accessToken: string) =>
  settle(jobs.budget.$get({}, bearer(accessToken)), async (response) => ((await response.json()) as { budget: ModelBudgetUse }).budget);
