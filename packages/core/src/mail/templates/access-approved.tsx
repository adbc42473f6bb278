// "Your access code": an approved request's personal code, and a link that opens the hub. The link's
// page asks for a press before it spends the code's single use (mail scanners open links first).
import { AccessRequestNotice } from "./access-request-notice.tsx";
import { MailButton } from "./button.tsx";
import { renderMail, type RenderedMail } from "./render.ts";

export interface AccessApprovedInput {
  siteUrl: string;
  name: string;
  code: string;
  /** The hub's door with the code in its fragment (/link/open-hub#code=…). */
  link: string;
  /** The code's last day, e.g. "27 December 2026". */
  lastDay: string;
}

export const accessApprovedSubject = "Your AI for Leaders access code";

function AccessApproved({ siteUrl, name, code, link, lastDay }: AccessApprovedInput) {
  return (
    <AccessRequestNotice
      siteUrl={siteUrl}
      subject={accessApprovedSubject}
      preview={`Your personal access code: ${code}. It opens the toolkit once, until ${lastDay}.`}
      heading={`Welcome, ${name}`}
      footerEnd=". The code is yours alone: please don't share it."
    >
      <p style={{ margin: "0 0 16px" }}>Your request for the AI for Leaders toolkit is approved. Your personal access code is:</p>
      <p
        style={{
          margin: "0 0 24px",
          fontSize: 22,
          fontWeight: 800,
          letterSpacing: "0.08em",
          fontFamily: "ui-monospace, Menlo, Consolas, monospace",
        }}
      >
        {code}
      </p>
      <p
        style={{ margin: "0 0 24px" }}
      >{`Press the button to open the hub, or enter the code under Sign In on the site. It works once, until ${lastDay}.`}</p>
      <MailButton href={link}>Open the hub</MailButton>
      <p style={{ margin: "24px 0 0", fontSize: 14, wordBreak: "break-all" }}>{`Or paste this address into your browser: ${link}`}</p>
    </AccessRequestNotice>
  );
}

export async function renderAccessApproved(input: AccessApprovedInput): Promise<RenderedMail & { subject: string }> {
  return { subject: accessApprovedSubject, ...(await renderMail(<AccessApproved {...input} />)) };
}
