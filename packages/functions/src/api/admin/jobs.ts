// The console's AI jobs (issue 18): recent jobs by kind and status, and one job with its result's
// link. Read-only; mounted under /api/admin, behind the admin check.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import {
  decodeJobCursor,
  encodeJobCursor,
  jobDetail,
  jobIdParamSchema,
  jobSummary,
  recentJobsPageSize,
  recentJobsQuerySchema,
  type JobRepository,
} from "@ai-leaders/core/jobs";
import { operationsMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "../../http/index.ts";

export interface AdminJobDeps {
  jobs: Pick<JobRepository, "get" | "listRecent">;
}

export function adminJobRoutes({ jobs }: AdminJobDeps) {
  return new Hono()
    .get(
      "/",
      zValidator("query", recentJobsQuerySchema, (result, c) =>
        result.success ? undefined : errorResponse(c, 400, result.error.issues[0]!.message, { field: result.error.issues[0]!.path.join(".") }),
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
      zValidator("param", jobIdParamSchema, (result, c) => (result.success ? undefined : errorResponse(c, 404, operationsMessages.jobNotFound))),
      async (c) => {
        const job = await jobs.get(c.req.valid("param").id);
        if (!job) return errorResponse(c, 404, operationsMessages.jobNotFound);
        return c.json({ job: jobDetail(job) }, 200);
      },
    );
}
