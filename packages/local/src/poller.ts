// Stands in for Lambda's SQS event source mapping: receive a batch, call the handler, delete
// what succeeded, leave failures to come back (or move to the DLQ) through SQS itself.
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from "@aws-sdk/client-sqs";
import { setTimeout as sleep } from "node:timers/promises";
import { relayQueue } from "@ai-leaders/infra";

export interface RelayPoller {
  stop(): Promise<void>;
}

export interface PollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  handler: (event: SQSEvent) => Promise<SQSBatchResponse>;
  /** Long-poll wait; short in tests so stop() returns quickly. */
  waitSeconds?: number;
  log?: (entry: Record<string, unknown>) => void;
}

export function startRelayPoller({ sqs, queueUrl, handler, waitSeconds = 1, log = console.error }: PollerOptions): RelayPoller {
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const received = await sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: relayQueue.batchSize,
            WaitTimeSeconds: waitSeconds,
            MessageSystemAttributeNames: ["All"],
          }),
        );
        const messages = received.Messages ?? [];
        if (messages.length === 0) continue;
        const { batchItemFailures } = await handler({ Records: messages.map((m) => toRecord(m, queueUrl)) });
        const failed = new Set(batchItemFailures.map((failure) => failure.itemIdentifier));
        const done = messages.filter((m) => !failed.has(m.MessageId!));
        if (done.length > 0) {
          await sqs.send(
            new DeleteMessageBatchCommand({
              QueueUrl: queueUrl,
              Entries: done.map((m, index) => ({ Id: String(index), ReceiptHandle: m.ReceiptHandle! })),
            }),
          );
        }
      } catch (error) {
        if (!running) break;
        log({ event: "relay_poll_failed", error: (error as Error).message });
        await sleep(1_000);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
  };
}

function toRecord(message: Message, queueUrl: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? "",
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? "1",
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? "local",
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? "",
    eventSource: "aws:sqs",
    eventSourceARN: `local:${queueUrl}`,
    awsRegion: "us-east-1",
  };
}
