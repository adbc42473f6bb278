// "Compare with competitors" on a kept page report: one built-in roast per rival page, of the
// leader's kind, so every page is scored on the same rubric. The page waits on them like any roast.
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import {
  newAnalysisJob,
  rivalMessages,
  rivalsRequestSchema,
  rivalUrlsProblem,
  type AnalysisJob,
  type RivalJobs,
  queueJob,
} from "@ai-leaders/core/jobs";
import { apiMessages } from "@ai-leaders/core/messages";
import { resultIdPattern, type StoredResult } from "@ai-leaders/core/roast/store";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";
import { requesterDeviceKey } from "../http/requester.ts";

export function rivalRoutes({
  services,
  access,
  clientIp,
  limits,
  now,
  log,
}: Pick<ApiDeps, "services" | "access" | "clientIp" | "limits" | "now" | "log">) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);

  /** Each rival is a roast: each counts against the workflow limit, and none is stored past it. */
  async function refuseOverLimit(c: Context, count: number) {
    for (let roast = 0; roast < count; roast++) {
      const refused = await refuseWhenOverLimit(c, services.rateLimiter, `workflow:${clientIp(c)}`, limits.workflow, now(), {
        description: apiMessages.tooManyRequests,
      });
      if (refused) return refused;
    }
    return null;
  }

  /** Kept like the visitor's own roasts: listed for their account, deletable from their device. */
  async function rivalJobs(c: Context, leader: StoredResult, urls: string[]): Promise<AnalysisJob[]> {
    const userId = (await accounts.userFromAccessToken(bearerToken(c.req.header("authorization"))))?.id;
    const caller = { address: { clientIp: clientIp(c), tokenSecret: access.tokenSecret }, userId, deviceKey: requesterDeviceKey(c) };
    return urls.map((url) => newAnalysisJob({ kind: leader.kind, input: { url }, created: now(), ...caller, builtInOnly: true }));
  }

  return new Hono().post("/:id/rivals", requireAccess({ access, services, now }), jsonBody(rivalsRequestSchema), async (c) => {
    const id = c.req.param("id");
    const leader = resultIdPattern.test(id) ? await services.results.get(id, now()) : null;
    if (!leader) return errorResponse(c, 404, apiMessages.resultNotFound);
    if (leader.report?.kind !== "page") return errorResponse(c, 400, rivalMessages.notPage);
    const { urls } = c.req.valid("json");
    const problem = rivalUrlsProblem(urls, [leader.report.url, leader.subject]);
    if (problem) return errorResponse(c, 400, problem, { field: "urls" });
    const refused = await refuseOverLimit(c, urls.length);
    if (refused) return refused;
    const jobs = await rivalJobs(c, leader, urls);
    for (const job of jobs) await queueJob({ services, log }, job);
    return c.json(
      {
        jobs: jobs.map((job, index) => ({
          session_id: job.session_id,
          url: urls[index]!,
        })),
      } satisfies RivalJobs,
      201,
    );
  });
}
