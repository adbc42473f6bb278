// The capture function: shows the pages waiting in the capture queue in Chromium and keeps what it
// saw beside the shots (design.md §3.16), or makes a finished report's share card or brief when the
// relay or the API asks. The screenshots and the outcomes live in S3.
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { capturePage, renderDocument, type DocumentOutcome, type ScreenshotStore } from "@ai-leaders/core/roast/capture";
import { captureRequestSchema, documentRequestSchema } from "@ai-leaders/core/roast/capture/schema";
import type { Log } from "../logging/index.ts";
import type { Browser } from "playwright-core";

export interface CaptureHandlerDeps {
  browser: () => Promise<Browser>;
  store: ScreenshotStore;
  log: Log;
}

export function createCaptureHandler({ browser, store, log }: CaptureHandlerDeps) {
  /** One page from the queue: its outcome is kept whatever it is, so the roast waiting for it hears. */
  async function captureFromQueue(body: string): Promise<void> {
    const request = captureRequestSchema.safeParse(parseJson(body));
    // Only the relay sends to this queue; anything else is our bug, dropped and logged rather than retried.
    if (!request.success) return log({ event: "capture_request_refused", detail: issues(request.error) });
    const outcome = await capturePage(await browser(), request.data, {
      store,
      // Never in the cloud: the browser reaches public addresses only.
      allowPrivateHosts: false,
      onRefused: (refused) => log({ event: "capture_refused", url: request.data.url, refused }),
    });
    await store.putOutcome(request.data.captureId, outcome);
    log(outcome.ok ? { event: "captured", capture_ms: outcome.captureMs } : { event: "capture_failed", detail: outcome.detail });
  }

  return async (event: unknown): Promise<SQSBatchResponse | DocumentOutcome> => {
    if (isQueueEvent(event)) {
      // A record whose browser crashed is retried alone (the event source reports batch item failures).
      const failures: SQSBatchResponse["batchItemFailures"] = [];
      for (const record of event.Records) {
        await captureFromQueue(record.body).catch((error: Error) => {
          log({ event: "capture_crashed", detail: error.message });
          failures.push({ itemIdentifier: record.messageId });
        });
      }
      return { batchItemFailures: failures };
    }
    const document = documentRequestSchema.safeParse(event);
    // Only our own functions may invoke this one; anything else is our bug, reported as the function's error.
    if (!document.success) throw new Error(`not a capture queue event or a document request: ${issues(document.error)}`);
    const outcome = await renderDocument(await browser(), document.data, store);
    log(outcome.ok ? { event: "document_made", document: outcome.document } : { event: "document_failed", detail: outcome.detail });
    return outcome;
  };
}

function isQueueEvent(event: unknown): event is SQSEvent {
  return typeof event === "object" && event !== null && Array.isArray((event as SQSEvent).Records);
}

function issues(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
