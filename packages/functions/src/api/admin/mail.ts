// "Send a test email" (issue 26): a mail to the signed-in admin through the outbox and the relay,
// so an operator can prove the mail set-up end to end. Mounted under /api/admin, behind the admin check.
import { Hono } from "hono";
import { apiMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";
import { refuseWhenOverLimit } from "../../http/rate-limit.ts";
import { createMailQueue } from "../../mail/queue.ts";
import type { AdminEnv } from "./require-admin.ts";
import { addressHash } from "@ai-leaders/core/erasure";

export function adminMailRoutes({ services, siteUrl, limits, now, log, access }: ApiDeps) {
  const queueMail = createMailQueue(services, log);
  return new Hono<AdminEnv>().post("/test", async (c) => {
    const admin = c.get("admin").email;
    const refused = await refuseWhenOverLimit(
      c,
      services.rateLimiter,
      `mail-test:${addressHash(admin, access.tokenSecret)}`,
      limits.testMail,
      now(),
      {
        description: apiMessages.tooManyRequests,
      },
    );
    if (refused) return refused;
    // The templates (React) load with the first test, not with every cold start of the API.
    const { renderTestMessage } = await import("@ai-leaders/core/mail/templates");
    const content = await renderTestMessage({ siteUrl, requestedBy: admin, sentAt: now() });
    const mail = await queueMail({ to: admin, ...content }, now());
    await services.audit.record({ actor: admin, action: "mail.test", target: `mail:${mail.id}` }, now());
    return c.json({ id: mail.id, message: `Test email queued to ${admin}` }, 202);
  });
}
