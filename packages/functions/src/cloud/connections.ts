// The AWS clients a Lambda talks through, named by the env vars the stacks set. Each client, and
// the AWS SDK with it, is loaded by the first call that needs it, not on every cold start.
import { relayQueue, tableNamesFromEnv } from "@ai-leaders/infra";
import type { Connections } from "../services/index.ts";
import { loadOnce } from "../services/lazy-service.ts";
import { readCaptureConfig } from "@ai-leaders/core/config/plain";
import { cloudDocumentRenderer, cloudScreenshotStore } from "./page-capture.ts";
import { cloudSettings, type FunctionName } from "./environment.ts";

/** `fn`: the function whose bound secrets (TOKEN_SECRET) its services may read; none for one that has no secrets. */
export function cloudConnections(fn?: FunctionName): Connections {
  const settings = fn && cloudSettings(fn);
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
    tokenSecret: async () => {
      const secret = settings && (await settings()).TOKEN_SECRET;
      if (!secret) throw new Error(`TOKEN_SECRET is not bound to the ${fn ?? "this"} function`);
      return secret;
    },
  };
}
