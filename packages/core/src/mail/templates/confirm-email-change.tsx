// "Confirm your new email address": sent to the new address; the account moves only when its page's button is pressed.
import { ActionMail, mailRenderer } from "./action-mail.tsx";

export interface ConfirmEmailChangeInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

const confirmEmailChangeSubject = "Confirm your new email address";

export const renderConfirmEmailChange = mailRenderer(confirmEmailChangeSubject, ({ siteUrl, link }: ConfirmEmailChangeInput) => (
  <ActionMail
    siteUrl={siteUrl}
    subject={confirmEmailChangeSubject}
    preview="One click to make this the address of your account. The link works for 24 hours."
    receivedBecause={[
      "You received this because someone asked to move an account on ",
      " to this address. If it wasn't you, ignore it: nothing changes.",
    ]}
    action={{ href: link, label: "Use this address" }}
  >
    <p style={{ margin: "0 0 24px" }}>
      Open the link and press the button on the page to make this the address of your account. You will then log in with it. It works once,
      for 24 hours.
    </p>
  </ActionMail>
));
