// "Someone tried to sign up with your address": what the owner of an existing account gets instead
// of a second account, so sign-up never tells a stranger which addresses are registered.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { renderMail, type RenderedMail } from "./render.ts";
import { MailLink } from "./action-mail.tsx";

export interface SignUpAttemptInput {
  siteUrl: string;
  /** An address kept for an administrator (ADMIN_EMAILS) whose account the operator has not made yet. */
  reserved?: boolean;
}

export const signUpAttemptSubject = "Someone tried to sign up with your address";

/** What the mail says, for an address with an account and for one kept for an administrator. */
const words = {
  account: {
    preview: "Your account already exists and nothing about it has changed.",
    footer: ", where it already has one.",
    what: "An account with this address already exists, so no new account was made and nothing about yours changed.",
    wasIt: " Log in with your password instead. If you don't remember it, choose \u201cForgot password?\u201d in the log-in dialog.",
    wasNot: " There is nothing to do: your account is safe, and no one can use it without your password.",
  },
  reserved: {
    preview: "This address is kept for the site's administrator: no account was made.",
    footer: ", where it is kept for an administrator.",
    what: "This address is kept for an administrator of the site, so no account was made with it and nothing changed.",
    wasIt:
      " An administrator's account is made by whoever runs the site, who gives you a one-time password to sign in with; it cannot be signed up for.",
    wasNot: " There is nothing to do: no account was made, and none can be without the site's operator.",
  },
};

function SignUpAttempt({ siteUrl, reserved = false }: SignUpAttemptInput) {
  const said = reserved ? words.reserved : words.account;
  return (
    <BrandLayout
      title={signUpAttemptSubject}
      preview={said.preview}
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because someone tried to create an account with this address on "}
          <MailLink href={siteUrl} />
          {said.footer}
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Someone tried to sign up with your address</h1>
      <p style={{ margin: "0 0 16px" }}>{said.what}</p>
      <p style={{ margin: "0 0 24px" }}>
        <strong>Was it you?</strong>
        {said.wasIt}
      </p>
      <MailButton href={siteUrl}>Go to AI for Leaders</MailButton>
      <p style={{ margin: "24px 0 0" }}>
        <strong>Wasn&apos;t it you?</strong>
        {said.wasNot}
      </p>
    </BrandLayout>
  );
}

export async function renderSignUpAttempt(input: SignUpAttemptInput): Promise<RenderedMail & { subject: string }> {
  return { subject: signUpAttemptSubject, ...(await renderMail(<SignUpAttempt {...input} />)) };
}
