// "Confirm your email address": the link that proves a new account's address belongs to its owner.
import { ActionMail, mailRenderer } from "./action-mail.tsx";

export interface ConfirmAccountInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

export const confirmAccountSubject = "Confirm your email address";

export const renderConfirmAccount = mailRenderer(confirmAccountSubject, ({ siteUrl, link }: ConfirmAccountInput) => (
  <ActionMail
    siteUrl={siteUrl}
    subject={confirmAccountSubject}
    preview="One click to confirm the address of your new account. The link works for 24 hours."
    receivedBecause={[
      "You received this because an account was made with this address on ",
      ". If it wasn't you, ignore it: the address stays unconfirmed and receives nothing else from us.",
    ]}
    action={{ href: link, label: "Confirm my email address" }}
  >
    <p style={{ margin: "0 0 24px" }}>
      Open the link and press the button on the page to confirm this address for your account. It works once, for 24 hours.
    </p>
  </ActionMail>
));
