// Downstream failures: nothing the visitor submitted is lost, and success means stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readReportWriters } from "@ai-leaders/core/config";
import { mockClient } from "aws-sdk-client-mock";
import { SQSClient, SendMessageCommand } from "@aws-sdk/client-sqs";
import { createDocumentClient } from "@ai-leaders/core/db";
import { requeuePending } from "@ai-leaders/core/relay";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { createApiApp } from "@ai-leaders/functions/api";
import { createServices } from "@ai-leaders/functions/services";
import type { LocalStack } from "@ai-leaders/local";
import { startTestStack } from "../support/test-stack.ts";

describe("the newsletter API when a downstream service fails", () => {
  let stack: LocalStack;
  const logged: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack.stop();
  });

  function apiWith(overrides: { dynamoEndpoint?: string; sqs?: SQSClient }) {
    const db = createDocumentClient({
      endpoint: overrides.dynamoEndpoint ?? stack.endpoints.dynamo,
      credentials: stack.dynamoCredentials,
    });
    const sqs = overrides.sqs ?? new SQSClient({ endpoint: stack.endpoints.sqs, region: "us-east-1" });
    const services = createServices({
      db: async () => db,
      sqs: async () => sqs,
      tableNames: stack.tableNames,
      relayQueueUrl: stack.queues.queueUrl,
      tokenSecret: async () => stack.config.tokenSecret,
    });
    const app = createApiApp({
      services,
      access: { codes: stack.config.accessCodes, tokenSecret: stack.config.tokenSecret },
      adminEmails: stack.config.adminEmails,
      reportWriters: readReportWriters({}),
      siteUrl: stack.config.publicUrl,
      allowedOrigins: [stack.config.publicUrl],
      clientIp: () => "192.0.2.1",
      limits: rateLimits,
      secureCookies: false,
      now: () => new Date(),
      log: (entry) => logged.push(entry),
    });
    return { app, services };
  }

  const subscribe = (app: ReturnType<typeof apiWith>["app"], email: string) =>
    app.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });

  it("reports success once stored even when the queue is down, and the signup is enqueued later", async () => {
    // SQS refusing a send cannot be produced by the local queue on demand: mock only that failure.
    const failingSqs = new SQSClient({ region: "us-east-1" });
    mockClient(failingSqs).on(SendMessageCommand).rejects(new Error("Service unavailable"));
    const { app } = apiWith({ sqs: failingSqs });

    const response = await subscribe(app, "queue-down@example.org");
    expect(response.status).toBe(201);
    expect(logged).toContainEqual(expect.objectContaining({ event: "relay_enqueue_failed", kind: "newsletter" }));
    const stored = await stack.services.newsletter.relay.get("queue-down@example.org");
    expect(stored?.relay_status).toBe("pending");

    const pending = await stack.services.newsletter.relay.listPending();
    expect(pending).toContain("queue-down@example.org");
    const requeued = await requeuePending(
      [{ kind: "newsletter", listPending: async () => ["queue-down@example.org"] }],
      stack.services.relayPublisher,
    );
    expect(requeued).toBe(1);
  });

  it("answers 500 with a safe message, and no success, when the database is unreachable", async () => {
    const { app } = apiWith({ dynamoEndpoint: "http://127.0.0.1:9" });
    const response = await subscribe(app, "db-down@example.org");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { message: "Something went wrong on our side. Please try again." } });
    expect(logged).toContainEqual(expect.objectContaining({ event: "unhandled_error", path: "/api/newsletter" }));
  });
});
