// "Forgot password?": a reset link mailed to the address, checked by its page without being
// spent, then spent once to set a new password and end every session. Mounted under /api/auth.
import { Hono, type Context } from "hono";
import { setTimeout as sleep } from "node:timers/promises";
import {
  hashPassword,
  isAdmin,
  recoverCheckSchema,
  recoverSchema,
  resetPasswordSchema,
  verifyPassword,
  type RecoveryLinkStatus,
} from "@ai-leaders/core/accounts";
import { authMessages, recoveryMessages } from "@ai-leaders/core/messages";
import { addressHash } from "@ai-leaders/core/erasure";
import { describeDevice } from "@ai-leaders/core/accounts/sessions";
import type { ApiDeps } from "./deps.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { createMailQueue } from "../mail/queue.ts";
import { endFeedAddresses } from "../changelog/index.ts";

/**
 * Every "Forgot password?" answer waits at least this long, so an address with an account (a
 * mail rendered and queued) answers in the same time as one without.
 */
export const recoveryAnswerMs = 700;

/** The "Your password was changed" notice, sent after a reset and after a signed-in change. */
export function passwordChangedNotice({ services, siteUrl, now, log }: ApiDeps) {
  const queueMail = createMailQueue(services, log);
  return async (c: Context, email: string) => {
    const { renderPasswordChanged } = await import("@ai-leaders/core/mail/templates");
    const content = await renderPasswordChanged({
      siteUrl,
      changedAt: now(),
      device: describeDevice(c.req.header("user-agent")).replace(/^Unknown device$/, "an unknown device"),
    });
    await queueMail({ to: email, ...content }, now());
  };
}

export function authRecoveryRoutes(deps: ApiDeps) {
  const { services, siteUrl, adminEmails, clientIp, limits, now, log, access } = deps;
  const person = (email: string) => addressHash(email, access.tokenSecret);
  const queueMail = createMailQueue(services, log);
  const notifyPasswordChanged = passwordChangedNotice(deps);

  /** Mails a fresh link (retiring the older ones) when the address has an account and its hourly mails allow. */
  async function mailResetLink(email: string) {
    const user = await services.accounts.findUser(email);
    if (!user) return;
    if (!(await services.rateLimiter.hit(`recover-mail:${person(user.email)}`, limits.recoveryMailsPerAccount, now())).allowed) return;
    await services.oneTimeLinks.revoke(user.email, "reset-password");
    const { token } = await services.oneTimeLinks.issue({ purpose: "reset-password", subject: user.email }, now());
    const { renderResetPassword } = await import("@ai-leaders/core/mail/templates");
    const link = new URL(`/link/reset-password#token=${token}`, siteUrl).href;
    await queueMail({ to: user.email, ...(await renderResetPassword({ siteUrl, link })) }, now());
  }

  const refusal = (c: Context, status: Exclude<RecoveryLinkStatus, "valid">) =>
    c.json({ error: { message: recoveryMessages.linkRefused[status] }, status }, 410);
  const passwordChanged = (c: Context) => c.json({ status: "password-changed" as const }, 200);
  /** Whether the spent link's account has this password now: the link's own reset went through. */
  async function alreadyReset(token: string, password: string): Promise<boolean> {
    const subject = await services.oneTimeLinks.spentLinkSubject(token, "reset-password");
    const user = subject === null ? undefined : await services.accounts.findUser(subject);
    return user ? verifyPassword(user.password_hash, password) : false;
  }

  return new Hono()
    .post("/recover", jsonBody(recoverSchema), async (c) => {
      const email = c.req.valid("json").email.toLowerCase();
      const refused = await refuseWhenOverLimit(
        c,
        services.rateLimiter,
        `recover:${clientIp(c)}:${person(email)}`,
        limits.recoverPerEmailFromAddress,
        now(),
        {
          description: authMessages.tooManyAttempts,
        },
      );
      if (refused) return refused;
      // A failure is logged, never answered: a 500 would say the address has an account.
      const mailed = mailResetLink(email).catch((error: Error) => log({ event: "recovery_mail_failed", error: error.message }));
      await Promise.all([sleep(recoveryAnswerMs), mailed]);
      return c.json({ status: "check-email" as const }, 202);
    })
    .post("/recover/check", jsonBody(recoverCheckSchema), async (c) => {
      const state = await services.oneTimeLinks.inspect(c.req.valid("json").token, "reset-password", now());
      return c.json({ status: typeof state === "string" ? state : ("valid" as RecoveryLinkStatus) }, 200);
    })
    .post("/reset", jsonBody(resetPasswordSchema), async (c) => {
      const { token, password } = c.req.valid("json");
      // The link is spent first: of requests racing with one link, one goes on and the others are
      // told at once. A retry of the one that went on (its answer lost) is told the truth: done.
      const link = await services.oneTimeLinks.spend(token, "reset-password", now());
      if (typeof link === "string") return link === "used" && (await alreadyReset(token, password)) ? passwordChanged(c) : refusal(c, link);
      const passwordHash = await hashPassword(password);
      // ASVS: after a reset every session ends; reading the link's mail proved the address.
      await services.accounts.setPassword(link.subject, passwordHash, false);
      await services.accounts.markEmailVerified(link.subject, now());
      await services.accounts.endSessions(link.subject, now());
      await endFeedAddresses(services.oneTimeLinks, link.subject);
      // A change of address someone asked for with the old password goes with it.
      await services.oneTimeLinks.revoke(link.subject, "change-email");
      const user = await services.accounts.findUser(link.subject);
      if (user && isAdmin(user, adminEmails)) {
        await services.audit.record({ actor: user.email, action: "admin.password-reset", target: user.email }, now());
      }
      await notifyPasswordChanged(c, link.subject);
      return passwordChanged(c);
    });
}
