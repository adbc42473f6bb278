import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { requestLogger, withDeliveryFailureLines, type OperatorLog } from "./operator-log.ts";

function recording() {
  const lines = { request: [] as string[], failure: [] as string[] };
  const operator: OperatorLog = { request: (line) => lines.request.push(line), failure: (line) => lines.failure.push(line) };
  return { lines, operator };
}

describe("what npm start prints", () => {
  it("writes one line per request with its method, path, status and time, never its query", async () => {
    const { lines, operator } = recording();
    const app = new Hono().use(requestLogger(operator)).post("/api/newsletter", (c) => c.json({ ok: true }, 201));
    await app.request("/api/newsletter?token=secret", { method: "POST" });
    await app.request("/missing");
    expect(lines.request).toHaveLength(2);
    expect(lines.request[0]).toMatch(/^POST \/api\/newsletter 201 \d+ ms$/);
    expect(lines.request[1]).toMatch(/^GET \/missing 404 \d+ ms$/);
  });

  it("writes a failed delivery as one line with its kind, id, attempt and reason", () => {
    const { lines, operator } = recording();
    const passedOn: Array<Record<string, unknown>> = [];
    const log = withDeliveryFailureLines((entry) => passedOn.push(entry), operator);
    log({ event: "relay_delivery_failed", kind: "contact", id: "msg-1", messageId: "m1", attempt: 2, error: "Webhook answered 500" });
    log({ event: "relay_delivery_failed", messageId: "m2", attempt: 1, error: "Unexpected token" });
    log({
      event: "relay_delivery_failed",
      kind: "newsletter",
      id: "a@example.org",
      messageId: "m3",
      attempt: 5,
      final: true,
      error: "Webhook answered 502",
    });
    log({ event: "model_call", sessionId: "s1" });
    expect(lines.failure).toEqual([
      "delivery failed (attempt 2): contact msg-1: Webhook answered 500",
      "delivery failed (attempt 1): message m2: Unexpected token",
      "delivery failed (attempt 5): newsletter a@example.org: Webhook answered 502",
      "gave up on newsletter a@example.org: see Deliveries in the console to send it again",
    ]);
    expect(passedOn).toEqual([{ event: "model_call", sessionId: "s1" }]);
  });
});
