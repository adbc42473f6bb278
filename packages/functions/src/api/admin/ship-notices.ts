// "Email me when this ships" keeps its word: when the operator marks a suggestion done or
// declined, each confirmed watcher is mailed once, however often the status changes after.
import { shipsTag, type Suggestion, type SuggestionStatus } from "@ai-leaders/core/voting";
import { boardPath } from "@ai-leaders/core/voting/board-path";
import type { ChangelogEntry } from "@ai-leaders/core/changelog";
import type { NewsletterSignup } from "@ai-leaders/core/newsletter";
import { entryMailKey, whatsNewPath } from "@ai-leaders/core/changelog";
import { createMailQueue } from "../../mail/queue.ts";
import { createSubscriberMail } from "../../mail/subscriber-mail.ts";
import type { ApiDeps } from "../deps.ts";

const noticeStatuses = ["done", "declined"] as const;
type NoticeStatus = (typeof noticeStatuses)[number];
const isNoticeStatus = (status: SuggestionStatus): status is NoticeStatus => (noticeStatuses as readonly string[]).includes(status);

export function createShipNotices({ services, siteUrl, access, log }: Pick<ApiDeps, "services" | "siteUrl" | "access" | "log">) {
  const mailSubscriber = createSubscriberMail({ queueMail: createMailQueue(services, log), siteUrl, tokenSecret: access.tokenSecret });

  /** Mails the watchers not yet told about `suggestion`; answers how many were mailed now. */
  return async function notifyWatchers(
    suggestion: Pick<Suggestion, "id" | "title">,
    status: SuggestionStatus,
    reply: string | null,
    now: Date,
  ): Promise<number> {
    if (!isNoticeStatus(status)) return 0;
    const tag = shipsTag(suggestion.id);
    const { renderShipNotice } = await import("@ai-leaders/core/mail/templates");
    const boardLink = new URL(boardPath, siteUrl).href;
    let mailed = 0;
    for (const watcher of await services.newsletter.watchers(tag)) {
      // Claimed before it is queued: a second status change, or a retry, finds it claimed.
      if (!(await services.newsletter.claimNotice(watcher.email, tag))) continue;
      const sent = await mailSubscriber(
        watcher,
        (unsubscribeLink) => renderShipNotice({ siteUrl, title: suggestion.title, status, reply, boardLink, unsubscribeLink }),
        now,
      );
      if (sent) mailed++;
    }
    await services.voting.moderation.countNotified(suggestion.id, mailed);
    return mailed;
  };
}

export interface AnsweredSuggestion {
  id: string;
  title: string;
}

/**
 * A published "What's new" entry tells each follower of its suggestions once: one mail a reader
 * naming every suggestion of theirs it answers, with links to the new content. A suggestion's
 * notice already sent (its status changed to done before) is not sent again, and the entry's mail
 * to a person goes once (entryMailKey), however else they came to hear of it (answer-notices.ts).
 */
export function createEntryNotices({ services, siteUrl, access, log }: Pick<ApiDeps, "services" | "siteUrl" | "access" | "log">) {
  const mailSubscriber = createSubscriberMail({ queueMail: createMailQueue(services, log), siteUrl, tokenSecret: access.tokenSecret });

  /** Answers how many readers were mailed now. */
  return async function notifyFollowers(
    entry: Pick<ChangelogEntry, "id" | "title" | "summary" | "links">,
    suggestions: AnsweredSuggestion[],
    now: Date,
  ): Promise<number> {
    const followers = new Map<string, { signup: NewsletterSignup; answered: AnsweredSuggestion[] }>();
    for (const suggestion of suggestions) {
      for (const watcher of await services.newsletter.watchers(shipsTag(suggestion.id))) {
        const follower = followers.get(watcher.email) ?? { signup: watcher, answered: [] };
        follower.answered.push(suggestion);
        followers.set(watcher.email, follower);
      }
    }
    const { renderWhatsNewNotice } = await import("@ai-leaders/core/mail/templates");
    const links = entry.links.map((link) => ({ title: link.title, url: new URL(link.path, siteUrl).href }));
    const whatsNewLink = new URL(whatsNewPath, siteUrl).href;
    const mailedPerSuggestion = new Map<string, number>();
    let mailed = 0;
    for (const { signup, answered } of followers.values()) {
      // Claimed before it is queued: a retry, or a later status change, finds each one claimed.
      const claimed: AnsweredSuggestion[] = [];
      for (const suggestion of answered)
        if (await services.newsletter.claimNotice(signup.email, shipsTag(suggestion.id))) claimed.push(suggestion);
      if (claimed.length === 0) continue;
      const compose = (unsubscribeLink: string) =>
        renderWhatsNewNotice({
          siteUrl,
          entry,
          reason: "followed",
          suggestions: claimed.map((suggestion) => suggestion.title),
          links,
          whatsNewLink,
          unsubscribeLink,
        });
      if (!(await mailSubscriber(signup, compose, now, { once: entryMailKey(entry.id, signup.email) }))) continue;
      mailed++;
      for (const suggestion of claimed) mailedPerSuggestion.set(suggestion.id, (mailedPerSuggestion.get(suggestion.id) ?? 0) + 1);
    }
    for (const [id, count] of mailedPerSuggestion) await services.voting.moderation.countNotified(id, count);
    return mailed;
  };
}
