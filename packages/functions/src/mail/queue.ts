// Sending a product mail from a request: stored in the outbox first, then handed to the relay, so
// a queue that refuses it leaves it pending for the sweeper rather than lost.
import type { MailMessage } from "@ai-leaders/core/mail";
import type { Services } from "../services/index.ts";
import type { DeferredMail, OutboxMail } from "@ai-leaders/core/mail-outbox";

type Log = (entry: Record<string, unknown>) => void;

export function createMailQueue(services: Pick<Services, "mailOutbox" | "relayPublisher">, log: Log) {
  return async function queueMail(message: MailMessage, now: Date): Promise<OutboxMail> {
    const mail = await services.mailOutbox.add(message, now);
    await services.relayPublisher
      .publish({ kind: "mail", id: mail.id })
      .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "mail", error: error.message }));
    return mail;
  };
}
export type QueueMail = ReturnType<typeof createMailQueue>;

/** Queues a mail the relay writes as it sends it (mail/deferred.ts). */
export function createDeferredMailQueue(services: Pick<Services, "mailOutbox" | "relayPublisher">, log: Log) {
  return async function queueDeferredMail(mail: { to: string; subject: string; deferred: DeferredMail }, now: Date): Promise<void> {
    const stored = await services.mailOutbox.addDeferred(mail, now);
    await services.relayPublisher
      .publish({ kind: "mail", id: stored.id })
      .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "mail", error: error.message }));
  };
}
