// The four AI workflows: create the job (stored before anything is relayed), then answer polls.
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { createAccountService } from "@ai-leaders/core/accounts";
import {
  jobUpdate,
  newAnalysisJob,
  sessionIdQuerySchema,
  watchToken,
  workflowRequestSchemas,
  type AnalysisKind,
  type JobTicket,
  queueJob,
} from "@ai-leaders/core/jobs";
import { apiMessages, authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import { requesterDeviceKey } from "../http/requester.ts";
import type { ApiDeps } from "./deps.ts";
import { createEventCounter, isRoast } from "../analytics/index.ts";

type WorkflowRequest = ({ url: string } | { name: string; email: string; company_url?: string }) & { previous_result_id?: string };
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";
import { isSmokeRun } from "../http/smoke.ts";

export function workflowRoutes({ services, access, clientIp, limits, now, log, siteUrl }: ApiDeps) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);
  const analytics = createEventCounter({ services, clientIp, siteUrl, now, log });
  const gate = requireAccess({ access, services, now });

  async function start(c: Context, kind: AnalysisKind, request: WorkflowRequest, userId?: string) {
    const { previous_result_id, ...input } = request;
    const deviceKey = requesterDeviceKey(c);
    const refused = await refuseWhenOverLimit(c, services.rateLimiter, `workflow:${clientIp(c)}`, limits.workflow, now(), {
      description: apiMessages.tooManyRequests,
    });
    if (refused) return refused;
    const created = now();
    // The smoke check's job calls no model, so it has no quota to count against (jobs/new-job.ts).
    const smoke = isSmokeRun(c, access.tokenSecret);
    const job = newAnalysisJob({
      kind,
      input,
      created,
      ...(!smoke && { address: { clientIp: clientIp(c), tokenSecret: access.tokenSecret } }),
      userId,
      deviceKey,
      ...(previous_result_id && { previousResultId: previous_result_id }),
      smoke,
    });
    // Marked while the job is written, before it is queued: a built-in roast may finish before this request answers.
    await queueJob({ services, log }, job, isRoast(kind) ? analytics.roastStarted(c, job.session_id) : undefined);
    const ticket: JobTicket = { session_id: job.session_id, watch_token: watchToken(job.session_id, access.tokenSecret, created) };
    return c.json(ticket, 201);
  }

  async function optionalUserId(c: Context): Promise<string | undefined> {
    return (await accounts.userFromAccessToken(bearerToken(c.req.header("authorization"))))?.id;
  }

  return (
    new Hono()
      .use("/workflows/*", gate)
      .use("/get-analysis-result", gate)
      .post("/workflows/landing-roast", jsonBody(workflowRequestSchemas["landing-roast"]), async (c) => {
        // The landing-page roast needs a signed-in user (spec §6).
        const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
        if (!user) {
          const { title, description } = authMessages.signInRequired;
          return errorResponse(c, 401, description, { title });
        }
        return start(c, "landing-roast", c.req.valid("json"), user.id);
      })
      // Signed in is optional here; a signed-in visitor's results are listed under "Your results".
      .post("/workflows/landing-improve", jsonBody(workflowRequestSchemas["landing-improve"]), async (c) =>
        start(c, "landing-improve", c.req.valid("json"), await optionalUserId(c)),
      )
      .post("/workflows/founder-profile", jsonBody(workflowRequestSchemas["founder-profile"]), async (c) =>
        start(c, "founder-profile", c.req.valid("json"), await optionalUserId(c)),
      )
      .post("/workflows/website-roast", jsonBody(workflowRequestSchemas["website-roast"]), async (c) =>
        start(c, "website-roast", c.req.valid("json"), await optionalUserId(c)),
      )
      .get(
        "/get-analysis-result",
        zValidator("query", sessionIdQuerySchema, (result, c) =>
          result.success ? undefined : c.json({ success: false as const, error: "Unknown session" }, 404),
        ),
        async (c) => {
          const job = await services.jobs.get(c.req.valid("query").session_id);
          if (!job) return c.json({ success: false as const, error: "Unknown session" }, 404);
          const data = jobUpdate(job);
          return c.json({ success: job.status !== "pending", data }, 200);
        },
      )
  );
}
