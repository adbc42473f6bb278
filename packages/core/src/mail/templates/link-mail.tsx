// The mails whose whole point is one link to a page that does the thing (confirm an address,
// choose a password): one frame, words of their own.
import { ActionMail, mailRenderer } from "./action-mail.tsx";

export interface LinkMailInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

export interface LinkMailWords {
  subject: string;
  preview: string;
  /** Why the reader got it, around a link to the site. */
  receivedBecause: [before: string, after: string];
  /** The button's words. */
  action: string;
  /** What the link does, and for how long it works. */
  body: string;
}

export function linkMail(words: LinkMailWords) {
  return mailRenderer(words.subject, ({ siteUrl, link }: LinkMailInput) => (
    <ActionMail
      siteUrl={siteUrl}
      subject={words.subject}
      preview={words.preview}
      receivedBecause={words.receivedBecause}
      action={{ href: link, label: words.action }}
    >
      <p style={{ margin: "0 0 24px" }}>{words.body}</p>
    </ActionMail>
  ));
}
