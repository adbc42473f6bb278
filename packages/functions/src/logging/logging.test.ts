import { afterEach, describe, expect, it, vi } from "vitest";
import type { Context as LambdaContext } from "aws-lambda";
import { currentRequestId, logLine, structuredLog, withInvocationLog, withRequestIdHeader } from "./index.ts";

const context = (awsRequestId: string) => ({ awsRequestId }) as LambdaContext;
const now = new Date("2026-11-23T08:00:00.000Z");

describe("a log line", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is one JSON object: time, level, function, request id, then the entry's own fields", () => {
    const line = logLine(
      { event: "relay_delivery_failed", kind: "newsletter", error: "Webhook answered 502" },
      { fn: "relay", requestId: "req-1" },
      now,
    );
    expect(line).not.toContain("\n");
    expect(Object.entries(JSON.parse(line))).toEqual([
      ["time", "2026-11-23T08:00:00.000Z"],
      ["level", "error"],
      ["function", "relay"],
      ["request_id", "req-1"],
      ["event", "relay_delivery_failed"],
      ["kind", "newsletter"],
      ["error", "Webhook answered 502"],
    ]);
  });

  it("is info when nothing failed, and names no request outside an invocation", () => {
    expect(JSON.parse(logLine({ event: "relay_requeued", requeued: 2 }, undefined, now))).toEqual({
      time: "2026-11-23T08:00:00.000Z",
      level: "info",
      event: "relay_requeued",
      requeued: 2,
    });
  });

  it("carries the invocation's request id through everything the handler awaits", async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => Boolean(written.push(String(chunk))));
    const handler = withInvocationLog("sweeper", async (event: { n: number }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      structuredLog({ event: "swept", n: event.n });
      return currentRequestId();
    });
    const ids = await Promise.all([handler({ n: 1 }, context("a")), handler({ n: 2 }, context("b"))]);
    expect(ids).toEqual(["a", "b"]);
    const lines = written.map((line) => JSON.parse(line));
    expect(written.every((line) => line.endsWith("}\n"))).toBe(true);
    expect(lines.map(({ function: fn, request_id, n }) => [fn, request_id, n]).sort()).toEqual([
      ["sweeper", "a", 1],
      ["sweeper", "b", 2],
    ]);
  });

  it("is findable from an API answer: the response names its request id", async () => {
    const api = withRequestIdHeader(async () => ({ statusCode: 200, body: "{}", headers: { "content-type": "application/json" } }));
    expect((await api({}, context("req-42"))).headers).toEqual({ "content-type": "application/json", "x-request-id": "req-42" });
  });
});
