// Sending a product mail from a request: stored in the outbox first, then handed to the relay, so
// a queue that refuses it leaves it pending for the sweeper rather than lost.
import type { MailMessage } from "@ai-leaders/core/mail";
import type { Services } from "../services/index.ts";
import type { DeferredMail, OutboxMail } from "@ai-leaders/core/mail-outbox";

type Log = (entry: Record<string, unknown>) => void;

/** Hands a stored mail to the relay; a refusal is logged, and the sweeper enqueues the mail again. */
function mailRelay(services: Pick<Services, "relayPublisher">, log: Log) {
  return (id: string) =>
    services.relayPublisher
      .publish({ kind: "mail", id })
      .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "mail", error: error.message }));
}

export function createMailQueue(services: Pick<Services, "mailOutbox" | "relayPublisher">, log: Log) {
  const relay = mailRelay(services, log);
  /** `once`: the mail goes once for this key (mail-outbox's addOnce), and null answers that it went already. */
  async function queueMail(message: MailMessage, now: Date): Promise<OutboxMail>;
  async function queueMail(message: MailMessage, now: Date, options: { once?: string }): Promise<OutboxMail | null>;
  async function queueMail(message: MailMessage, now: Date, { once }: { once?: string } = {}): Promise<OutboxMail | null> {
    const mail = once === undefined ? await services.mailOutbox.add(message, now) : await services.mailOutbox.addOnce(once, message, now);
    if (mail) await relay(mail.id);
    return mail;
  }
  return queueMail;
}
export type QueueMail = ReturnType<typeof createMailQueue>;

/** Queues a mail the relay writes as it sends it (mail/deferred.ts). */
export function createDeferredMailQueue(services: Pick<Services, "mailOutbox" | "relayPublisher">, log: Log) {
  const relay = mailRelay(services, log);
  return async function queueDeferredMail(mail: { to: string; subject: string; deferred: DeferredMail }, now: Date): Promise<void> {
    await relay((await services.mailOutbox.addDeferred(mail, now)).id);
  };
}
