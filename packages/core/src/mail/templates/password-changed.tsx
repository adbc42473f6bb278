// "Your password was changed": the notice after any new password, so an owner who didn't do it knows.
import { ActionMail, MailLink, mailRenderer } from "./action-mail.tsx";

export interface PasswordChangedInput {
  siteUrl: string;
  changedAt: Date;
  /** Roughly which device did it, e.g. "Chrome on Windows". */
  device: string;
}

const passwordChangedSubject = "Your password was changed";

const changedAtFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

export const renderPasswordChanged = mailRenderer(passwordChangedSubject, ({ siteUrl, changedAt, device }: PasswordChangedInput) => (
  <ActionMail
    siteUrl={siteUrl}
    subject={passwordChangedSubject}
    preview="The password of your account was just changed."
    receivedBecause={[
      "You received this because the password of this address's account on ",
      " was changed. We send it after every change.",
    ]}
  >
    <p
      style={{ margin: "0 0 16px" }}
    >{`The password of your account was changed on ${changedAtFormat.format(changedAt)} UTC, from ${device}.`}</p>
    <p style={{ margin: 0 }}>
      {
        "If this was you, there is nothing to do. If it wasn't, reset it again at once with \u201cForgot password?\u201d in the sign-in dialog of "
      }
      <MailLink href={siteUrl} />
      {", and contact us through the site's contact form."}
    </p>
  </ActionMail>
));
