import { SendMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import type { RelayMessage } from "./message.ts";

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

/** Re-enqueues every record still pending (e.g. after the local in-memory queue was lost). */
export async function requeuePending(
  sources: Array<{ kind: RelayMessage["kind"]; listPending(): Promise<string[]> }>,
  publisher: RelayPublisher,
): Promise<number> {
  let count = 0;
  for (const source of sources) {
    for (const id of await source.listPending()) {
      await publisher.publish({ kind: source.kind, id });
      count += 1;
    }
  }
  return count;
}
