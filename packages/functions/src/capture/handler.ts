// The capture function: shows one page in Chromium and answers with what it saw (design.md §3.16),
// or makes a finished report's share card or brief. The relay invokes it for a capture and a
// card (core/roast/capture/lambda-capturer.ts), the API for a brief; the screenshots live in S3.
import {
  capturePage,
  renderDocument,
  type CaptureOutcome,
  type DocumentOutcome,
  type ScreenshotStore,
} from "@ai-leaders/core/roast/capture";
import { captureRequestSchema, documentRequestSchema } from "@ai-leaders/core/roast/capture/schema";
import type { Log } from "../logging/index.ts";
import type { Browser } from "playwright-core";

export interface CaptureHandlerDeps {
  browser: () => Promise<Browser>;
  store: ScreenshotStore;
  log: Log;
}

export function createCaptureHandler({ browser, store, log }: CaptureHandlerDeps) {
  return async (event: unknown): Promise<CaptureOutcome | DocumentOutcome> => {
    const document = documentRequestSchema.safeParse(event);
    if (document.success) {
      const outcome = await renderDocument(await browser(), document.data, store);
      log(outcome.ok ? { event: "document_made", document: outcome.document } : { event: "document_failed", detail: outcome.detail });
      return outcome;
    }
    const request = captureRequestSchema.safeParse(event);
    // Only our own functions may invoke this one; anything else is our bug, reported as the function's error.
    if (!request.success)
      throw new Error(
        `not a capture or document request: ${request.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
      );
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
