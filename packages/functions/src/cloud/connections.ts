// The AWS clients a Lambda talks through, named by the env vars the stacks set. Each client, and
// the AWS SDK with it, is loaded by the first call that needs it, not on every cold start.
import { relayQueue, tableNamesFromEnv } from "@ai-leaders/infra";
import type { Connections } from "../services/index.ts";
import { loadOnce } from "../services/lazy-service.ts";
import { readCaptureConfig } from "@ai-leaders/core/config";
import { cloudDocumentRenderer, cloudScreenshotStore } from "./page-capture.ts";

export function cloudConnections(): Connections {
  const relayQueueUrl = process.env[relayQueue.envVar];
  if (!relayQueueUrl) throw new Error(`Missing environment variable ${relayQueue.envVar}`);
  return {
    db: loadOnce(async () => (await import("@ai-leaders/core/db")).createDocumentClient()),
    sqs: loadOnce(async () => {
      const { SQSClient } = await import("@aws-sdk/client-sqs");
      return new SQSClient({});
    }),
    tableNames: tableNamesFromEnv(process.env),
    relayQueueUrl,
    screenshots: cloudScreenshotStore(readCaptureConfig(process.env)),
    documents: cloudDocumentRenderer(readCaptureConfig(process.env)),
  };
}
