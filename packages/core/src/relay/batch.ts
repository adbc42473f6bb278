// The SQS consumer's batch loop, identical in Lambda and in the local poller.
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { relayMessageSchema, type RelayMessage } from "./message.ts";
import type { Delivery } from "./deliver.ts";
import { failureReason } from "./failure-reason.ts";

export interface BatchOptions {
  maxReceiveCount: number;
  deliver(delivery: Delivery): Promise<void>;
  /** Postpones the next attempt of a failed message (backoff through SQS visibility). */
  deferRetry(record: SQSRecord, delaySeconds: number): Promise<void>;
  retryDelaySeconds(attempt: number): number;
  log(entry: Record<string, unknown>): void;
}

export async function processRelayBatch(event: SQSEvent, options: BatchOptions): Promise<SQSBatchResponse> {
  const { log } = options;
  const outcomes = await Promise.all(
    event.Records.map(async (record) => {
      const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
      let message: RelayMessage | undefined;
      try {
        message = relayMessageSchema.parse(JSON.parse(record.body));
        await options.deliver({ message, attempt, isLastAttempt: attempt >= options.maxReceiveCount });
        return null;
      } catch (error) {
        const { kind, id } = message ?? {};
        const final = attempt >= options.maxReceiveCount;
        log({ event: "relay_delivery_failed", kind, id, messageId: record.messageId, attempt, final, error: failureReason(error) });
        // Back off before the next attempt; after the last one, let SQS move it to the DLQ now.
        const delay = final ? 0 : options.retryDelaySeconds(attempt);
        await options
          .deferRetry(record, delay)
          .catch((deferError: Error) => log({ event: "relay_defer_failed", error: deferError.message }));
        return { itemIdentifier: record.messageId };
      }
    }),
  );
  return { batchItemFailures: outcomes.filter((failure) => failure !== null) };
}
