// Product mail to a newsletter subscriber: only to an address that confirmed, has not unsubscribed
// and has not bounced or complained, and always with RFC 8058's one-click unsubscribe.
import { isMailable, unsubscribeToken, type NewsletterSignup } from "@ai-leaders/core/newsletter";
import type { MailMessage } from "@ai-leaders/core/mail";
import type { QueueMail } from "./queue.ts";

export interface SubscriberMailDeps {
  queueMail: QueueMail;
  siteUrl: string;
  tokenSecret: string;
}

type Compose = (unsubscribeLink: string) => Promise<Pick<MailMessage, "subject" | "html" | "text">>;

export function createSubscriberMail({ queueMail, siteUrl, tokenSecret }: SubscriberMailDeps) {
  /** Queues the message composed with its unsubscribe link; false (nothing queued) when the address may not be mailed. */
  return async function mailSubscriber(signup: NewsletterSignup, compose: Compose, now: Date): Promise<boolean> {
    if (!isMailable(signup)) return false;
    const token = unsubscribeToken(signup.email, tokenSecret, now);
    const oneClick = new URL(`/api/newsletter/unsubscribe?token=${token}`, siteUrl).href;
    const page = new URL(`/link/unsubscribe#token=${token}`, siteUrl).href;
    const headers = { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    await queueMail({ to: signup.email, headers, ...(await compose(page)) }, now);
    return true;
  };
}
