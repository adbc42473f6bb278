// The four AI workflows over real HTTP: job stored first, exact outbound requests per kind,
// authenticated idempotent callbacks, live push, polling, DLQ, and the built-in analyzer.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ReceiveMessageCommand, SQSClient } from "@aws-sdk/client-sqs";
import { callbackToken, callbackUrl, newAnalysisJob } from "@ai-leaders/core/jobs";
import { rateLimits } from "@ai-leaders/core/rate-limit";
import { placeholderCredentials, type LocalStack } from "@ai-leaders/local";
import { requestAccessGrant } from "../support/access.ts";
import { eventually, postJson, startTestStack } from "../support/test-stack.ts";
import { createAccount } from "../support/accounts.ts";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.ts";
import { startFixtureSite } from "../support/fixture-site.ts";

const generous = { limit: 10_000, windowSeconds: 600 };

async function signedInUser(stack: LocalStack) {
  const { session } = await createAccount(stack, {
    email: `roaster-${Date.now()}-${Math.random()}@company.example`,
    password: "Roast2026Pages",
    full_name: "Reid Hoffman",
  });
  return session.access_token as string;
}

function client(stack: LocalStack, accessToken: string) {
  return {
    start: (kind: string, body: unknown, userToken?: string) =>
      postJson(stack.request, `/api/workflows/${kind}`, body, {
        headers: {
          "content-type": "application/json",
          "x-access-token": accessToken,
          ...(userToken ? { authorization: `Bearer ${userToken}` } : {}),
        },
      }),
    result: async (sessionId: string) => {
      const response = await stack.request(`/api/get-analysis-result?session_id=${encodeURIComponent(sessionId)}`, {
        headers: { "x-access-token": accessToken },
      });
      return { status: response.status, json: (await response.json()) as any };
    },
  };
}

describe("workflows relayed to automations", () => {
  let receiver: WebhookReceiver;
  let stack: LocalStack;
  let api: ReturnType<typeof client>;
  let userToken: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      settings: {
        PUBLIC_URL: "https://aiforleaders.test",
        LANDING_ROAST_WEBHOOK_URL: `${receiver.url}/landing-roast`,
        LANDING_IMPROVE_WEBHOOK_URL: `${receiver.url}/improve?key=abc`,
        FOUNDER_PROFILE_WEBHOOK_URL: `${receiver.url}/founder`,
        WEBSITE_ROAST_WEBHOOK_URL: `${receiver.url}/website-roast`,
      },
      rateLimits: { ...rateLimits, workflow: generous, signUp: generous },
    });
    api = client(stack, (await requestAccessGrant(stack)).token);
    userToken = await signedInUser(stack);
  });
  afterAll(() => Promise.all([stack.stop(), receiver.close()]));
  afterEach(() => receiver.reset());

  const expectedCallback = (sessionId: string) =>
    callbackUrl("https://aiforleaders.test", sessionId, callbackToken(sessionId, stack.config.tokenSecret));

  /**
   * The request the automation got for `session_id`, once it has come, and `specBody`: the body spec
   * §7 names for it, in its order (the kind's own fields, the session and its time, where it came
   * from, the callback).
   */
  async function relayed(session_id: string) {
    const request = await eventually(() => receiver.received[0]);
    const job = await stack.services.jobs.get(session_id);
    const specBody = (fields: object, from: object) =>
      JSON.stringify({ ...fields, session_id, timestamp: job!.created_at, ...from, callback_url: expectedCallback(session_id) });
    return { request, specBody };
  }

  it("landing roast: POST with query session_id and the exact body of spec §7", async () => {
    const started = await api.start("landing-roast", { url: "https://acme.example/pricing" }, userToken);
    expect(started.status).toBe(201);
    const { session_id } = started.json;
    expect(session_id).toMatch(/^\d{13}-[0-9a-f]{32}$/);
    const { request, specBody } = await relayed(session_id);
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/hook/landing-roast");
    expect(request.query).toEqual({ session_id });
    expect(request.body).toBe(specBody({ website_url: "https://acme.example/pricing" }, { triggered_from: "https://aiforleaders.test" }));
  });

  it("landing roast: refused without a signed-in user", async () => {
    const response = await api.start("landing-roast", { url: "https://acme.example" });
    expect(response.status).toBe(401);
    expect(response.json.error).toEqual({ title: "Authentication Required", message: "Please sign in to analyze landing pages" });
  });

  it("improve: GET with the query 'Landing Page Url' (plus session_id and callback_url), keeping the webhook's own query", async () => {
    const { session_id } = (await api.start("landing-improve", { url: "https://acme.example/?ref=ad&x=1" })).json;
    const request = await eventually(() => receiver.received[0]);
    expect(request.method).toBe("GET");
    expect(request.body).toBe("");
    expect(request.query).toEqual({
      key: "abc",
      "Landing Page Url": "https://acme.example/?ref=ad&x=1",
      session_id,
      callback_url: expectedCallback(session_id),
    });
  });

  it("founder profile: {name, email, session_id, timestamp, source, callback_url} with a founder- session", async () => {
    const { session_id } = (await api.start("founder-profile", { name: " Melanie Perkins ", email: "mel@canva.example" })).json;
    expect(session_id).toMatch(/^founder-\d{13}-[0-9a-f]{32}$/);
    const { request, specBody } = await relayed(session_id);
    expect(request.body).toBe(specBody({ name: "Melanie Perkins", email: "mel@canva.example" }, { source: "founder-profile" }));
  });

  it("website roast: {url, session_id, timestamp, source, callback_url} with a roast- session", async () => {
    const { session_id } = (await api.start("website-roast", { url: "https://acme.example" })).json;
    expect(session_id).toMatch(/^roast-\d{13}-[0-9a-f]{32}$/);
    const { request, specBody } = await relayed(session_id);
    expect(request.body).toBe(specBody({ url: "https://acme.example" }, { source: "roast-website" }));
  });

  it.each([
    ["website-roast", { url: "not a url" }, "Please enter a valid URL"],
    ["website-roast", { url: "ftp://acme.example" }, "URL must use http or https protocol"],
    ["landing-improve", {}, "Please enter a valid URL"],
    ["founder-profile", { name: "", email: "a@b.example" }, "Please fill in at least your name and email."],
    ["founder-profile", { name: "Ann" }, "Please fill in at least your name and email."],
    ["founder-profile", { name: "Ann", email: "nope" }, "Please enter a valid email address"],
  ])("refuses a bad %s request with a 400 and stores nothing", async (kind, body, message) => {
    const response = await api.start(kind, body);
    expect(response.status).toBe(400);
    expect(response.json.error.message).toBe(message);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(0);
  });

  it("answers get-analysis-result with 401 without access and 404 for an unknown session", async () => {
    expect((await stack.request(`/api/get-analysis-result?session_id=roast-1700000000000-${"0".repeat(32)}`)).status).toBe(401);
    expect((await api.result(`roast-1700000000000-${"0".repeat(32)}`)).status).toBe(404);
    expect((await api.result("../../etc")).status).toBe(404);
  });

  describe("the callback", () => {
    async function startedJob() {
      const { session_id, watch_token } = (await api.start("founder-profile", { name: "Ann Lee", email: "ann@lee.example" })).json;
      await eventually(() => receiver.received[0]);
      const payload = JSON.parse(receiver.received[0]!.body);
      receiver.received.length = 0;
      // The payload names the public origin; this test reaches the same route on the local stack.
      return { session_id, watch_token, callback: (payload.callback_url as string).replace("https://aiforleaders.test", stack.url) };
    }

    it("completes the job once, pushes it live to the waiting page, and serves it to polling", async () => {
      const { session_id, watch_token, callback } = await startedJob();
      // The waiting page hears that its automation has the request.
      const waiting = await eventually(async () => {
        const polled = (await api.result(session_id)).json;
        return polled.data?.stage ? polled : undefined;
      });
      expect(waiting).toEqual({ success: false, data: { session_id, status: "pending", stage: "automation" } });

      const socket = new WebSocket(`${stack.url.replace("http", "ws")}/ws?token=${encodeURIComponent(watch_token)}`);
      const pushed = new Promise<any>((resolve) => socket.on("message", (data) => resolve(JSON.parse(data.toString()))));
      await new Promise((resolve) => socket.once("open", resolve));
      await eventually(async () => ((await stack.services.connections.listBySession(session_id)).length ? true : undefined));

      const response = await postJson(callback, { analysis: "Headline: Founder of Lee & Co.\nBio: ..." });
      expect(response.status).toBe(200);
      expect(await pushed).toEqual({
        type: "analysis_result",
        session_id,
        status: "completed",
        // The push carries the text once (the page shows it from the content); polling answers spec §7's fields.
        content: "Headline: Founder of Lee & Co.\nBio: ...",
        source: { engine: "automation" },
        result_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      });
      socket.close();
      const polled = await api.result(session_id);
      expect(polled.json.success).toBe(true);
      expect(polled.json.data.analysis).toBe("Headline: Founder of Lee & Co.\nBio: ...");

      const again = await postJson(callback, { analysis: "Second try" });
      expect(again.status).toBe(409);
      expect((await api.result(session_id)).json.data.analysis).toBe("Headline: Founder of Lee & Co.\nBio: ...");
    });

    it("accepts plain text and each JSON field name as automations send them, and ignores the placeholder", async () => {
      for (const [body, contentType, expected] of [
        ["Plain text result\nline two", "text/plain", "Plain text result\nline two"],
        [JSON.stringify({ content: "From content" }), "application/json", "From content"],
        [JSON.stringify({ roast: "From roast" }), "application/json", "From roast"],
        [JSON.stringify({ result: "From result" }), "application/json", "From result"],
        // n8n's AI Agent node answers {"output": …}; a Respond node sends its items as an array, each {"json": …}.
        [JSON.stringify({ output: "From an AI Agent" }), "application/json", "From an AI Agent"],
        [JSON.stringify([{ text: "From a one-item array" }]), "application/json", "From a one-item array"],
        [JSON.stringify([{ json: { output: "From n8n's item" } }]), "application/json", "From n8n's item"],
      ] as const) {
        const { session_id, callback } = await startedJob();
        const placeholder = await fetch(callback, {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: "Analysis completed!",
        });
        expect(placeholder.status).toBe(202);
        expect((await api.result(session_id)).json.data.status).toBe("pending");
        const response = await fetch(callback, { method: "POST", headers: { "content-type": contentType }, body });
        expect(response.status).toBe(200);
        expect((await api.result(session_id)).json.data.analysis).toBe(expected);
      }
    });

    it("refuses a wrong token (401), an unknown job (404), an empty body (400) and more than 64 KB (413)", async () => {
      const { session_id, callback } = await startedJob();
      const wrong = new URL(callback);
      wrong.searchParams.set("token", "not-the-token");
      expect((await postJson(wrong.href, { content: "x" })).status).toBe(401);
      const noToken = new URL(callback);
      noToken.searchParams.delete("token");
      expect((await postJson(noToken.href, { content: "x" })).status).toBe(401);

      const unknownId = `founder-1700000000000-${"a".repeat(32)}`;
      expect((await postJson(expectedCallback(unknownId).replace("https://aiforleaders.test", stack.url), { content: "x" })).status).toBe(
        404,
      );

      const huge = await fetch(callback, { method: "POST", headers: { "content-type": "text/plain" }, body: "x".repeat(65 * 1024) });
      expect(huge.status).toBe(413);
      expect((await api.result(session_id)).json.data.status).toBe("pending");

      // A body with no result is refused with what is accepted, and the visitor's wait ends at once.
      const empty = await fetch(callback, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ status: "ok" }),
      });
      expect(empty.status).toBe(400);
      expect(((await empty.json()) as any).error.message).toBe(
        'No result found: No result field among: status. Send plain text, or JSON with content, analysis, roast, result, output or text (alone, as n8n\'s {"json": …}, or as a one-item array).',
      );
      expect((await api.result(session_id)).json.data).toEqual({
        session_id,
        status: "failed",
        error: "The automation answered without a result we could read. Please try again later.",
      });
      expect((await stack.services.jobs.get(session_id))?.error_detail).toMatch(/^Callback refused: No result field among: status\./);
    });

    it("ends the visitor's wait at once when the automation reports its own error, keeping its words for the operator", async () => {
      const { session_id, callback } = await startedJob();
      expect((await postJson(callback, [{ json: { error: "OpenAI: insufficient_quota" } }])).status).toBe(200);
      expect((await api.result(session_id)).json.data).toEqual({
        session_id,
        status: "failed",
        error: "The automation could not finish this analysis. Please try again later.",
      });
      expect(await stack.services.jobs.get(session_id)).toMatchObject({
        error_detail: "The automation reported: OpenAI: insufficient_quota",
        relay_status: "delivered",
      });
    });
  });

  it("retries a delivery to an automation that is down, then leaves it in the DLQ with the job kept", async () => {
    receiver.status = 503;
    const { session_id } = (await api.start("website-roast", { url: "https://down.example" })).json;
    const sqs = new SQSClient({ endpoint: stack.endpoints.sqs, region: "us-east-1", credentials: placeholderCredentials });
    const dead = await eventually(async () => {
      const received = await sqs.send(new ReceiveMessageCommand({ QueueUrl: stack.queues.deadLetterQueueUrl, WaitTimeSeconds: 1 }));
      return received.Messages?.find((message) => message.Body?.includes(session_id));
    });
    sqs.destroy();
    expect(JSON.parse(dead.Body!)).toEqual({ kind: "analysis", id: session_id });
    expect(receiver.received).toHaveLength(5);
    expect(await stack.services.jobs.get(session_id)).toMatchObject({ status: "pending", relay_status: "failed", relay_attempts: 5 });
  });

  it("takes back a completion whose kept result could not be written: pending again, its delivery as it was", async () => {
    // Stored as an automation's job that has its request, and not queued: nothing else touches it.
    const job = { ...newAnalysisJob({ kind: "website-roast", input: { url: "https://example.com" }, created: new Date() }) };
    await stack.services.jobs.create({ ...job, relay_status: "delivered" });
    const result = { content: "A clear page.", source: { engine: "automation" as const }, result_id: "kept-1", timings_ms: { queued: 5 } };
    expect(await stack.services.jobs.complete(job.session_id, result, new Date())).toBe("finished");
    // Timings known later are set into the ones it was completed with.
    expect(await stack.services.jobs.setTimings(job.session_id, { completing: 7, total: 40 })).toBe(true);
    expect((await stack.services.jobs.get(job.session_id))?.timings_ms).toEqual({ queued: 5, completing: 7, total: 40 });
    // Only the completion that set the result.
    expect(await stack.services.jobs.reopen(job.session_id, "kept-2", "delivered")).toBe(false);
    expect(await stack.services.jobs.reopen(job.session_id, "kept-1", "delivered")).toBe(true);
    const reopened = await stack.services.jobs.get(job.session_id);
    expect(reopened).toMatchObject({ status: "pending", relay_status: "delivered" });
    for (const field of ["content", "source", "result_id", "timings_ms", "completed_at"]) expect(reopened).not.toHaveProperty(field);
    // Its next completion is taken as the first was.
    expect(await stack.services.jobs.complete(job.session_id, { ...result, result_id: "kept-3" }, new Date())).toBe("finished");
  });
});

describe("workflows answered by the built-in analyzer", () => {
  it("reads the page, stores a critique and serves it; refuses private addresses unless allowed", async () => {
    const site = await startFixtureSite();
    const allowed = await startTestStack({ settings: { ANALYZER_ALLOW_PRIVATE_HOSTS: "1" } });
    const strict = await startTestStack();
    try {
      const api = client(allowed, (await requestAccessGrant(allowed)).token);
      const { session_id } = (await api.start("website-roast", { url: site.url("strong") })).json;
      const result = await eventually(async () => {
        const polled = await api.result(session_id);
        return polled.json.success ? polled.json : undefined;
      });
      expect(result.data.status).toBe("completed");
      expect(result.data.source).toEqual({ engine: "rule-based" });
      expect(result.data.roast).toContain("Built-in analysis (rule-based, not AI)");
      expect(result.data.roast).toContain("Invoicing for freelancers");
      expect(result.data.roast).toContain("Top fixes");
      expect(result.data.report.kind).toBe("page");
      // The stages the waiting page was told were kept on the job as they came; the last was the scoring.
      // And how long each took, for the console and the bench: the queue, each stage, completing the
      // job (its writes and the push, kept once the result is pushed), the whole run after the queue.
      const job = await eventually(async () => {
        const stored = await allowed.services.jobs.get(session_id);
        return stored?.timings_ms?.completing !== undefined ? stored : undefined;
      });
      expect(job.stage).toBe("scoring");
      expect(Object.keys(job.timings_ms ?? {}).sort()).toEqual(["completing", "opening", "queued", "reading", "scoring", "total"]);
      const { opening, reading, scoring, completing, total } = job.timings_ms!;
      // Each is rounded to the millisecond on its own.
      expect(total! + 4).toBeGreaterThanOrEqual(opening! + reading! + scoring! + completing!);

      const strictApi = client(strict, (await requestAccessGrant(strict)).token);
      const refused = (await strictApi.start("website-roast", { url: site.url("strong") })).json;
      const failed = await eventually(async () => {
        const polled = await strictApi.result(refused.session_id);
        return polled.json.success ? polled.json : undefined;
      });
      expect(failed.data).toEqual({ session_id: refused.session_id, status: "failed", error: "That address can't be analyzed" });
    } finally {
      await allowed.stop();
      await strict.stop();
      await site.close();
    }
  });
});
