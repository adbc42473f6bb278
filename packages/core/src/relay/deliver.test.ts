import { describe, expect, it } from "vitest";
import { idempotencyKey, deliverRelayMessage, type RelayTargets } from "./deliver.ts";
import type { RelayStatusStore, RelayedRecord } from "./status-store.ts";
import type { WebhookRequest } from "./webhook.ts";
import { readWebhook } from "./webhook-endpoint.ts";

interface Signup extends RelayedRecord {
  email: string;
}

/** An in-memory stand-in for the status store: this suite tests the delivery rules, not DynamoDB. */
function memoryStore(records: Record<string, Signup>): RelayStatusStore<Signup> {
  return {
    get: async (id) => records[id],
    async markDelivered(id, at) {
      const { relay_error: _error, relay_failed_at: _failedAt, ...rest } = records[id]!;
      records[id] = { ...rest, relay_status: "delivered", relayed_at: at.toISOString() };
    },
    markSkipped: async (id, reason) => void Object.assign(records[id]!, { relay_status: "skipped", relay_error: reason }),
    async markAttemptFailed(id, attempt, error, final, at) {
      if (records[id]!.relay_status !== "pending") return false;
      Object.assign(records[id]!, {
        relay_status: final ? "failed" : "pending",
        relay_attempts: attempt,
        relay_error: error,
        ...(final && { relay_failed_at: at.toISOString() }),
      });
      return true;
    },
    listPending: async () => Object.keys(records).filter((id) => records[id]!.relay_status === "pending"),
    listUnsent: async () => ({ records: [], exhausted: true }),
    claimForResend: async () => false,
    restoreUnsent: async () => undefined,
  };
}

function setup(webhookUrl: string | undefined, status: Signup["relay_status"] = "pending") {
  const records: Record<string, Signup> = {
    "a@example.org": { email: "a@example.org", created_at: "2026-11-22T09:00:00.000Z", relay_status: status },
  };
  const sent: WebhookRequest[] = [];
  const target = {
    store: memoryStore(records),
    webhook: readWebhook("NEWSLETTER_WEBHOOK_URL", webhookUrl, undefined),
    webhookSetting: "NEWSLETTER_WEBHOOK_URL",
    buildRequest: (record: Signup, url: string) => ({ method: "POST" as const, url, body: { email: record.email } }),
  };
  const targets = {
    newsletter: target,
    contact: target,
    analysis: target,
    mail: target,
    board: target,
    "access-request": target,
  } satisfies RelayTargets;
  return { records, sent, targets };
}

const delivery = (attempt = 1, isLastAttempt = false) => ({
  message: { kind: "newsletter" as const, id: "a@example.org" },
  attempt,
  isLastAttempt,
});
const now = () => new Date("2026-11-22T10:00:00.000Z");

describe("deliverRelayMessage", () => {
  it("sends the record's webhook and marks it delivered", async () => {
    const { records, sent, targets } = setup("https://hooks.test/newsletter");
    await deliverRelayMessage(delivery(), targets, async (request) => void sent.push(request), now);
    expect(sent).toEqual([
      {
        method: "POST",
        url: "https://hooks.test/newsletter",
        body: { email: "a@example.org" },
        headers: {
          "Idempotency-Key": idempotencyKey({ kind: "newsletter", id: "a@example.org" }, { created_at: "2026-11-22T09:00:00.000Z" }),
        },
      },
    ]);
    expect(records["a@example.org"]).toMatchObject({ relay_status: "delivered", relayed_at: "2026-11-22T10:00:00.000Z" });
  });

  it("derives the idempotency key from the record alone: stable across attempts, different per record", () => {
    const created = { created_at: "2026-11-22T09:00:00.000Z" };
    const key = idempotencyKey({ kind: "newsletter", id: "a@example.org" }, created);
    expect(idempotencyKey({ kind: "newsletter", id: "a@example.org" }, created)).toBe(key);
    expect(idempotencyKey({ kind: "newsletter", id: "b@example.org" }, created)).not.toBe(key);
    expect(idempotencyKey({ kind: "contact", id: "a@example.org" }, created)).not.toBe(key);
    expect(key).not.toContain("example");
  });

  it("gives an address erased and signed up again a new key: the automation sees a new signup", () => {
    const first = idempotencyKey({ kind: "newsletter", id: "a@example.org" }, { created_at: "2026-11-22T09:00:00.000Z" });
    const again = idempotencyKey({ kind: "newsletter", id: "a@example.org" }, { created_at: "2026-11-23T14:30:00.000Z" });
    expect(again).not.toBe(first);
  });

  it("does not send a record twice", async () => {
    const { sent, targets } = setup("https://hooks.test/newsletter", "delivered");
    await deliverRelayMessage(delivery(), targets, async (request) => void sent.push(request), now);
    expect(sent).toEqual([]);
  });

  it("marks the record skipped when no webhook is configured", async () => {
    const { records, sent, targets } = setup(undefined);
    await deliverRelayMessage(delivery(), targets, async (request) => void sent.push(request), now);
    expect(sent).toEqual([]);
    expect(records["a@example.org"]).toMatchObject({ relay_status: "skipped", relay_error: "NEWSLETTER_WEBHOOK_URL is not set" });
  });

  it("runs the target's fallback in place of a webhook when none is configured", async () => {
    const { records, sent, targets } = setup(undefined);
    const fellBack: string[] = [];
    const withFallback = {
      ...targets,
      newsletter: { ...targets.newsletter, fallback: async (record: Signup) => void fellBack.push(record.email) },
    };
    await deliverRelayMessage(delivery(), withFallback, async (request) => void sent.push(request), now);
    expect(fellBack).toEqual(["a@example.org"]);
    expect(sent).toEqual([]);
    expect(records["a@example.org"]).toMatchObject({ relay_status: "delivered" });
  });

  it("keeps a failed record pending for the next attempt, and failed after the last", async () => {
    const { records, targets } = setup("https://hooks.test/newsletter");
    const failing = async () => {
      throw new Error("Webhook answered 503");
    };
    await expect(deliverRelayMessage(delivery(2), targets, failing, now)).rejects.toThrow("503");
    expect(records["a@example.org"]).toMatchObject({ relay_status: "pending", relay_attempts: 2 });
    await expect(deliverRelayMessage(delivery(5, true), targets, failing, now)).rejects.toThrow("503");
    expect(records["a@example.org"]).toMatchObject({
      relay_status: "failed",
      relay_attempts: 5,
      relay_error: "Webhook answered 503",
      relay_failed_at: "2026-11-22T10:00:00.000Z",
    });
  });

  it("stops when the record was settled while it was being sent: an automation that called back, then answered 500", async () => {
    const { records, targets } = setup("https://hooks.test/newsletter");
    const calledBackThenFailed = async () => {
      records["a@example.org"]!.relay_status = "delivered";
      throw new Error("Webhook answered 500");
    };
    await deliverRelayMessage(delivery(1), targets, calledBackThenFailed, now);
    expect(records["a@example.org"]).toMatchObject({ relay_status: "delivered" });
    expect(records["a@example.org"]!.relay_attempts).toBeUndefined();
  });

  it("sends nothing for a record its target says is settled, and marks it delivered", async () => {
    const { records, sent, targets } = setup("https://hooks.test/newsletter");
    const settledTargets = { ...targets, newsletter: { ...targets.newsletter, settled: () => true } };
    await deliverRelayMessage(delivery(), settledTargets, async (request) => void sent.push(request), now);
    expect(sent).toEqual([]);
    expect(records["a@example.org"]).toMatchObject({ relay_status: "delivered" });
  });

  it("fails the attempt with the setting's problem when the webhook cannot be used, sending nothing", async () => {
    const { records, sent, targets } = setup("ftp://hooks.test/newsletter");
    await expect(deliverRelayMessage(delivery(5, true), targets, async (request) => void sent.push(request), now)).rejects.toThrow(
      "NEWSLETTER_WEBHOOK_URL must start with https:// or http://",
    );
    expect(sent).toEqual([]);
    expect(records["a@example.org"]).toMatchObject({
      relay_status: "failed",
      relay_error: "NEWSLETTER_WEBHOOK_URL must start with https:// or http://",
    });
  });

  it("sends the endpoint's own headers with the idempotency key", async () => {
    const { sent, targets } = setup(undefined);
    const withHeader = {
      ...targets,
      newsletter: {
        ...targets.newsletter,
        webhook: readWebhook("NEWSLETTER_WEBHOOK_URL", "https://n8n:s%40fe@hooks.test/n", "X-Webhook-Key: k1"),
      },
    };
    await deliverRelayMessage(delivery(), withHeader, async (request) => void sent.push(request), now);
    expect(sent[0]).toMatchObject({
      url: "https://hooks.test/n",
      headers: { authorization: `Basic ${btoa("n8n:s@fe")}`, "x-webhook-key": "k1" },
    });
  });

  it("lets a sending target (mail) send the record itself, recording a failure like a webhook's", async () => {
    const { records, targets } = setup(undefined);
    const sentBy: string[] = [];
    const sending = {
      ...targets,
      newsletter: { store: targets.newsletter.store, send: async (record: Signup) => void sentBy.push(record.email) },
    };
    await deliverRelayMessage(delivery(), sending, async () => undefined, now);
    expect(sentBy).toEqual(["a@example.org"]);
    expect(records["a@example.org"]).toMatchObject({ relay_status: "delivered" });

    records["a@example.org"]!.relay_status = "pending";
    const refusing = {
      ...targets,
      newsletter: { store: targets.newsletter.store, send: async () => Promise.reject(new Error("Mail not sent (SMTP): ECONNREFUSED")) },
    };
    await expect(deliverRelayMessage(delivery(5, true), refusing, async () => undefined, now)).rejects.toThrow("ECONNREFUSED");
    expect(records["a@example.org"]).toMatchObject({ relay_status: "failed", relay_error: "Mail not sent (SMTP): ECONNREFUSED" });
  });

  it("records a short reason with no address in it, whatever the error said", async () => {
    const { records, targets } = setup("https://hooks.test/newsletter");
    const failing = async () => {
      throw new Error(`Could not reach https://hooks.test/newsletter?token=s3cret\n${"x".repeat(1_000)}`);
    };
    await expect(deliverRelayMessage(delivery(5, true), targets, failing, now)).rejects.toThrow();
    const reason = records["a@example.org"]!.relay_error!;
    expect(reason).toMatch(/^Could not reach <address> x+…$/);
    expect(reason).not.toContain("s3cret");
    expect(reason.length).toBeLessThanOrEqual(200);
  });
});
