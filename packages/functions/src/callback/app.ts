// The external automations' way back in: POST /callback/{session_id}?token=… with the result
// as JSON (content, analysis, roast or result) or plain text, at most 64 KB.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  callbackBodyLimitBytes,
  callbackTokenMatches,
  completeJob,
  isPlaceholderResult,
  resultTextFrom,
  sessionIdPattern,
  type CompletionDeps,
} from "@ai-leaders/core/jobs";
import { withSafeErrors, errorResponse, type Log } from "../http/index.ts";

export { callbackBodyLimitBytes };

export interface CallbackDeps extends Omit<CompletionDeps, "log"> {
  tokenSecret: string;
  log: Log;
}

export function createCallbackApp(deps: CallbackDeps) {
  const app = new Hono()
    .basePath("/callback")
    .use(bodyLimit({ maxSize: callbackBodyLimitBytes }))
    .post("/:sessionId", async (c) => {
      const sessionId = c.req.param("sessionId");
      if (!sessionIdPattern.test(sessionId)) return errorResponse(c, 404, "Unknown job.");
      // Checked before the job is looked up: a wrong token learns nothing about which jobs exist.
      if (!callbackTokenMatches(sessionId, c.req.query("token") ?? "", deps.tokenSecret)) {
        return errorResponse(c, 401, "Invalid callback token.");
      }
      const text = resultTextFrom(await c.req.text(), c.req.header("content-type"));
      if (text === null) return errorResponse(c, 400, "No result found: send JSON with content, analysis, roast or result, or plain text.");
      // Some automations announce completion before the result: wait for the real one.
      if (isPlaceholderResult(text)) return c.json({ ignored: true as const }, 202);

      const completion = await completeJob(deps, sessionId, { content: text, source: { engine: "automation" } });
      if (completion === "not-found") return errorResponse(c, 404, "Unknown job.");
      if (completion === "already-finished") return errorResponse(c, 409, "This job is already finished.");
      return c.json({ completed: true as const }, 200);
    });
  return withSafeErrors(app, deps.log);
}
