// Kept results (issue 13): a permalink anyone with the link can read, deleted by whoever made it
// (the signed-in account, or the device), and the signed-in user's list.
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { isOwnedBy, keptResult, resultIdPattern, resultSummary, userOwner, type Requester } from "@ai-leaders/core/roast/store";
import { authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { pageAddress, type PageReport, type ShotName, type ViewName } from "@ai-leaders/core/roast/report";
import { apiMessages } from "@ai-leaders/core/messages";
import { longestJobWaitMs, resultPath, type JobInFlightSummary } from "@ai-leaders/core/roast/store";
import { watchToken, type AnalysisJob } from "@ai-leaders/core/jobs";
import type { StoredResult } from "@ai-leaders/core/roast/store";
import { errorResponse } from "../http/index.ts";
import { removeScreenshots } from "../erasure/remove-screenshots.ts";
import { requesterDeviceKey } from "../http/requester.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { makeBrief, makeShareCard } from "@ai-leaders/core/roast/capture/documents";
import { rivalRoutes } from "./rivals.ts";
import { withArrivedCapture } from "@ai-leaders/core/roast/arrived-capture";

const screenshotFile = /^(desktop|mobile)-(fold|full)\.jpg$/;

export function resultRoutes({ services, access, siteUrl, clientIp, limits, now, log }: ApiDeps) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);

  async function requester(c: Context): Promise<Requester> {
    const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
    return { userId: user?.id ?? null, deviceKey: requesterDeviceKey(c) };
  }

  async function findResult(c: Context) {
    const id = c.req.param("id") ?? "";
    return resultIdPattern.test(id) ? services.results.get(id, now()) : null;
  }

  return new Hono()
    .get("/", async (c) => {
      const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
      if (!user) return errorResponse(c, 401, authMessages.signInRequired.description, { title: authMessages.signInRequired.title });
      const [results, inFlight] = await Promise.all([
        services.results.listByOwner(userOwner(user.id), now()),
        services.jobs.listPendingByUser(user.id, new Date(now().getTime() - longestJobWaitMs)),
      ]);
      return c.json(
        { results: results.map(resultSummary), in_flight: inFlight.map((job) => jobInFlightSummary(job, access.tokenSecret, now())) },
        200,
      );
    })
    .get("/:id", async (c) => {
      // A shared report is for the people it was shared with, not for search engines.
      c.header("X-Robots-Tag", "noindex");
      const found = await findResult(c);
      if (!found) return errorResponse(c, 404, apiMessages.resultNotFound);
      // Screenshots that waited their turn are put into the report by the first read after they arrive.
      const { results, screenshots } = services;
      const result = screenshots ? await withArrivedCapture(found, { results, screenshots, now: now() }) : found;
      return c.json({ result: keptResult(result, await requester(c)) }, 200);
    })
    .get("/:id/screenshots/:file", async (c) => {
      const file = screenshotFile.exec(c.req.param("file"));
      const result = file ? await findResult(c) : null;
      const capture = result?.report?.kind === "page" ? result.report.capture : undefined;
      const jpeg =
        capture && services.screenshots
          ? await services.screenshots.get(capture.id, `${file![1] as ViewName}-${file![2] as ShotName}`)
          : null;
      if (!jpeg) return errorResponse(c, 404, apiMessages.resultNotFound);
      c.header("X-Robots-Tag", "noindex");
      // A capture never changes; the permalink's readers may keep it, shared caches may not.
      c.header("Cache-Control", "private, max-age=86400, immutable");
      return c.body(new Uint8Array(jpeg), 200, { "Content-Type": "image/jpeg" });
    })
    .get("/:id/card.jpg", async (c) => {
      const result = await findResult(c);
      const report = pageReportOf(result);
      // Made when the report was kept; made now for one whose card was not (a browser that was busy).
      const jpeg = report?.capture ? await makeShareCard(services, report, log) : null;
      if (!jpeg) return errorResponse(c, 404, apiMessages.resultNotFound);
      c.header("X-Robots-Tag", "noindex");
      // Link previews (LinkedIn, Slack, X) fetch it from their own servers: a card never changes.
      c.header("Cache-Control", "public, max-age=86400, immutable");
      return c.body(new Uint8Array(jpeg), 200, { "Content-Type": "image/jpeg" });
    })
    .get("/:id/brief.pdf", async (c) => {
      const result = await findResult(c);
      if (!result) return errorResponse(c, 404, apiMessages.resultNotFound);
      const report = pageReportOf(result);
      if (!report) return errorResponse(c, 404, apiMessages.briefPageOnly);
      const refused = await refuseWhenOverLimit(c, services.rateLimiter, `brief:${clientIp(c)}`, limits.briefPdf, now(), {
        description: apiMessages.tooManyRequests,
      });
      if (refused) return refused;
      const pdf = await makeBrief(
        services,
        { report, source: result.source, createdAt: result.created_at, link: `${siteUrl}${resultPath(result.result_id)}` },
        log,
      );
      if (!pdf) return errorResponse(c, 503, apiMessages.briefUnavailable);
      c.header("X-Robots-Tag", "noindex");
      c.header("Cache-Control", "private, no-store");
      c.header("Content-Disposition", `attachment; filename="${briefFileName(report)}"`);
      return c.body(new Uint8Array(pdf), 200, { "Content-Type": "application/pdf" });
    })
    .delete("/:id", async (c) => {
      const result = await findResult(c);
      if (!result || !isOwnedBy(result, await requester(c))) return errorResponse(c, 404, apiMessages.resultNotFound);
      await services.results.remove(result.result_id);
      await removeScreenshots(services, [result]);
      return c.body(null, 204);
    })
    .route("/", rivalRoutes({ services, access, clientIp, limits, now, log }));
}

/** A job of the account's still running, with a fresh token to watch it from this device. */
function jobInFlightSummary(
  job: Pick<AnalysisJob, "session_id" | "kind" | "input" | "created_at">,
  tokenSecret: string,
  now: Date,
): JobInFlightSummary {
  return {
    kind: job.kind,
    subject: "url" in job.input ? job.input.url : job.input.name,
    started_at: Date.parse(job.created_at),
    ticket: { session_id: job.session_id, watch_token: watchToken(job.session_id, tokenSecret, now) },
  };
}

function pageReportOf(result: StoredResult | null): PageReport | null {
  return result?.report?.kind === "page" ? result.report : null;
}

/** "brief-example.com.pdf": the page's host, in characters any file system takes. */
function briefFileName(report: PageReport): string {
  const host = pageAddress(report.url)?.host ?? "page";
  return `brief-${host.replace(/[^A-Za-z0-9.-]/g, "-")}.pdf`;
}
