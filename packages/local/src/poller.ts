// Stands in for Lambda's SQS event source mapping: receive a batch, call the handler, delete
// what succeeded, leave failures to come back (or move to the DLQ) through SQS itself. Like the
// event source, it runs several batches at once: one slow automation holds only its own batch,
// never the deliveries that arrive after it.
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  type Message,
  type SQSClient,
} from "@aws-sdk/client-sqs";
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
  /** Batches handled at once (Lambda runs up to relayQueue.maxConcurrency relay functions). */
  batchesAtOnce?: number;
}

/** Enough for a machine running the whole product that a slow delivery never holds the rest. */
const localBatchesAtOnce = 5;

/**
 * What stop() sends to end a long poll at once instead of waiting out its second: the poller
 * deletes it whenever it sees it (a stop that came while no poll was open leaves one behind).
 */
const wakeUpBody = "local-poller:stop";

export function startRelayPoller({
  sqs,
  queueUrl,
  handler,
  waitSeconds = 1,
  log = console.error,
  batchesAtOnce = localBatchesAtOnce,
}: PollerOptions): RelayPoller {
  let running = true;
  let polling = false;
  const inFlight = new Set<Promise<void>>();
  const receipts = (messages: Message[]) => messages.map((m, index) => ({ Id: String(index), ReceiptHandle: m.ReceiptHandle! }));
  const remove = async (messages: Message[]) => {
    if (messages.length > 0) await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queueUrl, Entries: receipts(messages) }));
  };
  /** Visible again at once, for the next start. */
  const giveBack = async (messages: Message[]) => {
    if (messages.length > 0) {
      await sqs.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: queueUrl,
          Entries: receipts(messages).map((entry) => ({ ...entry, VisibilityTimeout: 0 })),
        }),
      );
    }
  };

  /** One batch through the handler; what succeeded is deleted, failures come back through SQS. */
  const handle = async (messages: Message[]) => {
    try {
      const { batchItemFailures } = await handler({ Records: messages.map((m) => toRecord(m, queueUrl)) });
      const failed = new Set(batchItemFailures.map((failure) => failure.itemIdentifier));
      await remove(messages.filter((m) => !failed.has(m.MessageId!)));
    } catch (error) {
      log({ event: "relay_batch_failed", error: (error as Error).message });
    }
  };

  const loop = (async () => {
    while (running) {
      try {
        polling = true;
        const received = await sqs
          .send(
            new ReceiveMessageCommand({
              QueueUrl: queueUrl,
              MaxNumberOfMessages: relayQueue.batchSize,
              WaitTimeSeconds: waitSeconds,
              MessageSystemAttributeNames: ["All"],
            }),
          )
          .finally(() => (polling = false));
        const all = received.Messages ?? [];
        const messages = all.filter((m) => m.Body !== wakeUpBody);
        await remove(all.filter((m) => m.Body === wakeUpBody));
        // Stopped while the poll was open: what it took goes back to the queue for the next start.
        if (!running) {
          await giveBack(messages);
          break;
        }
        if (messages.length === 0) continue;
        const batch = handle(messages).finally(() => inFlight.delete(batch));
        inFlight.add(batch);
        // A free slot before the next poll: the batches under way go on meanwhile.
        if (inFlight.size >= batchesAtOnce) await Promise.race(inFlight);
      } catch (error) {
        if (!running) break;
        log({ event: "relay_poll_failed", error: (error as Error).message });
        await sleep(1_000);
      }
    }
    // A stop waits for the batches under way, as Lambda lets a running function finish.
    await Promise.all(inFlight);
  })();
  return {
    async stop() {
      running = false;
      if (polling) await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: wakeUpBody })).catch(() => undefined);
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
