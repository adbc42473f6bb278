// The external automations' way back in: POST /callback/{session_id}?token=… with the result as
// plain text or JSON, at most 64 KB, read as automations write it (core/jobs/callback-body.ts). A
// body with no result, or the automation's own error, ends the visitor's wait at once.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import {
  callbackBodyLimitBytes,
  callbackTokenMatches,
  completeJob,
  isPlaceholderResult,
  readCallbackBody,
  resultFields,
  sessionIdPattern,
  type CompletionDeps,
  type JobFailure,
  type JobResult,
} from "@ai-leaders/core/jobs";
import { workflowMessages } from "@ai-leaders/core/messages";
import { withSafeErrors, errorResponse, type Log } from "../http/index.ts";

export { callbackBodyLimitBytes };

export interface CallbackDeps extends Omit<CompletionDeps, "log"> {
  tokenSecret: string;
  log: Log;
}

/** The automation's own words, kept short for the console. */
const clipped = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);
const accepted = `Send plain text, or JSON with ${resultFields.slice(0, -1).join(", ")} or ${resultFields.at(-1)} (alone, as n8n's {"json": …}, or as a one-item array).`;

export function createCallbackApp(deps: CallbackDeps) {
  const app = new Hono()
    .basePath("/callback")
    // The same headers as every other answer of the site's, though an automation reads these.
    .use(secureHeaders())
    .use(bodyLimit({ maxSize: callbackBodyLimitBytes }))
    .post("/:sessionId", async (c) => {
      const sessionId = c.req.param("sessionId");
      if (!sessionIdPattern.test(sessionId)) return errorResponse(c, 404, "Unknown job.");
      // Checked before the job is looked up: a wrong token learns nothing about which jobs exist.
      if (!callbackTokenMatches(sessionId, c.req.query("token") ?? "", deps.tokenSecret)) {
        return errorResponse(c, 401, "Invalid callback token.");
      }
      const body = readCallbackBody(await c.req.text(), c.req.header("content-type"));
      // Some automations announce completion before the result: wait for the real one.
      if ("result" in body && isPlaceholderResult(body.result)) return c.json({ ignored: true as const }, 202);

      const outcome: JobResult | JobFailure =
        "result" in body
          ? { content: body.result, source: { engine: "automation" } }
          : "failure" in body
            ? { error: workflowMessages.automationFailed, detail: `The automation reported: ${clipped(body.failure)}` }
            : { error: workflowMessages.automationUnreadable, detail: `Callback refused: ${body.unreadable} ${accepted}` };
      const completion = await completeJob(deps, sessionId, outcome);
      if (completion === "not-found") return errorResponse(c, 404, "Unknown job.");
      if (completion === "already-finished") return errorResponse(c, 409, "This job is already finished.");
      if ("unreadable" in body) return errorResponse(c, 400, `No result found: ${body.unreadable} ${accepted}`);
      return c.json("result" in body ? { completed: true as const } : { failed: true as const }, 200);
    });
  return withSafeErrors(app, deps.log);
}
