// Delivers one relay message: load the stored record, send its webhook, record the outcome.
import type { RelayKind, RelayMessage } from "./message.ts";
import type { RelayStatusStore, RelayedRecord } from "./status-store.ts";
import { WebhookError, type SendWebhook, type WebhookRequest } from "./webhook.ts";
import type { Webhook, WebhookEndpoint } from "./webhook-endpoint.ts";
import { createHash } from "node:crypto";
import { failureReason } from "./failure-reason.ts";

/**
 * The same key on every attempt and every re-enqueue of one record, so an automation that got a
 * delivery twice (a crash between its 2xx and our bookkeeping) can tell. Derived from the record,
 * not random, and hashed: the automation learns nothing it wasn't sent. The record's creation
 * time is in it, so an address erased and signed up again is a new key: a new signup.
 */
export function idempotencyKey(message: RelayMessage, record: Pick<RelayedRecord, "created_at">): string {
  return createHash("sha256").update(`ai-leaders:${message.kind}:${message.id}:${record.created_at}`).digest("base64url");
}

function withHeaders(request: WebhookRequest, endpoint: WebhookEndpoint, message: RelayMessage, record: RelayedRecord): WebhookRequest {
  return { ...request, headers: { ...endpoint.headers, ...request.headers, "Idempotency-Key": idempotencyKey(message, record) } };
}

/** Records handed to an automation's webhook (or, for jobs, the built-in path when none is set). */
export interface WebhookTarget<T extends RelayedRecord = RelayedRecord> {
  store: RelayStatusStore<T>;
  /** Unset: nothing to deliver to; the fallback runs, or the record is marked skipped. A problem fails the attempt. */
  webhook: Webhook | undefined | ((record: T) => Webhook | undefined);
  /** Name of the setting, for the operator's log and the record's note. */
  webhookSetting: string | ((record: T) => string);
  buildRequest(record: T, webhookUrl: string): WebhookRequest | Promise<WebhookRequest>;
  /** Done in place of a webhook when none is configured (the built-in analyzer). */
  fallback?(record: T): Promise<void>;
  /** Told once its webhook took the record (a job's waiting page hears its automation has it); never fails the delivery. */
  delivered?(record: T): Promise<void>;
  /** A record that needs no delivery any more (a job that has its result), whatever its relay state says. */
  settled?(record: T): boolean;
}

/** Records the relay sends itself (mail): no webhook, retried and recorded the same way. */
export interface SendingTarget<T extends RelayedRecord = RelayedRecord> {
  store: RelayStatusStore<T>;
  send(record: T): Promise<void>;
}

export type RelayTarget<T extends RelayedRecord = RelayedRecord> = WebhookTarget<T> | SendingTarget<T>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind has a target for records of its own type
export type RelayTargets = { [K in RelayKind]: RelayTarget<any> };

export interface Delivery {
  message: RelayMessage;
  /** 1 for the first attempt (SQS ApproximateReceiveCount). */
  attempt: number;
  /** After this attempt the message goes to the dead-letter queue. */
  isLastAttempt: boolean;
}

export async function deliverRelayMessage(
  { message, attempt, isLastAttempt }: Delivery,
  targets: RelayTargets,
  send: SendWebhook,
  now: () => Date = () => new Date(),
): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the message names the kind, so the record fits its target
  const target: RelayTarget<any> = targets[message.kind];
  const record = await target.store.get(message.id);
  if (!record || record.relay_status === "delivered") return;
  try {
    if ("send" in target) await target.send(record);
    else if (!(await toWebhook(target, record, message, send, now))) return;
  } catch (error) {
    // An automation may call back with the result and then answer 500 (or time out): the job is done.
    if (!(await target.store.markAttemptFailed(message.id, attempt, failureReason(error), isLastAttempt, now()))) return;
    throw error;
  }
  await target.store.markDelivered(message.id, now());
}

/** Hands the record to its webhook or fallback; false when there was nothing to do (settled, or skipped). */
async function toWebhook<T extends RelayedRecord>(
  target: WebhookTarget<T>,
  record: T,
  message: RelayMessage,
  send: SendWebhook,
  now: () => Date,
): Promise<boolean> {
  if (target.settled?.(record)) {
    await target.store.markDelivered(message.id, now());
    return false;
  }
  const webhook = typeof target.webhook === "function" ? target.webhook(record) : target.webhook;
  if (webhook && "problem" in webhook) throw new WebhookError(webhook.problem);
  if (webhook) {
    await send(withHeaders(await target.buildRequest(record, webhook.endpoint.url), webhook.endpoint, message, record));
    await target.delivered?.(record).catch(() => undefined);
  } else if (target.fallback) await target.fallback(record);
  else {
    const setting = typeof target.webhookSetting === "function" ? target.webhookSetting(record) : target.webhookSetting;
    await target.store.markSkipped(message.id, `${setting} is not set`);
    return false;
  }
  return true;
}
