// When the page sends a signup or message again, how long it waits, and when it stops.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failureToast, readApiError } from "./api-errors.ts";
import { sendAgainPlan, sendAgainWhileRefused, type SendAgainNotice } from "./send-again.ts";

const created = () => new Response(JSON.stringify({ subscribed: true }), { status: 201 });
const apiGatewayThrottle = () => Response.json({ message: "Too Many Requests" }, { status: 429 });
const wafBlockPage = () =>
  new Response("<HTML><BODY><H1>403 ERROR</H1>Request blocked.</BODY></HTML>", { status: 403, headers: { "content-type": "text/html" } });
const ours = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ error: { message } }, { status, headers });

/** A send that answers from a script, one answer (or thrown error) per call. */
function scripted(answers: Array<() => Response | Error>) {
  let calls = 0;
  const send = async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { send, calls: () => calls };
}

async function run(answers: Array<() => Response | Error>) {
  const notices: SendAgainNotice[] = [];
  const { send, calls } = scripted(answers);
  const outcome = sendAgainWhileRefused(send, { onWait: (notice) => notices.push(notice), random: () => 0.5 }).then(
    (response) => ({ response, error: null }),
    (error: Error) => ({ response: null, error }),
  );
  await vi.runAllTimersAsync();
  return { ...(await outcome), notices, calls: calls() };
}

describe("sendAgainWhileRefused", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends again after API Gateway's throttle and WAF's block page, backing off, until accepted", async () => {
    const { response, notices, calls } = await run([apiGatewayThrottle, wafBlockPage, created]);
    expect(response?.status).toBe(201);
    expect(calls).toBe(3);
    expect(notices).toEqual([
      { reason: "refused", waitSeconds: 1 },
      { reason: "refused", waitSeconds: 2 },
    ]);
  });

  it("waits what Retry-After names", async () => {
    const { response, notices } = await run([() => ours(429, "Too many requests, try again in a moment", { "retry-after": "7" }), created]);
    expect(response?.status).toBe(201);
    expect(notices).toEqual([{ reason: "refused", waitSeconds: 7 }]);
  });

  it("does not wait out a long Retry-After on the page: the visitor is told instead", async () => {
    const { response, notices } = await run([
      () => ours(429, "Too many requests from your network. Please wait a few minutes and try again.", { "retry-after": "540" }),
      created,
    ]);
    expect(response?.status).toBe(429);
    expect(notices).toEqual([]);
  });

  it("sends again when the network fails, and gives the last error after the last attempt", async () => {
    const { error, notices, calls } = await run([() => new TypeError("Failed to fetch")]);
    expect(error?.message).toBe("Failed to fetch");
    expect(calls).toBe(sendAgainPlan.attempts);
    expect(notices.map((notice) => notice.reason)).toEqual(Array(sendAgainPlan.attempts - 1).fill("unreachable"));
    expect(notices.map((notice) => notice.waitSeconds)).toEqual(sendAgainPlan.backoffSeconds);
  });

  it("gives the last refusal after the last attempt: bounded, never silent", async () => {
    const { response, calls } = await run([apiGatewayThrottle]);
    expect(response?.status).toBe(429);
    expect(calls).toBe(sendAgainPlan.attempts);
    expect(await readApiError(response!)).toEqual({ title: "Too many requests", message: "Too many requests, try again in a moment" });
  });

  it("jitters each wait within a quarter of its step", async () => {
    const notices: SendAgainNotice[] = [];
    const { send } = scripted([apiGatewayThrottle, created]);
    const sent = sendAgainWhileRefused(send, { onWait: (notice) => notices.push(notice), random: () => 0.999 });
    await vi.runAllTimersAsync();
    await sent;
    expect(notices[0]!.waitSeconds).toBeGreaterThan(1.1);
    expect(notices[0]!.waitSeconds).toBeLessThanOrEqual(1.25);
  });

  it("does not send again what the API itself answered: a 403 or 400 of ours, a 500", async () => {
    for (const answer of [
      () => ours(403, "Access required."),
      () => ours(400, "Please enter a subject."),
      () => new Response("oops", { status: 500 }),
    ]) {
      const { response, calls } = await run([answer, created]);
      expect(response?.status).not.toBe(201);
      expect(calls).toBe(1);
    }
  });
});

describe("readApiError", () => {
  it("reads our error, and words the edge's own refusals clearly", async () => {
    expect(await readApiError(ours(400, "Please enter a subject."))).toEqual({ message: "Please enter a subject." });
    expect(await readApiError(apiGatewayThrottle())).toEqual({
      title: "Too many requests",
      message: "Too many requests, try again in a moment",
    });
    expect(await readApiError(wafBlockPage())).toEqual({ title: "Too many requests", message: "Too many requests, try again in a moment" });
    expect(await readApiError(new Response("Bad gateway", { status: 502 }))).toBeNull();
  });

  it("words a page's failure toast by the answer when it said something, else keeps the page's own", async () => {
    const failure = { title: "Error", description: "Failed to load suggestions" };
    expect(failureToast(await readApiError(apiGatewayThrottle()), failure)).toEqual({
      title: "Too many requests",
      description: "Too many requests, try again in a moment",
    });
    expect(failureToast(await readApiError(ours(400, "Please enter a subject.")), failure)).toEqual({
      title: "Error",
      description: "Please enter a subject.",
    });
    expect(failureToast(await readApiError(new Response("Bad gateway", { status: 502 })), failure)).toEqual(failure);
  });
});
