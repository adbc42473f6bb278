// Contact messages: validated, stored, then relayed with the spec's payload.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LocalStack } from "@ai-leaders/local";
import { eventually, postJson, scanTable, startTestStack } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";

const storedMessages = (stack: LocalStack) => scanTable(stack, "contactMessages");

describe("the contact API", () => {
  let receiver: WebhookReceiver;
  let stack: LocalStack;
  const send = (body: unknown) => postJson(stack.request, `/api/contact`, body);
  const valid = { email: "cfo@company.example", subject: "Workshop for our board", message: "Could you run a session?\nThanks." };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ settings: { CONTACT_WEBHOOK_URL: receiver.url } });
  });
  afterAll(() => Promise.all([stack.stop(), receiver.close()]));
  afterEach(() => receiver.reset());

  it("stores the message, then delivers {email, subject, message, timestamp}", async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ sent: true });
    const delivered = await eventually(() => receiver.received[0]);
    const payload = JSON.parse(delivered.body);
    expect(Object.keys(payload)).toEqual(["email", "subject", "message", "timestamp"]);
    expect(payload).toEqual({ ...valid, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    const [stored] = (await storedMessages(stack)).filter((item) => item.subject === valid.subject);
    expect(stored?.created_at).toBe(payload.timestamp);
  });

  it.each([
    [{ ...valid, email: "" }, "Please enter your email address."],
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    [{ ...valid, subject: "  " }, "Please enter a subject."],
    [{ ...valid, message: "" }, "Please enter a message."],
    [{ ...valid, subject: "s".repeat(201) }, "Please keep the subject under 200 characters."],
    [{ ...valid, message: "m".repeat(5001) }, "Please keep the message under 5,000 characters."],
    [{ email: valid.email }, "Please enter a subject."],
  ])("refuses invalid body #%# with a 400 and stores nothing", async (body, message) => {
    const before = (await storedMessages(stack)).length;
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(message);
    expect((await storedMessages(stack)).length).toBe(before);
  });

  it("keeps the message when the webhook is down: retried, then failed, still stored", async () => {
    receiver.status = 502;
    const response = await send({ ...valid, subject: "Webhook down" });
    expect(response.status).toBe(201);
    const stored = await eventually(async () => {
      const [message] = (await storedMessages(stack)).filter((item) => item.subject === "Webhook down");
      return message?.relay_status === "failed" ? message : undefined;
    });
    expect(stored.relay_attempts).toBe(5);
    expect(receiver.received).toHaveLength(5);
  });

  it("limits messages per IP with a 429", async () => {
    const limited = await startTestStack();
    try {
      for (let i = 0; i < 5; i++) expect((await postJson(limited.request, `/api/contact`, valid)).status).toBe(201);
      const refused = await postJson(limited.request, `/api/contact`, valid);
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toBe("Too many requests from your network. Please wait a few minutes and try again.");
      expect((await storedMessages(limited)).length).toBe(5);
    } finally {
      await limited.stop();
    }
  });
});
