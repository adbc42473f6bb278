// The cloud's scheduled sweep, against DynamoDB Local and the local queue: a record stored while
// the queue refused its message is enqueued again and delivered; nothing else is sent twice.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { createSweeperHandler, stalePendingMs } from "@ai-leaders/functions/sweeper";
import { SendMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { placeholderCredentials } from "@ai-leaders/local";
import { createDeadLetterQueue } from "@ai-leaders/core/relay";
import { localRegion } from "@ai-leaders/core/db";
import { eventually, startTestStack } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const receivedEmails = (receiver: WebhookReceiver) => receiver.received.map((request) => JSON.parse(request.body).email as string);

describe("the relay sweeper", () => {
  let receiver: WebhookReceiver;
  let stack: LocalStack;
  const logged: Array<Record<string, unknown>> = [];
  let sweep: ReturnType<typeof createSweeperHandler>;
  let sqs: SQSClient;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ settings: { NEWSLETTER_WEBHOOK_URL: receiver.url } });
    sqs = new SQSClient({ endpoint: stack.endpoints.sqs, region: localRegion, credentials: placeholderCredentials });
    sweep = createSweeperHandler({
      services: stack.services,
      deadLetters: createDeadLetterQueue(async () => sqs, stack.queues.deadLetterQueueUrl),
      now: () => new Date(),
      log: (entry) => logged.push(entry),
    });
  });
  afterAll(async () => {
    sqs.destroy();
    await stack.stop();
    await receiver.close();
  });
  afterEach(() => {
    receiver.received.length = 0;
    logged.length = 0;
  });

  it("waits five minutes before it calls a record stranded", () => {
    expect(stalePendingMs).toBe(5 * 60_000);
  });

  it("enqueues a signup left pending with no message for over five minutes, which is then delivered", async () => {
    // Stored as the API stores them, without the message the queue refused: nothing delivers them.
    await stack.services.newsletter.subscribe("stranded@example.org", minutesAgo(10));
    await stack.services.newsletter.subscribe("just-stored@example.org", minutesAgo(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toEqual([]);

    expect(await sweep()).toEqual({ requeued: 1, deadLettersDropped: 0, watchChecksStarted: 0 });
    expect(logged).toEqual([expect.objectContaining({ event: "relay_requeued", requeued: 1 })]);

    await eventually(() => (receivedEmails(receiver).includes("stranded@example.org") ? true : undefined));
    const delivered = await eventually(async () => {
      const signup = await stack.services.newsletter.relay.get("stranded@example.org");
      return signup?.relay_status === "delivered" ? signup : undefined;
    });
    expect(delivered.relayed_at).toBeDefined();

    // The fresh one may still get its own message: it is left alone.
    expect((await stack.services.newsletter.relay.get("just-stored@example.org"))?.relay_status).toBe("pending");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receivedEmails(receiver)).toEqual(["stranded@example.org"]);
  });

  it("leaves a record whose delivery failed to the retry already in the queue, so it is not sent twice", async () => {
    await stack.services.newsletter.subscribe("retrying@example.org", minutesAgo(10));
    await stack.services.newsletter.relay.markAttemptFailed("retrying@example.org", 1, "Webhook answered 503", false, new Date());

    expect(await sweep()).toEqual({ requeued: 0, deadLettersDropped: 0, watchChecksStarted: 0 });
    expect(logged).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toEqual([]);
  });

  it("lists pending records by age, through the relay status index", async () => {
    await stack.services.newsletter.subscribe("an-hour-ago@example.org", minutesAgo(60));
    await stack.services.newsletter.subscribe("now@example.org", new Date());

    const olderThanHalfAnHour = await stack.services.newsletter.relay.listPending({ createdBefore: minutesAgo(30) });
    expect(olderThanHalfAnHour).toContain("an-hour-ago@example.org");
    expect(olderThanHalfAnHour).not.toContain("now@example.org");
    const all = await stack.services.newsletter.relay.listPending();
    expect(all).toEqual(expect.arrayContaining(["an-hour-ago@example.org", "now@example.org"]));
  });

  it("drops the dead letters of records sent again or gone, and keeps those still failed, so the alarm clears when all are attended to", async () => {
    await stack.services.newsletter.subscribe("still-failed@example.org", minutesAgo(1));
    await stack.services.newsletter.relay.markAttemptFailed("still-failed@example.org", 5, "Webhook answered 502", true, new Date());
    await stack.services.newsletter.subscribe("resent@example.org", minutesAgo(1));
    await stack.services.newsletter.relay.markAttemptFailed("resent@example.org", 5, "Webhook answered 502", true, new Date());
    await stack.services.newsletter.relay.claimForResend("resent@example.org", "operator@example.org", new Date());
    const letters = [
      { kind: "newsletter", id: "still-failed@example.org" },
      { kind: "newsletter", id: "resent@example.org" },
      { kind: "contact", id: "erased-since" },
      "not a relay message",
    ];
    for (const letter of letters) {
      await sqs.send(new SendMessageCommand({ QueueUrl: stack.queues.deadLetterQueueUrl, MessageBody: JSON.stringify(letter) }));
    }

    expect(await sweep()).toMatchObject({ deadLettersDropped: 3 });
    expect(logged).toContainEqual({ event: "dead_letters_dropped", dropped: 3, stillFailed: 1 });
  });
});
