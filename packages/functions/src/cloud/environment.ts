// What a Lambda knows about its deployment: env vars set by the stacks, secrets bound by SST.
import { Config } from "sst/node/config";
import { SQSClient } from "@aws-sdk/client-sqs";
import { relayQueue, secretsByFunction, tableNamesFromEnv } from "@ai-leaders/infra";
import { createDocumentClient } from "@ai-leaders/core/db";
import type { Connections } from "../wiring/index.ts";

export type FunctionName = keyof typeof secretsByFunction;

/** The env vars plus the secrets bound to this function (reading an unbound one would throw). */
export function cloudSettings(fn: FunctionName): Record<string, string | undefined> {
  const secrets = Object.fromEntries(
    secretsByFunction[fn].map((name) => [name, (Config as Record<string, string>)[name]]),
  );
  return { ...process.env, ...secrets };
}

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
