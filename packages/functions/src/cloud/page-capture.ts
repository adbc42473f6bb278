// The roast's page capture in the cloud: the capture function, invoked by the relay, and the S3
// bucket its screenshots are kept in. Each client, and the AWS SDK with it, is loaded by its first use.
import type { AppConfig } from "@ai-leaders/core/config";
import type { DocumentRenderer, PageCapturer, ScreenshotStore } from "@ai-leaders/core/roast/capture";
import { lazyService, loadOnce } from "../services/lazy-service.ts";

/** Invokes the capture function; undefined when the stack set no CAPTURE_FUNCTION_NAME (reports from the HTML alone). */
export function cloudPageCapturer({ captureFunctionName }: Pick<AppConfig, "captureFunctionName">): PageCapturer | undefined {
  if (!captureFunctionName) return undefined;
  const capturer = loadOnce(async () => {
    const { createLambdaCapturer, LambdaClient } = await import("@ai-leaders/core/roast/capture/lambda-capturer");
    return createLambdaCapturer({ client: new LambdaClient({}), functionName: captureFunctionName });
  });
  return async (request) => (await capturer())(request);
}

/** Asks the capture function for a report's share card or brief; undefined without CAPTURE_FUNCTION_NAME. */
export function cloudDocumentRenderer({ captureFunctionName }: Pick<AppConfig, "captureFunctionName">): DocumentRenderer | undefined {
  if (!captureFunctionName) return undefined;
  const renderer = loadOnce(async () => {
    const { createLambdaDocumentRenderer, LambdaClient } = await import("@ai-leaders/core/roast/capture/lambda-capturer");
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
