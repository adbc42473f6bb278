// What the edge answers on its own (API Gateway's throttle, AWS WAF), what is stored when a page
// sends again, and the per-address limits on reads (grouped by IPv6 /64).
import { describe, expect, it } from "vitest";
import { readReportWriters } from "@ai-leaders/core/config";
import { edgeMessages } from "@ai-leaders/core/messages";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { createApiApp } from "@ai-leaders/functions/api";
import { createEdgeRefusals } from "@ai-leaders/local";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, scanTable } from "../support/test-stack.ts";
import { useTestStack } from "../support/use-stack.ts";
import { startWebhookReceiver } from "../support/webhook-receiver.ts";

describe("the edge's own refusals, emulated by the local stack", () => {
  const edge = createEdgeRefusals();
  const suite = useTestStack({
    stack: {
      edgeRefusals: edge,
      rateLimits: {
        ...rateLimits,
        newsletterSignup: { limit: 100, windowSeconds: 600 },
        contactMessage: { limit: 100, windowSeconds: 600 },
      },
    },
  });

  it("answers as API Gateway's throttle, WAF's block page and WAF's rate rule do, before the API sees the request", async () => {
    edge.refuse({ path: "/api/newsletter", method: "POST", times: 3, answer: "api-gateway-throttle" });
    edge.refuse({ path: "/api/newsletter", method: "POST", times: 1, answer: "waf-block" });
    edge.refuse({ path: "/api/newsletter", method: "POST", times: 1, answer: "waf-rate-limit" });
    const email = "edge-refused@example.org";

    const throttled = await postJson(`${suite.stack.url}/api/newsletter`, { email });
    expect(throttled.status).toBe(429);
    expect(throttled.json).toEqual({ message: "Too Many Requests" });
    await postJson(`${suite.stack.url}/api/newsletter`, { email });
    await postJson(`${suite.stack.url}/api/newsletter`, { email });

    const blocked = await postJson(`${suite.stack.url}/api/newsletter`, { email });
    expect(blocked.status).toBe(403);
    expect(blocked.headers.get("content-type")).toContain("text/html");
    expect(blocked.text).toContain("Request blocked.");

    const rateLimited = await postJson(`${suite.stack.url}/api/newsletter`, { email });
    expect(rateLimited.status).toBe(429);
    expect(rateLimited.headers.get("retry-after")).toBe("60");
    expect(rateLimited.json).toEqual({ error: { message: "Too many requests, try again in a moment" } });
    // The words the page shows for the edge's other refusals are the rule's own.
    expect(rateLimited.json.error.message).toBe(edgeMessages.tooManyRequests);

    expect(edge.given("/api/newsletter")).toBe(5);
    expect((await scanTable(suite.stack, "newsletterSignups")).filter((row) => row.email === email)).toEqual([]);
    // The refusals are used up: the next send is the API's.
    expect((await postJson(`${suite.stack.url}/api/newsletter`, { email })).status).toBe(201);
    expect((await scanTable(suite.stack, "newsletterSignups")).filter((row) => row.email === email)).toHaveLength(1);
  });

  it("stores a contact message once when the page sends it again with the same submission id", async () => {
    const message = {
      email: "twice@example.org",
      subject: "Sent twice",
      message: "The first answer was lost.",
      submission_id: crypto.randomUUID(),
    };
    expect(await postJson(`${suite.stack.url}/api/contact`, message)).toMatchObject({ status: 201, json: { sent: true } });
    // A retry after a send that did arrive (its answer lost on the way back).
    expect(await postJson(`${suite.stack.url}/api/contact`, message)).toMatchObject({ status: 200, json: { sent: true } });
    const stored = (await scanTable(suite.stack, "contactMessages")).filter((row) => row.subject === "Sent twice");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: message.submission_id, email: "twice@example.org" });
    expect(stored[0]).not.toHaveProperty("submission_id");
  });

  it("refuses a malformed submission id with a clear 400 and stores nothing", async () => {
    const refused = await postJson(`${suite.stack.url}/api/contact`, {
      email: "bad-id@example.org",
      subject: "Bad id",
      message: "Hello",
      submission_id: "not-a-uuid",
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toBe("The message's submission id is malformed. Please reload the page and try again.");
    expect((await scanTable(suite.stack, "contactMessages")).filter((row) => row.subject === "Bad id")).toEqual([]);
  });
});

describe("per-address limits on reads", () => {
  const suite = useTestStack();

  /**
   * Reads until refused. Windows slide: a minute boundary crossed mid-run lets the earlier reads
   * weigh a little less, so the refusal may come a few reads past the limit, never before it.
   */
  async function readUntilRefused(url: string, headers: Record<string, string>, limit: number) {
    for (let read = 1; read <= Math.ceil(limit * 1.15) + 1; read++) {
      const response = await fetch(url, { headers });
      if (response.status === 429) return { read, response };
      await response.arrayBuffer();
    }
    return null;
  }

  it("refuses board lists from one address past the limit, with Retry-After and our error", async () => {
    const { token } = await requestAccessGrant(suite.stack);
    const refused = await readUntilRefused(`${suite.stack.url}/api/suggestions`, { "x-access-token": token }, rateLimits.boardRead.limit);
    expect(refused?.read).toBeGreaterThan(rateLimits.boardRead.limit);
    expect(Number(refused!.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused!.response.json()).toEqual({
      error: { message: "Too many requests from your network. Please wait a few minutes and try again." },
    });
  });

  it("refuses result reads from one address past the limit, a waiting page's polling far below it", async () => {
    const refused = await readUntilRefused(
      `${suite.stack.url}/api/get-analysis-result?session_id=${crypto.randomUUID()}`,
      {},
      rateLimits.resultRead.limit,
    );
    expect(refused?.read).toBeGreaterThan(rateLimits.resultRead.limit);
    expect(refused!.response.headers.get("retry-after")).toMatch(/^\d+$/);
    // Permalinks are result reads too: refused from this address now.
    expect((await fetch(`${suite.stack.url}/api/results/${"a".repeat(22)}`)).status).toBe(429);
    // Other reads are counted apart.
    const { token } = await requestAccessGrant(suite.stack);
    expect((await fetch(`${suite.stack.url}/api/access/session`, { headers: { "x-access-token": token } })).status).toBe(200);
  });

  it("refuses gated content reads from one address past their own limit, and writes no counter to a table", async () => {
    const { token } = await requestAccessGrant(suite.stack);
    const refused = await readUntilRefused(
      `${suite.stack.url}/api/content/guides/build-website`,
      { "x-access-token": token },
      rateLimits.contentRead.limit,
    );
    expect(refused?.read).toBeGreaterThan(rateLimits.contentRead.limit);
    expect(await refused!.response.json()).toEqual({
      error: { message: "Too many requests from your network. Please wait a few minutes and try again." },
    });
    // Reads are counted in the process's memory: hundreds of them above, not one rate-limit row.
    expect((await scanTable(suite.stack, "rateLimits")).filter((row) => String(row.bucket).startsWith("read-"))).toEqual([]);
  });
});

describe("per-address limits group IPv6 addresses by /64", () => {
  const suite = useTestStack();

  /** The API as in Lambda, with the caller's address set by the test. */
  function apiFor() {
    return createApiApp({
      services: suite.stack.services,
      access: { codes: suite.stack.config.accessCodes, tokenSecret: suite.stack.config.tokenSecret },
      adminEmails: suite.stack.config.adminEmails,
      reportWriters: readReportWriters({}),
      siteUrl: suite.stack.config.publicUrl,
      allowedOrigins: [suite.stack.config.publicUrl],
      clientIp: (c) => c.req.header("x-test-address") ?? "unknown",
      limits: rateLimits,
      secureCookies: false,
      now: () => new Date(),
      log: () => undefined,
    });
  }
  const subscribe = (app: ReturnType<typeof apiFor>, address: string, email: string) =>
    app.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-address": address },
      body: JSON.stringify({ email }),
    });

  it("counts every address of one /64 as one caller, and a neighbouring /64 apart", async () => {
    const app = apiFor();
    const { limit } = rateLimits.newsletterSignup;
    for (let n = 1; n <= limit; n++)
      expect((await subscribe(app, `2001:db8:7:1::${n.toString(16)}`, `v6-${n}@example.org`)).status).toBe(201);
    const refused = await subscribe(app, "2001:db8:7:1:ffff:1234:5678:9abc", "v6-next@example.org");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await subscribe(app, "2001:db8:7:2::1", "v6-neighbour@example.org")).status).toBe(201);
    const stored = (await scanTable(suite.stack, "newsletterSignups")).map((row) => row.email);
    expect(stored).not.toContain("v6-next@example.org");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", async () => {
    const app = apiFor();
    const { limit } = rateLimits.newsletterSignup;
    for (let n = 1; n <= limit; n++) expect((await subscribe(app, "198.51.100.9", `v4-${n}@example.org`)).status).toBe(201);
    expect((await subscribe(app, "::ffff:198.51.100.9", "v4-mapped@example.org")).status).toBe(429);
  });
});

describe("an address erased and signed up again", () => {
  const suite = useTestStack({
    beside: async () => ({ receiver: await startWebhookReceiver() }),
    stack: ({ receiver }) => ({ settings: { NEWSLETTER_WEBHOOK_URL: receiver.url } }),
  });

  it("reaches the automation under a new Idempotency-Key: a new signup, not a repeat", async () => {
    const email = "comes-back@example.org";
    const deliveries = () => suite.receiver.received.filter((request) => JSON.parse(request.body).email === email);
    expect((await postJson(`${suite.stack.url}/api/newsletter`, { email })).status).toBe(201);
    await eventually(() => (deliveries().length === 1 ? true : undefined));

    expect(await suite.stack.services.audience.erase(email)).toMatchObject({ signups: 1 });
    expect((await postJson(`${suite.stack.url}/api/newsletter`, { email })).status).toBe(201);
    await eventually(() => (deliveries().length === 2 ? true : undefined));

    const [first, again] = deliveries().map((request) => request.headers["idempotency-key"]);
    expect(first).toBeTruthy();
    expect(again).toBeTruthy();
    expect(again).not.toBe(first);
  });
});
