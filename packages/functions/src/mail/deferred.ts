// Sign-up's mail, written by the relay as it sends it. The request only stores that a mail is due
// (the same work for a new, a registered and a reserved address, so its time tells them apart no
// more than its answer does); the link and the body are made here, from the account as it is now.
import type { MailMessage } from "@ai-leaders/core/mail";
import type { OutboxMail } from "@ai-leaders/core/mail-outbox";
import type { Services } from "../services/index.ts";

interface DeferredMailDeps {
  services: Pick<Services, "accounts" | "oneTimeLinks">;
  siteUrl: string;
  now: () => Date;
}

/** The mail to send for a deferred outbox mail. */
export function deferredMailWriter({ services, siteUrl, now }: DeferredMailDeps) {
  return async (mail: OutboxMail): Promise<MailMessage> => {
    const templates = await import("@ai-leaders/core/mail/templates");
    if (mail.deferred === "sign-up-attempt") {
      // No account behind it: the address is kept for an administrator the operator has not made yet.
      const reserved = !(await services.accounts.findUser(mail.to));
      return { to: mail.to, ...(await templates.renderSignUpAttempt({ siteUrl, reserved })) };
    }
    await services.oneTimeLinks.revoke(mail.to, "confirm-account");
    const { token } = await services.oneTimeLinks.issue({ purpose: "confirm-account", subject: mail.to }, now());
    const link = new URL(`/link/confirm-account#token=${token}`, siteUrl).href;
    return { to: mail.to, ...(await templates.renderConfirmAccount({ siteUrl, link })) };
  };
}
