// Where the cloud's page capture runs, read on every cold start of the API: no zod here.
import { pageCapture } from "@ai-leaders/infra";
import { settingText } from "./setting-text.ts";
import type { SettingValues } from "./settings.ts";

/** The cloud's page capture: the function that runs Chromium, the queue of pages waiting for it, and the bucket that keeps its screenshots. Unset locally. */
export interface CaptureConfig {
  captureFunctionName?: string;
  captureQueueUrl?: string;
  screenshotBucket?: string;
}

/** Names the stacks set (infra/src/capture.ts); each unset means no capture, or no screenshots, in the cloud. */
export function readCaptureConfig(values: SettingValues): CaptureConfig {
  const captureFunctionName = settingText(values[pageCapture.functionEnvVar]);
  const captureQueueUrl = settingText(values[pageCapture.queueEnvVar]);
  const screenshotBucket = settingText(values[pageCapture.bucketEnvVar]);
  return {
    ...(captureFunctionName && { captureFunctionName }),
    ...(captureQueueUrl && { captureQueueUrl }),
    ...(screenshotBucket && { screenshotBucket }),
  };
}
