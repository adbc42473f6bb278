// "Someone tried to sign up with your address": what the owner of an existing account gets instead
// of a second account, so sign-up never tells a stranger which addresses are registered.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

export interface SignUpAttemptInput {
  siteUrl: string;
}

const signUpAttemptSubject = "Someone tried to sign up with your address";

function SignUpAttempt({ siteUrl }: SignUpAttemptInput) {
  return (
    <BrandLayout
      title={signUpAttemptSubject}
      preview="Your account already exists and nothing about it has changed."
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because someone tried to create an account with this address on "}
          <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
            {siteUrl}
          </a>
          {", where it already has one."}
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Someone tried to sign up with your address</h1>
      <p style={{ margin: "0 0 16px" }}>
        An account with this address already exists, so no new account was made and nothing about yours changed.
      </p>
      <p style={{ margin: "0 0 24px" }}>
        <strong>Was it you?</strong>
        {" Log in with your password instead. If you don't remember it, choose \u201cForgot password?\u201d in the log-in dialog."}
      </p>
      <MailButton href={siteUrl}>Go to AI for Leaders</MailButton>
      <p style={{ margin: "24px 0 0" }}>
        <strong>Wasn&apos;t it you?</strong>
        {" There is nothing to do: your account is safe, and no one can use it without your password."}
      </p>
    </BrandLayout>
  );
}

export async function renderSignUpAttempt(input: SignUpAttemptInput): Promise<RenderedMail & { subject: string }> {
  return { subject: signUpAttemptSubject, ...(await renderMail(<SignUpAttempt {...input} />)) };
}
