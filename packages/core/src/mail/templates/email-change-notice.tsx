// "Your email address is being changed": told to the old address when a change is asked for.
import { ActionMail, MailLink, mailRenderer } from "./action-mail.tsx";

export interface EmailChangeNoticeInput {
  siteUrl: string;
  /** The new address, masked ("n***@company.com"). */
  maskedNewAddress: string;
}

const emailChangeNoticeSubject = "Your email address is being changed";

export const renderEmailChangeNotice = mailRenderer(emailChangeNoticeSubject, ({ siteUrl, maskedNewAddress }: EmailChangeNoticeInput) => (
  <ActionMail
    siteUrl={siteUrl}
    subject={emailChangeNoticeSubject}
    preview={`Your account is being moved to ${maskedNewAddress}.`}
    receivedBecause={[
      "You received this because the address of this address's account on ",
      " is being changed. We send it after every request.",
    ]}
  >
    <p
      style={{ margin: "0 0 16px" }}
    >{`Someone signed in to your account, gave its password and asked to move it to ${maskedNewAddress}. It moves once the link we sent there is used.`}</p>
    <p style={{ margin: 0 }}>
      {
        "If this was you, there is nothing to do. If it wasn't, change your password at once with \u201cForgot password?\u201d in the sign-in dialog of "
      }
      <MailLink href={siteUrl} />
      {": that ends every session and cancels the move."}
    </p>
  </ActionMail>
));
