// The cloud's capture queue: the relay puts a roast's page in line and the capture function, fed
// by the queue at a set concurrency (stacks/capture.ts), takes it when a browser is free.
import { SendMessageCommand, type SQSClient } from "@aws-sdk/client-sqs";
import type { CaptureQueue } from "./types.ts";

// The client from the same copy of the SDK as the commands (the stacks' toolkit brings an older one).
export { SQSClient } from "@aws-sdk/client-sqs";

export function createSqsCaptureQueue({ client, queueUrl }: { client: SQSClient; queueUrl: string }): CaptureQueue {
  return {
    async enqueue(request) {
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(request) }));
    },
  };
}
