import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { withSafeErrors, errorResponse, type Log } from "../http/index.ts";

/** Results are at most 64 KB of text (design.md §3.4). */
export const callbackBodyLimitBytes = 64 * 1024;

export interface CallbackDeps {
  log: Log;
}

/**
 * The external automations' way back in: `POST /callback/{session_id}?token=...`.
 * Analysis jobs arrive with the AI workflows; until a job exists for a session, there is nothing
 * a callback may complete, so every callback is answered as an unknown job.
 */
export function createCallbackApp(deps: CallbackDeps) {
  const app = new Hono()
    .basePath("/callback")
    .use(bodyLimit({ maxSize: callbackBodyLimitBytes }))
    .post("/:sessionId", (c) => errorResponse(c, 404, "Unknown or finished job."));
  return withSafeErrors(app, deps.log);
}
