// The double opt-in mail, sent when an address signs up (for the newsletter or to watch a
// suggestion) and is not confirmed yet; at most once an hour, whatever the visitor is told.
import type { NewsletterSignup } from "@ai-leaders/core/newsletter";
import { createMailQueue } from "../mail/queue.ts";
import type { ApiDeps } from "./deps.ts";

export function createConfirmationMailer({ services, siteUrl, log }: Pick<ApiDeps, "services" | "siteUrl" | "log">) {
  const queueMail = createMailQueue(services, log);
  return async function mailConfirmation(signup: NewsletterSignup, now: Date): Promise<void> {
    if (signup.confirmed_at || !(await services.newsletter.claimConfirmationMail(signup.email, now))) return;
    const { token } = await services.oneTimeLinks.issue({ purpose: "confirm-newsletter", subject: signup.email }, now);
    const { renderConfirmNewsletter } = await import("@ai-leaders/core/mail/templates");
    const link = new URL(`/link/confirm-newsletter#token=${token}`, siteUrl).href;
    await queueMail({ to: signup.email, ...(await renderConfirmNewsletter({ siteUrl, link })) }, now);
  };
}
