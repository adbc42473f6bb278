// The SQS consumer: the same function runs in Lambda and under the local poller.
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { ChangeMessageVisibilityCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { relayQueue } from "@ai-leaders/infra";
import { deliverRelayMessage, processRelayBatch, type RelayTargets, type SendWebhook } from "@ai-leaders/core/relay";
import type { Log } from "../logging/index.ts";

export interface RelayHandlerDeps {
  targets: RelayTargets;
  /** The queue's client, made by the first retry that needs it. */
  sqs: () => Promise<SQSClient>;
  queueUrl: string;
  send: SendWebhook;
  maxReceiveCount?: number;
  retryDelaySeconds?: (attempt: number) => number;
  log: Log;
}

export function createRelayHandler(deps: RelayHandlerDeps): (event: SQSEvent) => Promise<SQSBatchResponse> {
  const deferRetry = async (record: SQSRecord, delaySeconds: number) => {
    const sqs = await deps.sqs();
    await sqs.send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: deps.queueUrl,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: delaySeconds,
      }),
    );
  };
  return (event) =>
    processRelayBatch(event, {
      maxReceiveCount: deps.maxReceiveCount ?? relayQueue.maxReceiveCount,
      retryDelaySeconds: deps.retryDelaySeconds ?? relayQueue.retryDelaySeconds,
      deliver: (delivery) => deliverRelayMessage(delivery, deps.targets, deps.send),
      deferRetry,
      log: deps.log,
    });
}
