// "Email me when this ships" keeps its word: when the operator marks a suggestion done or
// declined, each confirmed watcher is mailed once, however often the status changes after.
import { shipsTag, type Suggestion, type SuggestionStatus } from "@ai-leaders/core/voting";
import { createMailQueue } from "../../mail/queue.ts";
import { createSubscriberMail } from "../../mail/subscriber-mail.ts";
import type { ApiDeps } from "../deps.ts";

const noticeStatuses = ["done", "declined"] as const;
type NoticeStatus = (typeof noticeStatuses)[number];
const isNoticeStatus = (status: SuggestionStatus): status is NoticeStatus => (noticeStatuses as readonly string[]).includes(status);

export function createShipNotices({ services, siteUrl, access, log }: Pick<ApiDeps, "services" | "siteUrl" | "access" | "log">) {
  const mailSubscriber = createSubscriberMail({ queueMail: createMailQueue(services, log), siteUrl, tokenSecret: access.tokenSecret });

  /** Mails the watchers not yet told about `suggestion`; answers how many were mailed now. */
  return async function notifyWatchers(suggestion: Pick<Suggestion, "id" | "title">, status: SuggestionStatus, reply: string | null, now: Date): Promise<number> {
    if (!isNoticeStatus(status)) return 0;
    const tag = shipsTag(suggestion.id);
    const { renderShipNotice } = await import("@ai-leaders/core/mail/templates");
    const boardLink = new URL("/level-2", siteUrl).href;
    let mailed = 0;
    for (const watcher of await services.newsletter.watchers(tag)) {
      // Claimed before it is queued: a second status change, or a retry, finds it claimed.
      if (!(await services.newsletter.claimNotice(watcher.email, tag))) continue;
      const sent = await mailSubscriber(watcher, (unsubscribeLink) => renderShipNotice({ siteUrl, title: suggestion.title, status, reply, boardLink, unsubscribeLink }), now);
      if (sent) mailed++;
    }
    await services.voting.moderation.countNotified(suggestion.id, mailed);
    return mailed;
  };
}
