// Sending the weekly digest. The schedule (the cloud's weekly rule, the local stack's timer) sends
// it to each admin who turned it on, once per ISO week: a conditional claim on the admin's account
// comes first, so a second run that week sends nothing. The console's button sends it at once.
import { isAdmin } from "@ai-leaders/core/accounts";
import { isoWeek } from "@ai-leaders/core/digest";
import type { WeeklyDigestInput } from "@ai-leaders/core/mail/templates";
import type { Log } from "../http/index.ts";
import { createMailQueue } from "../mail/queue.ts";
import type { Services } from "../services/index.ts";
import { digestContent } from "./content.ts";

export interface DigestDeps {
  services: Pick<Services, "accounts" | "digestPreferences" | "analytics" | "voting" | "mailOutbox" | "relayPublisher">;
  adminEmails: readonly string[];
  siteUrl: string;
  log: Log;
}

function digestMailer({ services, siteUrl, log }: DigestDeps, now: Date) {
  const queueMail = createMailQueue(services, log);
  let content: Promise<WeeklyDigestInput> | undefined;
  // Read once per run, and only when someone is sent it.
  const mail = async () =>
    (await import("@ai-leaders/core/mail/templates")).renderWeeklyDigest(await (content ??= digestContent(services, siteUrl, now)));
  return async (to: string) => queueMail({ to, ...(await mail()) }, now);
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
