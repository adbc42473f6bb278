// The three answers an access request gets by mail: its personal code, a polite no, or a reminder
// that the address has access already. Each goes through the outbox and the relay like any mail.
import type { AccessRequest } from "@ai-leaders/core/access-requests";
import { formatLongDay } from "@ai-leaders/core/dates";
import { createMailQueue } from "../mail/queue.ts";
import type { ApiDeps } from "./deps.ts";

/** The page the approval mail links to: the code rides in the fragment and is spent only by its button. */
export const openHubLinkPath = "/link/open-hub";

export function accessRequestMailer({ services, siteUrl, log }: Pick<ApiDeps, "services" | "siteUrl" | "log">) {
  const queueMail = createMailQueue(services, log);
  const templates = () => import("@ai-leaders/core/mail/templates");
  return {
    async approved(request: AccessRequest, code: string, expiresOn: string, now: Date) {
      const link = new URL(`${openHubLinkPath}#token=${encodeURIComponent(code)}`, siteUrl).href;
      const lastDay = formatLongDay(new Date(`${expiresOn}T00:00:00Z`));
      const mail = await (await templates()).renderAccessApproved({ siteUrl, name: request.name, code, link, lastDay });
      await queueMail({ to: request.email, ...mail }, now);
    },
    async declined(request: AccessRequest, now: Date) {
      await queueMail({ to: request.email, ...(await (await templates()).renderAccessDeclined({ siteUrl, name: request.name })) }, now);
    },
    async reminder(request: AccessRequest, now: Date) {
      await queueMail({ to: request.email, ...(await (await templates()).renderAccessReminder({ siteUrl, name: request.name })) }, now);
    },
  };
}
