// The AWS clients a Lambda talks through, named by the env vars the stacks set.
import { SQSClient } from "@aws-sdk/client-sqs";
import { relayQueue, tableNamesFromEnv } from "@ai-leaders/infra";
import { createDocumentClient } from "@ai-leaders/core/db";
import type { Connections } from "../wiring/index.ts";

export function cloudConnections(): Connections {
  const relayQueueUrl = process.env[relayQueue.envVar];
  if (!relayQueueUrl) throw new Error(`Missing environment variable ${relayQueue.envVar}`);
  return {
    db: createDocumentClient(),
    sqs: new SQSClient({}),
    tableNames: tableNamesFromEnv(process.env),
    relayQueueUrl,
  };
}
