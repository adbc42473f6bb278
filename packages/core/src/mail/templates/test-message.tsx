// "Send a test email" (issue 26): proof, for the operator, that mail leaves the site and arrives.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";
import { MailLink } from "./action-mail.tsx";

export interface TestMessageInput {
  siteUrl: string;
  /** The admin who asked for it (and receives it). */
  requestedBy: string;
  sentAt: Date;
}

const testMessageSubject = `Test email from ${brand.name}`;

const sentAtFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

function TestMessage({ siteUrl, requestedBy, sentAt }: TestMessageInput) {
  const consoleUrl = new URL("/admin", siteUrl).href;
  return (
    <BrandLayout
      title={testMessageSubject}
      preview="Your mail set-up works: this message left the site and reached your inbox."
      siteUrl={siteUrl}
      footer={
        <>
          {`You received this because ${requestedBy} asked for a test email in the console of `}
          <MailLink href={siteUrl} />. No action is needed.
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Your mail set-up works</h1>
      {/* One string per sentence: React would mark each joined piece with an HTML comment. */}
      <p style={{ margin: "0 0 16px" }}>
        {`This test email was sent from the console of ${siteUrl} on ${sentAtFormat.format(sentAt)} UTC, at the request of ${requestedBy}.`}
      </p>
      <p style={{ margin: "0 0 24px" }}>
        Since it reached you, mail leaves the site and arrives: the site&apos;s other messages travel the same way. If it landed in spam,
        check the sending domain&apos;s SPF, DKIM and DMARC records.
      </p>
      <MailButton href={consoleUrl}>Open the console</MailButton>
    </BrandLayout>
  );
}

export async function renderTestMessage(input: TestMessageInput): Promise<RenderedMail & { subject: string }> {
  return { subject: testMessageSubject, ...(await renderMail(<TestMessage {...input} />)) };
}
