// The console's AI jobs (issue 18): recent jobs by kind and status, one job with its result's link,
// and today's model tokens against the site's budget. Read-only; mounted under /api/admin, behind the admin check.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import {
  budgetDay,
  decodeJobCursor,
  encodeJobCursor,
  jobDetail,
  jobIdParamSchema,
  jobSummary,
  recentJobsPageSize,
  recentJobsQuerySchema,
  type JobRepository,
  type ModelBudgetUse,
} from "@ai-leaders/core/jobs";
import { operationsMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "../../http/index.ts";

export interface AdminJobDeps {
  jobs: Pick<JobRepository, "get" | "listRecent">;
  /** AI_DAILY_BUDGET (0: none) and today's use, read afresh. */
  budget: { dailyTokens: number; usedToday: () => Promise<number> };
  now: () => Date;
}

export function adminJobRoutes({ jobs, budget, now }: AdminJobDeps) {
  return new Hono()
    .get("/budget", async (c) => {
      const use: ModelBudgetUse = {
        day: budgetDay(now()),
        used_tokens: await budget.usedToday(),
        daily_tokens: budget.dailyTokens || null,
      };
      return c.json({ budget: use }, 200);
    })
    .get(
      "/",
      zValidator("query", recentJobsQuerySchema, (result, c) =>
        result.success
          ? undefined
          : errorResponse(c, 400, result.error.issues[0]!.message, { field: result.error.issues[0]!.path.join(".") }),
      ),
      async (c) => {
        const { kind, status, cursor } = c.req.valid("query");
        const after = cursor === undefined ? null : decodeJobCursor(cursor);
        if (after === null && cursor !== undefined) return errorResponse(c, 400, operationsMessages.invalidCursor);
        const page = await jobs.listRecent({ kind, status }, after, recentJobsPageSize);
        return c.json({ jobs: page.jobs.map(jobSummary), next_cursor: page.next && encodeJobCursor(page.next) }, 200);
      },
    )
    .get(
      "/:id",
      zValidator("param", jobIdParamSchema, (result, c) =>
        result.success ? undefined : errorResponse(c, 404, operationsMessages.jobNotFound),
      ),
      async (c) => {
        const job = await jobs.get(c.req.valid("param").id);
        if (!job) return errorResponse(c, 404, operationsMessages.jobNotFound);
        return c.json({ job: jobDetail(job) }, 200);
      },
    );
}
