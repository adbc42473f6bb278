import { SendMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import type { RelayMessage } from "./message.ts";
import type { PendingFilter } from "./status-store.ts";

export interface RelayPublisher {
  publish(message: RelayMessage): Promise<void>;
}

export function createRelayPublisher(sqs: SQSClient, queueUrl: string): RelayPublisher {
  return {
    async publish(message) {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
    },
  };
}

/** Where the records of one relay kind wait for delivery. */
export interface RelaySource {
  kind: RelayMessage["kind"];
  listPending(filter?: PendingFilter): Promise<string[]>;
}

/** Re-enqueues every record still pending (e.g. after the local in-memory queue was lost). */
export async function requeuePending(sources: RelaySource[], publisher: RelayPublisher): Promise<number> {
  return requeue(sources, publisher);
}

/**
 * Re-enqueues the records stored before `olderThan` that are still pending and that no delivery
 * attempt has reached: their message was never sent (the queue refused it when they were stored).
 * A record with a failed attempt is left alone, since its message is waiting in the queue for the
 * retry and a second one would deliver it twice.
 */
export async function requeueStale(sources: RelaySource[], publisher: RelayPublisher, olderThan: Date): Promise<number> {
  return requeue(sources, publisher, { createdBefore: olderThan, unattempted: true });
}

async function requeue(sources: RelaySource[], publisher: RelayPublisher, filter?: PendingFilter): Promise<number> {
  let count = 0;
  for (const source of sources) {
    for (const id of await source.listPending(filter)) {
      await publisher.publish({ kind: source.kind, id });
      count += 1;
    }
  }
  return count;
}
