// The newsletter slice over real HTTP: API → DynamoDB Local → fauxqs → relay → webhook.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PurgeQueueCommand, ReceiveMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { placeholderCredentials, type LocalStack } from "@ai-leaders/local";
import { eventually, postJson, scanTable, startTestStack, uniquePrefix } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const storedSignups = (stack: LocalStack) => scanTable(stack, "newsletterSignups");

describe("newsletter signup", () => {
  let receiver: WebhookReceiver;
  let stack: LocalStack;
  const subscribe = (body: unknown) => postJson(stack.request, `/api/newsletter`, body);

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      settings: { NEWSLETTER_WEBHOOK_URL: receiver.url, PUBLIC_URL: "https://aiforleaders.test" },
    });
  });
  afterAll(() => Promise.all([stack.stop(), receiver.close()]));
  afterEach(() => receiver.reset());

  it("stores the signup, then delivers the spec payload to the webhook", async () => {
    const response = await subscribe({ email: "  Grace.Hopper@Navy.example.org " });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ subscribed: true });

    const delivered = await eventually(() => receiver.received[0]);
    expect(delivered.method).toBe("POST");
    expect(delivered.headers["content-type"]).toBe("application/json");
    const payload = JSON.parse(delivered.body);
    expect(Object.keys(payload)).toEqual(["email", "timestamp", "source", "website"]);
    expect(payload).toEqual({
      email: "grace.hopper@navy.example.org",
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      source: "newsletter_signup",
      website: "https://aiforleaders.test",
    });

    const signup = await eventually(async () => {
      const stored = await stack.services.newsletter.relay.get("grace.hopper@navy.example.org");
      return stored?.relay_status === "delivered" ? stored : undefined;
    });
    expect(signup.created_at).toBe(payload.timestamp);
  });

  it("subscribes an address once: a repeat succeeds without a second delivery", async () => {
    await subscribe({ email: "ada@lovelace.example.org" });
    await eventually(() => receiver.received[0]);
    const repeat = await subscribe({ email: "ADA@lovelace.example.org" });
    expect(repeat.status).toBe(200);
    expect(repeat.json).toEqual({ subscribed: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.received).toHaveLength(1);
  });

  it.each([
    [{ email: "" }, "Email required", "Please enter your email address."],
    [{ email: "   " }, "Email required", "Please enter your email address."],
    [{}, "Email required", "Please enter your email address."],
    [{ email: "not-an-email" }, undefined, "Please enter a valid email address"],
    [{ email: `${"a".repeat(250)}@example.org` }, undefined, "Email address is too long"],
    [{ email: 42 }, "Email required", "Please enter your email address."],
  ])("refuses %j with a 400 and the spec's message, storing nothing", async (body, title, message) => {
    const before = (await storedSignups(stack)).length;
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(message);
    expect(response.json.error.title).toBe(title);
    expect((await storedSignups(stack)).length).toBe(before);
  });

  it("answers malformed JSON and oversized bodies with a 4xx, never a 5xx", async () => {
    const malformed = await postJson(stack.request, `/api/newsletter`, "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toBe("The request body must be valid JSON.");

    const oversized = await subscribe({ email: "big@example.org", padding: "x".repeat(20_000) });
    expect(oversized.status).toBe(413);
    expect(oversized.json.error.message).toBe("The request is too large.");
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const response = await stack.request(`/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: "Not found." } });
  });
});

describe("when the webhook is down", () => {
  let receiver: WebhookReceiver;
  let stack: LocalStack;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    receiver.status = 500;
    stack = await startTestStack({ settings: { NEWSLETTER_WEBHOOK_URL: receiver.url } });
  });
  afterAll(async () => {
    await stack.stop();
    await receiver.close();
  });

  it("retries, leaves the message in the dead-letter queue and keeps the signup", async () => {
    const response = await postJson(stack.request, `/api/newsletter`, { email: "down@example.org" });
    expect(response.status).toBe(201);

    const sqs = new SQSClient({ endpoint: stack.endpoints.sqs, region: "us-east-1", credentials: placeholderCredentials });
    const deadLetter = await eventually(async () => {
      const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: stack.queues.deadLetterQueueUrl, WaitTimeSeconds: 1 }));
      return received.Messages?.[0];
    });
    sqs.destroy();

    expect(JSON.parse(deadLetter.Body!)).toEqual({ kind: "newsletter", id: "down@example.org" });
    expect(receiver.received).toHaveLength(5);
    const signup = await stack.services.newsletter.relay.get("down@example.org");
    expect(signup).toMatchObject({ email: "down@example.org", relay_status: "failed", relay_attempts: 5 });
    expect(signup?.relay_error).toContain("500");
  });
});

describe("without a webhook URL", () => {
  it("stores the signup and marks its relay skipped", async () => {
    const stack = await startTestStack();
    try {
      const response = await postJson(stack.request, `/api/newsletter`, { email: "quiet@example.org" });
      expect(response.status).toBe(201);
      const signup = await eventually(async () => {
        const stored = await stack.services.newsletter.relay.get("quiet@example.org");
        return stored?.relay_status === "skipped" ? stored : undefined;
      });
      expect(signup.relay_error).toBe("NEWSLETTER_WEBHOOK_URL is not set");
    } finally {
      await stack.stop();
    }
  });
});

describe("stopping the local stack mid-delivery", () => {
  it("loses nothing: the next start enqueues pending signups again and delivers them", async () => {
    const resourcePrefix = uniquePrefix();
    const receiver = await startWebhookReceiver();
    receiver.status = 503;
    // Failed attempts wait a minute before the next one: the signup is still pending when we stop.
    const first = await startTestStack({
      resourcePrefix,
      settings: { NEWSLETTER_WEBHOOK_URL: receiver.url },
      relayRetryDelaySeconds: () => 60,
    });
    await postJson(first.request, `/api/newsletter`, { email: "pending@example.org" });
    await eventually(() => receiver.received[0]);
    expect((await first.services.newsletter.relay.get("pending@example.org"))?.relay_status).toBe("pending");
    // The double opt-in mail goes out too; once it is delivered, the signup is the one delivery left pending.
    await eventually(async () => {
      const [confirmation] = await scanTable(first, "mailOutbox");
      return confirmation?.relay_status === "delivered" ? true : undefined;
    });
    await first.stop();

    // The local queue lives in memory: a restart starts with it empty.
    const sqs = new SQSClient({ endpoint: first.endpoints.sqs, region: "us-east-1", credentials: placeholderCredentials });
    await sqs.send(new PurgeQueueCommand({ QueueUrl: first.queues.queueUrl }));
    sqs.destroy();

    receiver.status = 200;
    receiver.received.length = 0;
    const second = await startTestStack({ resourcePrefix, settings: { NEWSLETTER_WEBHOOK_URL: receiver.url } });
    try {
      expect(second.requeued).toBe(1);
      const delivered = await eventually(() => receiver.received[0]);
      expect(JSON.parse(delivered.body).email).toBe("pending@example.org");
      await eventually(async () =>
        (await second.services.newsletter.relay.get("pending@example.org"))?.relay_status === "delivered" ? true : undefined,
      );
    } finally {
      await second.stop();
      await receiver.close();
    }
  });
});
