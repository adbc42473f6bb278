import { describe, expect, it } from "vitest";
import type { SQSEvent, SQSRecord } from "aws-lambda";
import { processRelayBatch, type BatchOptions } from "./batch.ts";
import type { Delivery } from "./deliver.ts";

function record(messageId: string, body: string, receiveCount: number): SQSRecord {
  return {
    messageId,
    receiptHandle: `handle-${messageId}`,
    body,
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: "0",
      SenderId: "test",
      ApproximateFirstReceiveTimestamp: "0",
    },
    messageAttributes: {},
    md5OfBody: "",
    eventSource: "aws:sqs",
    eventSourceARN: "arn:aws:sqs:us-east-1:000000000000:relay",
    awsRegion: "us-east-1",
  };
}

function options(deliver: (delivery: Delivery) => Promise<void>) {
  const deferred: Array<[string, number]> = [];
  const batchOptions: BatchOptions = {
    maxReceiveCount: 5,
    deliver,
    retryDelaySeconds: (attempt) => attempt * 10,
    deferRetry: async (failed, delay) => {
      deferred.push([failed.messageId, delay]);
    },
    log: () => undefined,
  };
  return { batchOptions, deferred };
}

const message = (id: string) => JSON.stringify({ kind: "newsletter", id });

describe("processRelayBatch", () => {
  it("reports only the failed messages, so the others are deleted", async () => {
    const { batchOptions } = options(async ({ message: m }) => {
      if (m.id === "b@example.org") throw new Error("Webhook answered 502");
    });
    const event: SQSEvent = {
      Records: [
        record("1", message("a@example.org"), 1),
        record("2", message("b@example.org"), 1),
        record("3", message("c@example.org"), 1),
      ],
    };
    expect(await processRelayBatch(event, batchOptions)).toEqual({ batchItemFailures: [{ itemIdentifier: "2" }] });
  });

  it("backs off before the next attempt, and releases the last attempt to the dead-letter queue at once", async () => {
    const { batchOptions, deferred } = options(async () => {
      throw new Error("down");
    });
    await processRelayBatch(
      { Records: [record("1", message("a@example.org"), 2), record("2", message("b@example.org"), 5)] },
      batchOptions,
    );
    expect(deferred).toEqual([
      ["1", 20],
      ["2", 0],
    ]);
  });

  it("tells the delivery its attempt number and whether it is the last", async () => {
    const seen: Delivery[] = [];
    const { batchOptions } = options(async (delivery) => {
      seen.push(delivery);
    });
    await processRelayBatch({ Records: [record("1", message("a@example.org"), 5)] }, batchOptions);
    expect(seen).toEqual([{ message: { kind: "newsletter", id: "a@example.org" }, attempt: 5, isLastAttempt: true }]);
  });

  it.each(["not json", '{"kind":"unknown","id":"x"}', '{"kind":"newsletter"}'])(
    "treats the malformed message %s as a failure, never a crash",
    async (body) => {
      const { batchOptions } = options(async () => undefined);
      expect(await processRelayBatch({ Records: [record("9", body, 1)] }, batchOptions)).toEqual({
        batchItemFailures: [{ itemIdentifier: "9" }],
      });
    },
  );
});
