// The operator's deliveries and AI jobs (issue 18), through the whole local stack: a delivery that
// spends its retries is recorded failed on the stored record, is listed from the tables (also after
// a restart that lost the queue), and "Send again" delivers it once, under the same idempotency key,
// with no error left on it. A record stored while its webhook was not set waits, and "Send now"
// delivers it once the webhook is set (issue 30).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Hono } from "hono";
import { GetQueueAttributesCommand, PurgeQueueCommand, SQSClient } from "@aws-sdk/client-sqs";
import { placeholderCredentials, type LocalStack } from "@ai-leaders/local";
import { idempotencyKey } from "@ai-leaders/core/relay";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { localRegion } from "@ai-leaders/core/db";
import { createFailedDeliveriesService } from "@ai-leaders/functions/relay";
import type { AuditRecord } from "@ai-leaders/core/audit";
import { addressHash } from "@ai-leaders/core/erasure";
import { adminDeliveryRoutes } from "../../packages/functions/src/api/admin/deliveries.ts";
import { adminJobRoutes } from "../../packages/functions/src/api/admin/jobs.ts";
import { eventually, postJson, scanTable, startTestStack, uniquePrefix } from "../support/test-stack.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";
import { requestAccessGrant } from "../support/access.ts";
import { startWebsiteRoast } from "../support/roast.ts";
import { startFixtureSite } from "../support/fixture-site.ts";
import { signedInConsoleAdmin } from "../support/console-admin.ts";
import { seedSignups } from "../support/seed-signups.ts";
import type { NewsletterSignup } from "@ai-leaders/core/newsletter";
import { samplePageAnswer, startOpenAiStandIn } from "../support/openai-stand-in.ts";

const admin = "operator@example.org";
/** The log names a signup by its address's keyed hash, never the address. */
const tokenSecret = "deliveries-test-secret";

/** The console's routes as the admin router mounts them, here on a plain app. */
function consoleApp(stack: LocalStack, audited: AuditRecord[]) {
  const deps = { audit: async (entry: AuditRecord) => void audited.push(entry), actor: () => admin, tokenSecret };
  return new Hono().route("/deliveries", adminDeliveryRoutes({ ...deps, deliveries: createFailedDeliveriesService(stack.services) })).route(
    "/jobs",
    adminJobRoutes({
      jobs: stack.services.jobs,
      budget: { dailyTokens: 0, usedToday: () => stack.services.modelBudget.usedToday(new Date()) },
      now: () => new Date(),
    }),
  );
}

async function callJson(app: Hono, path: string, body?: unknown) {
  const response = await app.request(
    path,
    body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
  );
  return { status: response.status, json: (await response.json()) as any };
}

/** A webhook address nothing listens on: every attempt is refused. */
async function deadWebhookUrl() {
  const receiver = await startWebhookReceiver();
  await receiver.close();
  return receiver.url;
}

const deliveriesTo = (receiver: WebhookReceiver, email: string) =>
  receiver.received.filter((request) => JSON.parse(request.body).email === email);

/** The operator's `action` on `target`, as the log records it. */
const audit = (action: AuditRecord["action"], target: string, details: AuditRecord["details"]): AuditRecord => ({
  actor: admin,
  action,
  target,
  details,
});
/** A signup as the log names it. */
const signupTarget = (email: string) => `newsletter:${addressHash(email, tokenSecret)}`;

/** The Idempotency-Key every delivery of `email`'s signup (stored at `created_at`) carries. */
const signupKey = (email: string, created_at: string) => idempotencyKey({ kind: "newsletter", id: email }, { created_at });

const storedSignup = async (stack: LocalStack, email: string) =>
  (await scanTable(stack, "newsletterSignups")).find((item) => item.email === email);

/** Waits until `email`'s signup is stored with `relay_status`: its row. */
const signupOnce = (stack: LocalStack, email: string, relay_status: string) =>
  eventually(async () => {
    const row = await storedSignup(stack, email);
    return row?.relay_status === relay_status ? row : undefined;
  });

/** Waits until `email`'s signup has arrived at `receiver` and is stored as delivered: its first delivery, and its row. */
async function deliveredSignup(stack: LocalStack, receiver: WebhookReceiver, email: string) {
  const [delivered] = await eventually(() => (deliveriesTo(receiver, email).length > 0 ? deliveriesTo(receiver, email) : undefined));
  return { delivered: delivered!, signup: await signupOnce(stack, email, "delivered") };
}

/** Signs up a fresh address and waits until it arrives: everything queued before it has been tried. */
async function flushRelay(stack: LocalStack, receiver: WebhookReceiver, marker: string) {
  expect((await postJson(stack.request, `/api/newsletter`, { email: marker })).status).toBe(201);
  await eventually(() => (deliveriesTo(receiver, marker).length > 0 ? true : undefined));
}

describe("failed deliveries", () => {
  const prefix = uniquePrefix();
  const audited: AuditRecord[] = [];
  let receiver: WebhookReceiver;
  let stack: LocalStack;
  let sqs: SQSClient;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    const dead = await deadWebhookUrl();
    stack = await startTestStack({ resourcePrefix: prefix, settings: { NEWSLETTER_WEBHOOK_URL: dead, CONTACT_WEBHOOK_URL: dead } });
    sqs = new SQSClient({ endpoint: stack.endpoints.sqs, region: localRegion, credentials: placeholderCredentials });
  });
  afterAll(async () => {
    sqs.destroy();
    await stack.stop();
    await receiver.close();
  });

  it("end failed, with the last error, the attempts and the time on the stored record", async () => {
    expect((await postJson(stack.request, `/api/newsletter`, { email: "down@example.org" })).status).toBe(201);
    const contact = { email: "writer@example.org", subject: "Workshop", message: "Do you run workshops?" };
    expect((await postJson(stack.request, `/api/contact`, contact)).status).toBe(201);

    const signup = await signupOnce(stack, "down@example.org", "failed");
    expect(signup).toMatchObject({ relay_attempts: 5, relay_error: "Webhook unreachable (ECONNREFUSED)" });
    expect(Date.parse(signup.relay_failed_at)).toBeGreaterThanOrEqual(Date.parse(signup.created_at));
    expect(signup.relay_error).not.toContain("127.0.0.1");
    await eventually(async () => ((await scanTable(stack, "contactMessages"))[0]?.relay_status === "failed" ? true : undefined));
  });

  it("are listed newest first across kinds, with what each record is", async () => {
    const app = consoleApp(stack, audited);
    const { status, json } = await callJson(app, "/deliveries");
    expect(status).toBe(200);
    expect(json.next_cursor).toBeNull();
    expect(json.deliveries).toEqual([
      expect.objectContaining({
        kind: "contact",
        summary: "writer@example.org: Workshop",
        attempts: 5,
        last_error: "Webhook unreachable (ECONNREFUSED)",
      }),
      expect.objectContaining({
        kind: "newsletter",
        id: "down@example.org",
        summary: "down@example.org",
        attempts: 5,
        failed_at: expect.any(String),
      }),
    ]);
  });

  it("refuses a cursor it did not make and a record it cannot send, writing nothing", async () => {
    const app = consoleApp(stack, audited);
    expect(await callJson(app, "/deliveries?cursor=bm90LWEtY3Vyc29y")).toEqual({
      status: 400,
      json: { error: { message: "That page link is no longer valid. Please start from the first page." } },
    });
    expect((await callJson(app, "/deliveries/send-again", { kind: "fax", id: "down@example.org" })).json.error.message).toBe(
      "Choose newsletter, contact, analysis or mail.",
    );
    expect((await callJson(app, "/deliveries/send-again", { kind: "newsletter", id: "" })).status).toBe(400);
    expect(await callJson(app, "/deliveries/send-again", { kind: "newsletter", id: "nobody@example.org" })).toEqual({
      status: 404,
      json: { error: { message: "There is no such record. It may have been erased." } },
    });
    expect(audited).toEqual([]);
    expect((await storedSignup(stack, "down@example.org"))?.relay_status).toBe("failed");
  });

  it("stay listed after a restart that lost the queue, and are not sent again by themselves", async () => {
    // The dead-letter queue got the last attempt; then the in-memory queue is lost with the stack.
    await eventually(async () => {
      const { Attributes } = await sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: stack.queues.deadLetterQueueUrl, AttributeNames: ["ApproximateNumberOfMessages"] }),
      );
      return Number(Attributes?.ApproximateNumberOfMessages) >= 2 ? true : undefined;
    });
    await stack.stop();
    for (const QueueUrl of [stack.queues.queueUrl, stack.queues.deadLetterQueueUrl]) await sqs.send(new PurgeQueueCommand({ QueueUrl }));

    stack = await startTestStack({
      resourcePrefix: prefix,
      settings: { NEWSLETTER_WEBHOOK_URL: receiver.url, CONTACT_WEBHOOK_URL: receiver.url },
    });
    expect(stack.requeued).toBe(0);
    await flushRelay(stack, receiver, "after-restart@example.org");
    expect(deliveriesTo(receiver, "down@example.org")).toEqual([]);
    const listed = await callJson(consoleApp(stack, audited), "/deliveries");
    expect(listed.json.deliveries.map((delivery: { id: string }) => delivery.id)).toContain("down@example.org");
  });

  it("are sent again when asked, arrive once with the same idempotency key, and the action is audited", async () => {
    const app = consoleApp(stack, audited);
    expect(await callJson(app, "/deliveries/send-again", { kind: "newsletter", id: "down@example.org" })).toEqual({
      status: 200,
      json: { outcome: "queued" },
    });
    expect(audited).toEqual([audit("delivery.send_again", signupTarget("down@example.org"), { outcome: "queued" })]);

    const { delivered, signup } = await deliveredSignup(stack, receiver, "down@example.org");
    expect(delivered.headers["idempotency-key"]).toBe(signupKey("down@example.org", signup.created_at));
    expect(signup).toMatchObject({ relay_resent_by: admin });
    // Delivered: the error of the refused attempts is no longer true of it; how many there were is kept.
    expect(signup.relay_error).toBeUndefined();
    expect(signup.relay_failed_at).toBeUndefined();
    expect(signup.relay_attempts).toBe(5);

    // Once: a second click finds it delivered, says so, is audited too, and nothing else is on its way.
    expect(await callJson(app, "/deliveries/send-again", { kind: "newsletter", id: "down@example.org" })).toEqual({
      status: 409,
      json: {
        error: {
          message:
            "Not sent again: this record was delivered (for an AI job, its result has arrived), so sending it again would run the automation twice.",
        },
      },
    });
    expect(audited.at(-1)).toEqual(audit("delivery.send_again", signupTarget("down@example.org"), { outcome: "already-delivered" }));
    await flushRelay(stack, receiver, "after-send-again@example.org");
    expect(deliveriesTo(receiver, "down@example.org")).toHaveLength(1);
  });

  it("are all sent again at once", async () => {
    const app = consoleApp(stack, audited);
    expect(await callJson(app, "/deliveries/send-all-again", {})).toEqual({ status: 200, json: { queued: 1, skipped: 0 } });
    expect(audited.at(-1)).toEqual(audit("delivery.send_all_again", "deliveries", { queued: 1, skipped: 0 }));
    await eventually(() => receiver.received.find((request) => JSON.parse(request.body).subject === "Workshop"));
    await eventually(async () => ((await callJson(app, "/deliveries")).json.deliveries.length === 0 ? true : undefined));
  });
});

describe("AI jobs", () => {
  let stack: LocalStack;
  let closeAll: () => Promise<void>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;

  beforeAll(async () => {
    site = await startFixtureSite();
    const model = await startOpenAiStandIn(() => ({
      content: samplePageAnswer("Invoicing for freelancers"),
      usage: { prompt: 1200, completion: 340 },
    }));
    stack = await startTestStack({
      rateLimits: { ...rateLimits, workflow: { limit: 10_000, windowSeconds: 600 } },
      settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1", AI_PROVIDER: "openai", AI_BASE_URL: model.baseUrl, AI_MODEL: "stand-in-1" },
    });
    closeAll = async () => {
      await stack.stop();
      await model.close();
      await site.close();
    };
  });
  afterAll(() => closeAll());

  async function runJob(url: string) {
    const { token } = await requestAccessGrant(stack);
    const sessionId = (await startWebsiteRoast(stack, token, url)).session_id;
    await eventually(async () => ((await stack.services.jobs.get(sessionId))?.status !== "pending" ? true : undefined));
    return sessionId;
  }

  it("lists a finished job with its provider, tokens and duration, and a failed one with its reason", async () => {
    const finished = await runJob(site.url("strong"));
    const failed = await runJob(site.url("strong").replace("/strong", "/missing"));
    const app = consoleApp(stack, []);

    const all = await callJson(app, "/jobs");
    expect(all.status).toBe(200);
    expect(all.json.jobs.map((job: { session_id: string }) => job.session_id)).toEqual([failed, finished]);
    expect(all.json.jobs[1]).toMatchObject({
      kind: "website-roast",
      status: "completed",
      engine: "model",
      provider: "openai",
      model: "stand-in-1",
      input_tokens: 1200,
      output_tokens: 340,
      failure_reason: null,
      result_id: expect.any(String),
    });
    expect(all.json.jobs[1].duration_ms).toBeGreaterThan(0);
    expect(all.json.jobs[0]).toMatchObject({ status: "failed", failure_reason: expect.any(String), result_id: null });

    const onlyFailed = await callJson(app, "/jobs?status=failed&kind=website-roast");
    expect(onlyFailed.json.jobs.map((job: { session_id: string }) => job.session_id)).toEqual([failed]);
    const onePerPage = await callJson(app, `/jobs?status=completed`);
    expect(onePerPage.json).toMatchObject({ jobs: [{ session_id: finished }], next_cursor: null });

    const opened = await callJson(app, `/jobs/${finished}`);
    expect(opened.json.job).toMatchObject({
      session_id: finished,
      result_path: `/r/${all.json.jobs[1].result_id}`,
      delivery: { status: "delivered" },
    });
    expect((await stack.request(`/api/results/${all.json.jobs[1].result_id}`)).status).toBe(200);
  });

  it("answers bad filters, cursors and ids with a clear message", async () => {
    const app = consoleApp(stack, []);
    expect(await callJson(app, "/jobs?status=lost")).toEqual({
      status: 400,
      json: { error: { message: "Choose pending, completed or failed.", field: "status" } },
    });
    expect((await callJson(app, "/jobs?kind=poem")).json.error.message).toBe(
      "Choose landing-roast, landing-improve, founder-profile or website-roast.",
    );
    expect((await callJson(app, "/jobs?cursor=e30")).status).toBe(400);
    expect(await callJson(app, "/jobs/not-a-job")).toEqual({
      status: 404,
      json: { error: { message: "There is no such job. Jobs are kept for 30 days." } },
    });
  });

  it("pages through many jobs newest first, filtered without losing any", async () => {
    const base = Date.parse("2026-11-01T00:00:00.000Z");
    const ids = Array.from({ length: 30 }, (_, index) => `${base + index * 1000}-${index.toString(16).padStart(32, "0")}`);
    const paged = await startTestStack();
    try {
      for (const [index, sessionId] of ids.entries()) {
        await paged.services.jobs.create({
          session_id: sessionId,
          kind: index % 2 ? "landing-roast" : "website-roast",
          input: { url: "https://example.org" },
          status: "completed",
          relay_status: "delivered",
          created_at: new Date(base + index * 1000).toISOString(),
          expires_at: Math.floor(base / 1000) + 86_400,
        });
      }
      const app = consoleApp(paged, []);
      const first = await callJson(app, "/jobs");
      expect(first.json.jobs).toHaveLength(25);
      const second = await callJson(app, `/jobs?cursor=${first.json.next_cursor}`);
      expect(second.json.next_cursor).toBeNull();
      expect([...first.json.jobs, ...second.json.jobs].map((job: { session_id: string }) => job.session_id)).toEqual([...ids].reverse());
      const landing = await callJson(app, "/jobs?kind=landing-roast");
      expect(landing.json.jobs.map((job: { session_id: string }) => job.session_id)).toEqual(ids.filter((_, index) => index % 2).reverse());
    } finally {
      await paged.stop();
    }
  });
});

describe("records stored while no webhook was set", () => {
  const prefix = uniquePrefix();
  const audited: AuditRecord[] = [];
  let receiver: WebhookReceiver;
  let stack: LocalStack;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({ resourcePrefix: prefix });
  });
  afterAll(async () => {
    await stack.stop();
    await receiver.close();
  });

  const waitingIds = async (app: Hono) =>
    (await callJson(app, "/deliveries/waiting")).json.deliveries.map((delivery: { id: string }) => delivery.id);

  it("are stored as not sent, saying which setting was missing, and listed as waiting", async () => {
    for (const email of ["early.one@example.org", "early.two@example.org"])
      expect((await postJson(stack.request, `/api/newsletter`, { email })).status).toBe(201);
    expect(
      (await postJson(stack.request, `/api/contact`, { email: "early@example.org", subject: "Hello", message: "Before any automation." }))
        .status,
    ).toBe(201);
    await eventually(async () => ((await scanTable(stack, "contactMessages"))[0]?.relay_status === "skipped" ? true : undefined));
    const signup = await signupOnce(stack, "early.two@example.org", "skipped");
    expect(signup.relay_error).toBe("NEWSLETTER_WEBHOOK_URL is not set");

    const { status, json } = await callJson(consoleApp(stack, audited), "/deliveries/waiting");
    expect(status).toBe(200);
    expect(json.deliveries).toEqual([
      expect.objectContaining({ kind: "contact", summary: "early@example.org: Hello", last_error: "CONTACT_WEBHOOK_URL is not set" }),
      expect.objectContaining({ kind: "newsletter", id: "early.two@example.org", last_error: "NEWSLETTER_WEBHOOK_URL is not set" }),
      expect.objectContaining({ kind: "newsletter", id: "early.one@example.org" }),
    ]);
    // They are not failures: the failed list stays empty.
    expect((await callJson(consoleApp(stack, audited), "/deliveries")).json.deliveries).toEqual([]);
  });

  it("come back to the list, saying so, when sent while the webhook is still not set", async () => {
    const app = consoleApp(stack, audited);
    expect(await callJson(app, "/deliveries/send-now", { kind: "newsletter", id: "early.one@example.org" })).toEqual({
      status: 200,
      json: { outcome: "queued" },
    });
    const again = await eventually(async () => {
      const row = await storedSignup(stack, "early.one@example.org");
      return row?.relay_status === "skipped" && row.relay_resent_by ? row : undefined;
    });
    expect(again.relay_error).toBe("NEWSLETTER_WEBHOOK_URL is not set");
    expect(await waitingIds(app)).toContain("early.one@example.org");
  });

  it("refuse what cannot be sent now with a clear message, changing nothing", async () => {
    const app = consoleApp(stack, audited);
    const before = audited.length;
    expect((await callJson(app, "/deliveries/send-now", { kind: "fax", id: "early.two@example.org" })).status).toBe(400);
    expect(await callJson(app, "/deliveries/send-now", { kind: "newsletter", id: "nobody@example.org" })).toEqual({
      status: 404,
      json: { error: { message: "There is no such record. It may have been erased." } },
    });
    expect(await callJson(app, "/deliveries/waiting?cursor=bm90LWEtY3Vyc29y")).toEqual({
      status: 400,
      json: { error: { message: "That page link is no longer valid. Please start from the first page." } },
    });
    expect(audited.length).toBe(before);
    expect((await storedSignup(stack, "early.two@example.org"))?.relay_status).toBe("skipped");
  });

  it("are sent now once the webhook is set: once each, under their idempotency key, audited", async () => {
    await stack.stop();
    stack = await startTestStack({
      resourcePrefix: prefix,
      settings: { NEWSLETTER_WEBHOOK_URL: receiver.url, CONTACT_WEBHOOK_URL: receiver.url },
    });
    // Not sent by themselves on start: only the operator's "Send now" sends them.
    expect(stack.requeued).toBe(0);
    const app = consoleApp(stack, audited);

    expect(await callJson(app, "/deliveries/send-now", { kind: "newsletter", id: "early.two@example.org" })).toEqual({
      status: 200,
      json: { outcome: "queued" },
    });
    expect(audited.at(-1)).toEqual(audit("delivery.send_now", signupTarget("early.two@example.org"), { outcome: "queued" }));
    const { delivered, signup } = await deliveredSignup(stack, receiver, "early.two@example.org");
    expect(delivered.headers["idempotency-key"]).toBe(signupKey("early.two@example.org", signup.created_at));
    expect(signup).toMatchObject({ relay_resent_by: admin });
    expect(signup.relay_error).toBeUndefined();

    // A second click finds it sent, says so, and is audited too.
    expect(await callJson(app, "/deliveries/send-now", { kind: "newsletter", id: "early.two@example.org" })).toMatchObject({ status: 409 });
    expect(audited.at(-1)).toMatchObject({ action: "delivery.send_now", details: { outcome: "already-delivered" } });

    expect(await callJson(app, "/deliveries/send-all-now", {})).toEqual({ status: 200, json: { queued: 2, skipped: 0 } });
    expect(audited.at(-1)).toEqual(audit("delivery.send_all_now", "deliveries", { queued: 2, skipped: 0 }));
    await eventually(() =>
      deliveriesTo(receiver, "early.one@example.org").length === 1 &&
      receiver.received.some((request) => JSON.parse(request.body).subject === "Hello")
        ? true
        : undefined,
    );
    await eventually(async () => ((await waitingIds(app)).length === 0 ? true : undefined));
    await flushRelay(stack, receiver, "after-send-now@example.org");
    expect(deliveriesTo(receiver, "early.one@example.org")).toHaveLength(1);
    expect(deliveriesTo(receiver, "early.two@example.org")).toHaveLength(1);
  });
});

describe("a delivered record in the Audience list and its CSV", () => {
  const consoleAdmin = "audience.operator@example.org";
  let stack: LocalStack;
  let token: string;

  beforeAll(async () => {
    stack = await startTestStack({ settings: { ADMIN_EMAILS: consoleAdmin } });
    token = (await signedInConsoleAdmin(stack, consoleAdmin)).accessToken;
  });
  afterAll(() => stack.stop());

  it("shows no error, also for a record delivered before delivery cleared it", async () => {
    const created_at = "2026-11-20T09:00:00.000Z";
    await seedSignups(stack, [
      // Delivered after refused attempts, stored while delivery still kept the old error on the record.
      {
        email: "delivered.late@example.org",
        created_at,
        relay_status: "delivered",
        relay_attempts: 2,
        relay_error: "Webhook unreachable (ECONNREFUSED)",
        relayed_at: created_at,
      },
      {
        email: "still.failing@example.org",
        created_at,
        relay_status: "failed",
        relay_attempts: 5,
        relay_error: "Webhook unreachable (ECONNREFUSED)",
      },
    ] as NewsletterSignup[]);
    const headers = { authorization: `Bearer ${token}` };

    const listed = (await (await stack.request(`/api/admin/audience/signups`, { headers })).json()) as {
      rows: Array<Record<string, unknown>>;
    };
    const byEmail = (email: string) => listed.rows.find((row) => row.email === email);
    expect(byEmail("delivered.late@example.org")).toMatchObject({ relay_status: "delivered" });
    expect(byEmail("delivered.late@example.org")).not.toHaveProperty("relay_error");
    expect(byEmail("still.failing@example.org")).toMatchObject({
      relay_status: "failed",
      relay_error: "Webhook unreachable (ECONNREFUSED)",
    });

    const csv = await (await stack.request(`/api/admin/audience/signups.csv`, { headers })).text();
    const lines = csv.trim().split(/\r?\n/);
    const columns = lines[0]!.split(",");
    const cell = (email: string, column: string) => lines.find((line) => line.startsWith(email))!.split(",")[columns.indexOf(column)];
    expect(cell("delivered.late@example.org", "delivery")).toBe("delivered");
    expect(cell("delivered.late@example.org", "delivery_error")).toBe("");
    expect(cell("still.failing@example.org", "delivery_error")).toBe("Webhook unreachable (ECONNREFUSED)");
  });
});
