// "Reset your password": the link that lets the owner of an address choose a new password.
import { ActionMail, mailRenderer } from "./action-mail.tsx";

export interface ResetPasswordInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

const resetPasswordSubject = "Reset your password";

export const renderResetPassword = mailRenderer(resetPasswordSubject, ({ siteUrl, link }: ResetPasswordInput) => (
  <ActionMail
    siteUrl={siteUrl}
    subject={resetPasswordSubject}
    preview="A link to choose a new password. It works for 30 minutes."
    receivedBecause={[
      "You received this because someone asked to reset the password of this address's account on ",
      ". If it wasn't you, ignore it: your password stays as it is.",
    ]}
    action={{ href: link, label: "Choose a new password" }}
  >
    <p style={{ margin: "0 0 24px" }}>
      Open the link to choose a new password. It works once, for 30 minutes, and setting a new password signs you out on every device.
    </p>
  </ActionMail>
));
