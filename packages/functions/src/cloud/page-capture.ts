// The roast's page capture in the cloud: the queue of pages waiting for the capture function, the
// function itself (asked for a share card or a brief), and the S3 bucket its screenshots are kept
// in. Each client, and the AWS SDK with it, is loaded by its first use.
import type { AppConfig } from "@ai-leaders/core/config";
import type { DocumentRenderer, PageCapturer, ScreenshotStore } from "@ai-leaders/core/roast/capture";
import { captureWaitMs, queuedCapturer } from "@ai-leaders/core/roast/capture/queued-capturer";
import { lazyService, loadOnce } from "../services/lazy-service.ts";

/**
 * Puts a roasted page in the capture queue and watches the bucket for what the browser saw; undefined
 * when the stack set no CAPTURE_QUEUE_URL or SCREENSHOT_BUCKET (reports from the HTML alone).
 */
export function cloudPageCapturer(config: Pick<AppConfig, "captureQueueUrl" | "screenshotBucket">): PageCapturer | undefined {
  const store = cloudScreenshotStore(config);
  const { captureQueueUrl } = config;
  if (!captureQueueUrl || !store) return undefined;
  const queue = loadOnce(async () => {
    const { createSqsCaptureQueue, SQSClient } = await import("@ai-leaders/core/roast/capture/sqs-queue");
    return createSqsCaptureQueue({ client: new SQSClient({}), queueUrl: captureQueueUrl });
  });
  return queuedCapturer({ queue: { enqueue: async (request) => (await queue()).enqueue(request) }, store, waitMs: captureWaitMs });
}

/** Asks the capture function for a report's share card or brief; undefined without CAPTURE_FUNCTION_NAME. */
export function cloudDocumentRenderer({ captureFunctionName }: Pick<AppConfig, "captureFunctionName">): DocumentRenderer | undefined {
  if (!captureFunctionName) return undefined;
  const renderer = loadOnce(async () => {
    const { createLambdaDocumentRenderer, LambdaClient } = await import("@ai-leaders/core/roast/capture/lambda-documents");
    return createLambdaDocumentRenderer({ client: new LambdaClient({}), functionName: captureFunctionName });
  });
  return async (request) => (await renderer())(request);
}

/** The screenshots bucket; undefined when the stack set no SCREENSHOT_BUCKET. */
export function cloudScreenshotStore({ screenshotBucket }: Pick<AppConfig, "screenshotBucket">): ScreenshotStore | undefined {
  if (!screenshotBucket) return undefined;
  return lazyService(async () => {
    const { createS3ScreenshotStore, S3Client } = await import("@ai-leaders/core/roast/capture/s3-store");
    return createS3ScreenshotStore({ client: new S3Client({}), bucket: screenshotBucket });
  });
}
