// Product mail to a newsletter subscriber: only to an address that confirmed, has not unsubscribed
// and has not bounced or complained, and always with RFC 8058's one-click unsubscribe.
import { isMailable, type NewsletterSignup } from "@ai-leaders/core/newsletter";
import type { MailMessage } from "@ai-leaders/core/mail";
import type { QueueMail } from "./queue.ts";
import { unsubscribeLinks, type UnsubscribeLinkDeps } from "./unsubscribe-links.ts";

export interface SubscriberMailDeps extends UnsubscribeLinkDeps {
  queueMail: QueueMail;
}

type Compose = (unsubscribeLink: string) => Promise<Pick<MailMessage, "subject" | "html" | "text">>;

export function createSubscriberMail({ queueMail, ...links }: SubscriberMailDeps) {
  /**
   * Queues the message composed with its unsubscribe link; false (nothing queued) when the address
   * may not be mailed, or when a mail `once` names was queued for it already.
   */
  return async function mailSubscriber(
    signup: NewsletterSignup,
    compose: Compose,
    now: Date,
    { once }: { once?: string } = {},
  ): Promise<boolean> {
    if (!isMailable(signup)) return false;
    const { page, headers } = unsubscribeLinks(links, signup.email, "newsletter", now);
    return (await queueMail({ to: signup.email, headers, ...(await compose(page)) }, now, { once })) !== null;
  };
}
