// A published "What's new" entry tells the people who made or voted for its suggestions while
// signed in: one mail each, naming the suggestions of theirs it answers, with a one-click way out
// of these mails alone. Not to an address that said no to all mail, bounced or complained; and
// not twice to anyone, since the entry's mail to a person is queued once (entryMailKey), so a
// follower mailed already, or a retried publish, sends nothing more.
import { accountIdsIn, answerRecipients, entryMailKey, whatsNewPath, type ChangelogEntry } from "@ai-leaders/core/changelog";
import { refusesMail } from "@ai-leaders/core/newsletter";
import { suggestionTitle, type Suggestion } from "@ai-leaders/core/voting";
import { createMailQueue } from "../../mail/queue.ts";
import { unsubscribeLinks } from "../../mail/unsubscribe-links.ts";
import type { ApiDeps } from "../deps.ts";

export function createAnswerNotices({ services, siteUrl, access, log }: Pick<ApiDeps, "services" | "siteUrl" | "access" | "log">) {
  const queueMail = createMailQueue(services, log);
  const links = { siteUrl, tokenSecret: access.tokenSecret };

  /** Answers how many people were mailed now. */
  return async function notifyAuthorsAndVoters(
    entry: Pick<ChangelogEntry, "id" | "title" | "summary" | "links">,
    suggestions: Suggestion[],
    now: Date,
  ): Promise<number> {
    const people = await Promise.all(
      suggestions.map(async (suggestion) => ({
        title: suggestionTitle(suggestion),
        author_id: suggestion.author_id,
        voter_ids: await services.voting.accountVoters(suggestion.id),
      })),
    );
    const recipients = answerRecipients(people, await services.answerAudience.accounts(accountIdsIn(people)));
    const { renderWhatsNewNotice } = await import("@ai-leaders/core/mail/templates");
    const contentLinks = entry.links.map((link) => ({ title: link.title, url: new URL(link.path, siteUrl).href }));
    const whatsNewLink = new URL(whatsNewPath, siteUrl).href;
    let mailed = 0;
    for (const recipient of recipients) {
      if (refusesMail(await services.newsletter.get(recipient.email, now))) continue;
      const { page, headers } = unsubscribeLinks(links, recipient.email, "answers", now);
      const mail = await renderWhatsNewNotice({
        siteUrl,
        entry,
        reason: "took-part",
        suggestions: recipient.suggestions,
        links: contentLinks,
        whatsNewLink,
        unsubscribeLink: page,
      });
      if (await queueMail({ to: recipient.email, headers, ...mail }, now, { once: entryMailKey(entry.id, recipient.email) })) mailed++;
    }
    return mailed;
  };
}
