// The local stand-in for Lambda's SQS event source: a stop ends the open long poll at once (a
// stack's stop, and so each test file, used to wait out the poll's second), and nothing is lost
// to it: what the poll held goes back to the queue, and the next start delivers it.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import type { SQSEvent } from "aws-lambda";
import { createRelayQueues, placeholderCredentials } from "@ai-leaders/local";
import { startRelayPoller } from "../../packages/local/src/poller.ts";
import { eventually, uniquePrefix } from "../support/test-stack.ts";

describe("the local relay poller", () => {
  let sqs: SQSClient;
  let queueUrl: string;
  const handled: string[] = [];
  const handler = async (event: SQSEvent) => {
    handled.push(...event.Records.map((record) => record.body));
    return { batchItemFailures: [] };
  };
  const inQueue = async () => {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
      }),
    );
    return Number(Attributes?.ApproximateNumberOfMessages) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible);
  };

  beforeAll(async () => {
    sqs = new SQSClient({ endpoint: inject("sqsEndpoint"), region: "us-east-1", credentials: placeholderCredentials });
    ({ queueUrl } = await createRelayQueues(sqs, uniquePrefix()));
  });
  afterAll(() => sqs?.destroy());

  it("stops during a long poll without waiting it out, and the next start delivers what was sent meanwhile, once", async () => {
    const longPoll = 20;
    const first = startRelayPoller({ sqs, queueUrl, handler, waitSeconds: longPoll });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"n":1}' }));
    await eventually(() => (handled.includes('{"n":1}') ? true : undefined));
    // Its next poll is open on an empty queue: the stop ends it (a ceiling at half the poll's length).
    const stoppedAt = performance.now();
    await first.stop();
    expect(performance.now() - stoppedAt).toBeLessThan((longPoll / 2) * 1000);

    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"n":2}' }));
    const second = startRelayPoller({ sqs, queueUrl, handler, waitSeconds: longPoll });
    try {
      await eventually(() => (handled.includes('{"n":2}') ? true : undefined));
      await eventually(async () => ((await inQueue()) === 0 ? true : undefined));
      // The stop's own message never reaches the handler, and each message is handled once.
      expect(handled).toEqual(['{"n":1}', '{"n":2}']);
    } finally {
      await second.stop();
    }
  });

  it("delivers what arrives after a slow batch while that batch still waits, as Lambda runs batches side by side", async () => {
    let releaseSlow!: () => void;
    const slowReleased = new Promise<void>((resolve) => (releaseSlow = resolve));
    const seen: string[] = [];
    const poller = startRelayPoller({
      sqs,
      queueUrl,
      waitSeconds: 1,
      handler: async (event) => {
        const bodies = event.Records.map((record) => record.body);
        seen.push(...bodies);
        if (bodies.includes('{"slow":true}')) await slowReleased;
        return { batchItemFailures: [] };
      },
    });
    try {
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"slow":true}' }));
      await eventually(() => (seen.includes('{"slow":true}') ? true : undefined));
      await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"quick":true}' }));
      // Handled while the slow batch is still held.
      await eventually(() => (seen.includes('{"quick":true}') ? true : undefined));
    } finally {
      releaseSlow();
      await poller.stop();
    }
    await eventually(async () => ((await inQueue()) === 0 ? true : undefined));
  });
});
