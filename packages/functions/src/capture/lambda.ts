import { createS3ScreenshotStore, S3Client } from "@ai-leaders/core/roast/capture/s3-store";
import { pageCapture } from "@ai-leaders/infra";
import { structuredLog, withInvocationLog } from "../logging/index.ts";
import { launchLambdaChromium, reusedBrowser } from "./browser.ts";
import { createCaptureHandler } from "./handler.ts";

const bucket = process.env[pageCapture.bucketEnvVar];
if (!bucket) throw new Error(`Missing environment variable ${pageCapture.bucketEnvVar}`);

const capture = createCaptureHandler({
  browser: reusedBrowser(launchLambdaChromium),
  store: createS3ScreenshotStore({ client: new S3Client({}), bucket }),
  log: structuredLog,
});

export const handler = withInvocationLog("capture", capture);
