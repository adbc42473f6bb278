// Sending the weekly digest. The schedule (the cloud's weekly rule, the local stack's timer) sends
// it to each admin who turned it on, once per ISO week: a conditional claim on the admin's account
// comes first, so a second run that week sends nothing. The console's button sends it at once.
// Each carries the admin's own one-click way out (RFC 8058), which turns the digest off.
import { isAdmin } from "@ai-leaders/core/accounts";
import { isoWeek } from "@ai-leaders/core/digest";
import type { Log } from "../http/index.ts";
import { createMailQueue } from "../mail/queue.ts";
import { unsubscribeLinks } from "../mail/unsubscribe-links.ts";
import type { Services } from "../services/index.ts";
import { digestContent, type DigestContent } from "./content.ts";

export interface DigestDeps {
  services: Pick<Services, "accounts" | "digestPreferences" | "analytics" | "voting" | "mailOutbox" | "relayPublisher">;
  adminEmails: readonly string[];
  siteUrl: string;
  /** TOKEN_SECRET: it signs each digest's unsubscribe link. */
  tokenSecret: string;
  log: Log;
}

function digestMailer({ services, siteUrl, tokenSecret, log }: DigestDeps, now: Date) {
  const queueMail = createMailQueue(services, log);
  let content: Promise<DigestContent> | undefined;
  return async (to: string) => {
    const { page, headers } = unsubscribeLinks({ siteUrl, tokenSecret }, to, "digest", now);
    // Read once per run, and only when someone is sent it.
    const shared = await (content ??= digestContent(services, siteUrl, now));
    const { renderWeeklyDigest } = await import("@ai-leaders/core/mail/templates");
    return queueMail({ to, headers, ...(await renderWeeklyDigest({ ...shared, unsubscribeLink: page })) }, now);
  };
}

/** One scheduled run: the addresses it sent the digest to. */
export async function sendWeeklyDigests(deps: DigestDeps, now: Date): Promise<string[]> {
  const { services, adminEmails, log } = deps;
  const week = isoWeek(now);
  const send = digestMailer(deps, now);
  const sent: string[] = [];
  for (const email of adminEmails) {
    const user = await services.accounts.findUser(email);
    // Product mail goes only to a confirmed address, and only while the account is an admin's.
    if (!user || !isAdmin(user, adminEmails) || !user.email_verified_at || user.digest_weekly !== true) continue;
    if (!(await services.digestPreferences.claimWeek(user.email, week))) continue;
    try {
      await send(user.email);
      sent.push(user.email);
    } catch (error) {
      await services.digestPreferences.releaseWeek(user.email, week);
      log({ event: "digest_failed", week, error: (error as Error).message });
    }
  }
  log({ event: "digest_run", week, sent: sent.length });
  return sent;
}

/** "Send me this week's digest now": to the signed-in admin, whether or not it is on for them. */
export async function sendDigestNow(deps: DigestDeps, email: string, now: Date): Promise<void> {
  await digestMailer(deps, now)(email);
}
