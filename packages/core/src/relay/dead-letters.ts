// The dead-letter queue only raises the alarm: the stored records say what failed and are what
// "Send again" reads. A dead letter whose record was sent again, delivered or erased is dropped,
// so the alarm on the queue's depth clears once every failure is attended to.
import { DeleteMessageBatchCommand, ReceiveMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import { relayMessageSchema, type RelayKind } from "./message.ts";
import type { RelayStatusStore } from "./status-store.ts";

export interface DeadLetterQueue {
  /** Up to ten letters, hidden from the next receive for a while. */
  receive(): Promise<Array<{ body: string; receipt: string }>>;
  remove(receipts: string[]): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind reads records of its own type
export type RecordLookup = { [K in RelayKind]: Pick<RelayStatusStore<any>, "get"> };

/** Looks at up to `maxBatches` × 10 letters; keeps those whose record is still failed. */
export async function dropSettledDeadLetters(queue: DeadLetterQueue, records: RecordLookup, maxBatches = 10) {
  let dropped = 0;
  let kept = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const letters = await queue.receive();
    if (letters.length === 0) break;
    const settled: string[] = [];
    for (const letter of letters) {
      if (await isSettled(letter.body, records)) settled.push(letter.receipt);
      else kept += 1;
    }
    if (settled.length > 0) await queue.remove(settled);
    dropped += settled.length;
  }
  return { dropped, kept };
}

/** A letter that names no record can never be sent again: it is settled too. */
async function isSettled(body: string, records: RecordLookup): Promise<boolean> {
  let message;
  try {
    message = relayMessageSchema.parse(JSON.parse(body));
  } catch {
    return true;
  }
  return (await records[message.kind].get(message.id))?.relay_status !== "failed";
}

/** Letters stay hidden while the sweep decides; a kept one shows again for the alarm after this. */
const deadLetterHiddenSeconds = 60;

/** `sqs` makes the client when the sweep first needs it (connections.ts). */
export function createDeadLetterQueue(sqs: () => Promise<SQSClient>, queueUrl: string): DeadLetterQueue {
  return {
    async receive() {
      const { Messages = [] } = await (
        await sqs()
      ).send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 0,
          VisibilityTimeout: deadLetterHiddenSeconds,
        }),
      );
      return Messages.map((message) => ({ body: message.Body ?? "", receipt: message.ReceiptHandle! }));
    },
    async remove(receipts) {
      await (
        await sqs()
      ).send(
        new DeleteMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: receipts.map((receipt, index) => ({ Id: String(index), ReceiptHandle: receipt })),
        }),
      );
    },
  };
}
