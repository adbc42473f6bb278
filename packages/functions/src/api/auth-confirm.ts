// A new account's address: a link mailed at sign-up (and again on request), whose page's button
// POSTs the token back; opening the link spends nothing. Mounted under /api/auth.
import { Hono, type Context } from "hono";
import { confirmAccountSchema, type AccountService, type ConfirmationOutcome } from "@ai-leaders/core/accounts";
import { authMessages, confirmationMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { createMailQueue } from "../mail/queue.ts";

/** Mails a fresh confirmation link to the account's address, retiring any older one. */
export function confirmationMailer({ services, siteUrl, now, log }: ApiDeps) {
  const queueMail = createMailQueue(services, log);
  return async (email: string) => {
    await services.oneTimeLinks.revoke(email, "confirm-account");
    const { token } = await services.oneTimeLinks.issue({ purpose: "confirm-account", subject: email }, now());
    const { renderConfirmAccount } = await import("@ai-leaders/core/mail/templates");
    const link = new URL(`/link/confirm-account#token=${token}`, siteUrl).href;
    await queueMail({ to: email, ...(await renderConfirmAccount({ siteUrl, link })) }, now());
  };
}

export function authConfirmRoutes(deps: ApiDeps, accounts: Pick<AccountService, "storedUserFromAccessToken" | "userFromAccessToken">) {
  const { services, clientIp, limits, now } = deps;
  const mailConfirmation = confirmationMailer(deps);

  const refusal = (c: Context, status: Exclude<ConfirmationOutcome, "confirmed">) =>
    c.json({ error: { message: confirmationMessages.linkRefused[status] }, status }, 410);

  return new Hono()
    .post("/confirm", jsonBody(confirmAccountSchema), async (c) => {
      const link = await services.oneTimeLinks.spend(c.req.valid("json").token, "confirm-account", now());
      if (typeof link === "string") return refusal(c, link);
      await services.accounts.markEmailVerified(link.subject, now());
      return c.json({ status: "confirmed" as const, email: link.subject }, 200);
    })
    .post("/confirm/resend", async (c) => {
      const user = await accounts.storedUserFromAccessToken(bearerToken(c.req.header("authorization")));
      if (!user) return errorResponse(c, 401, authMessages.sessionExpired);
      if (user.email_verified_at) return errorResponse(c, 409, confirmationMessages.alreadyConfirmed);
      for (const [key, limit] of [
        [`confirm-mail:${user.id}`, limits.confirmationMailsPerAccount],
        [`confirm-mail-ip:${clientIp(c)}`, limits.confirmationMailsPerIp],
      ] as const) {
        const refused = await refuseWhenOverLimit(c, services.rateLimiter, key, limit, now(), {
          description: authMessages.tooManyAttempts,
        });
        if (refused) return refused;
      }
      await mailConfirmation(user.email);
      return c.json({ status: "check-email" as const, message: confirmationMessages.resent }, 202);
    });
}
