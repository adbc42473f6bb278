// "Confirm your subscription": double opt-in, so only the owner of an address puts it on the list.
import { ActionMail, mailRenderer } from "./action-mail.tsx";

export interface ConfirmNewsletterInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

const confirmNewsletterSubject = "Confirm your subscription";

export const renderConfirmNewsletter = mailRenderer(confirmNewsletterSubject, ({ siteUrl, link }: ConfirmNewsletterInput) => (
  <ActionMail
    siteUrl={siteUrl}
    subject={confirmNewsletterSubject}
    preview="One click and you're on the list. The link works for 24 hours."
    receivedBecause={[
      "You received this because this address was entered in the newsletter form on ",
      ". If it wasn't you, ignore it: nothing more is sent, and the address is deleted after 30 days.",
    ]}
    action={{ href: link, label: "Confirm my subscription" }}
  >
    <p style={{ margin: "0 0 24px" }}>
      Press the button to start receiving the AI for Leaders newsletter and the updates you asked for. The link works for 24 hours.
    </p>
  </ActionMail>
));
