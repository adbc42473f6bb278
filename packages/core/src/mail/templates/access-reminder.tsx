// The answer to a request from an address that already has access: a reminder, never a second code.
import { AccessRequestNotice } from "./access-request-notice.tsx";
import { renderMail, type RenderedMail } from "./render.ts";
import { accessApprovedSubject } from "./access-approved.tsx";

export interface AccessReminderInput {
  siteUrl: string;
  name: string;
}

export const accessReminderSubject = "You already have access to AI for Leaders";

function AccessReminder({ siteUrl, name }: AccessReminderInput) {
  return (
    <AccessRequestNotice
      siteUrl={siteUrl}
      subject={accessReminderSubject}
      preview="We sent your personal access code earlier: look for it in your inbox."
      heading={`You already have access, ${name}`}
      footerEnd=" with an address that already has one."
    >
      <p style={{ margin: "0 0 16px" }}>
        {`We sent your personal access code to this address earlier, in a mail titled \u201c${accessApprovedSubject}\u201d. Press its \u201cOpen the hub\u201d button, or enter the code under Sign In on the site.`}
      </p>
      <p style={{ margin: 0 }}>
        If you can&apos;t find it or it no longer opens the toolkit, write to us through the Contact form on the site and we&apos;ll help.
      </p>
    </AccessRequestNotice>
  );
}

export async function renderAccessReminder(input: AccessReminderInput): Promise<RenderedMail & { subject: string }> {
  return { subject: accessReminderSubject, ...(await renderMail(<AccessReminder {...input} />)) };
}
