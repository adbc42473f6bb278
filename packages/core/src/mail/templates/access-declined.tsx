// The polite note an admin may send when declining an access request.
import { AccessRequestNotice } from "./access-request-notice.tsx";
import { renderMail, type RenderedMail } from "./render.ts";
import { MailLink } from "./action-mail.tsx";

export interface AccessDeclinedInput {
  siteUrl: string;
  name: string;
}

export const accessDeclinedSubject = "Your AI for Leaders access request";

function AccessDeclined({ siteUrl, name }: AccessDeclinedInput) {
  return (
    <AccessRequestNotice
      siteUrl={siteUrl}
      subject={accessDeclinedSubject}
      preview="Thank you for your interest in AI for Leaders."
      heading={`Thank you, ${name}`}
      footerEnd="."
    >
      <p style={{ margin: "0 0 16px" }}>
        Thank you for your interest in the AI for Leaders toolkit. We can&apos;t offer you an access code at the moment, as places are
        limited.
      </p>
      <p style={{ margin: 0 }}>
        {"Our public articles and the weekly briefing stay open to everyone at "}
        <MailLink href={`${siteUrl}/blog`} />
        {". If your situation changes, you are welcome to ask again."}
      </p>
    </AccessRequestNotice>
  );
}

export async function renderAccessDeclined(input: AccessDeclinedInput): Promise<RenderedMail & { subject: string }> {
  return { subject: accessDeclinedSubject, ...(await renderMail(<AccessDeclined {...input} />)) };
}
