// The capture function: shows one page in Chromium and answers with what it saw (design.md §3.16).
// The relay invokes it and waits (core/capture/lambda-capturer.ts); the screenshots go to S3.
import { capturePage, type CaptureOutcome, type ScreenshotStore } from "@ai-leaders/core/capture";
import { captureRequestSchema } from "@ai-leaders/core/capture/schema";
import type { Log } from "../logging/index.ts";
import type { Browser } from "playwright-core";

export interface CaptureHandlerDeps {
  browser: () => Promise<Browser>;
  store: ScreenshotStore;
  log: Log;
}

export function createCaptureHandler({ browser, store, log }: CaptureHandlerDeps) {
  return async (event: unknown): Promise<CaptureOutcome> => {
    const request = captureRequestSchema.safeParse(event);
    // Only the relay may invoke this function; anything else is our bug, reported as the function's error.
    if (!request.success) throw new Error(`not a capture request: ${request.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
    const outcome = await capturePage(await browser(), request.data, {
      store,
      // Never in the cloud: the browser reaches public addresses only.
      allowPrivateHosts: false,
      onRefused: (refused) => log({ event: "capture_refused", url: request.data.url, refused }),
    });
    log(outcome.ok ? { event: "captured", capture_ms: outcome.captureMs } : { event: "capture_failed", detail: outcome.detail });
    return outcome;
  };
}
