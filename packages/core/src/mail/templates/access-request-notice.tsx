// What every answer to an access request shares: the reason in the footer (they asked for a code on
// the site), a heading that greets them by name, then the answer's own paragraphs.
import type { ReactNode } from "react";
import { BrandLayout } from "./layout.tsx";
import { MailLink } from "./action-mail.tsx";

export interface AccessRequestNoticeProps {
  siteUrl: string;
  subject: string;
  preview: string;
  heading: string;
  /** What the footer adds after the site's address, from its punctuation on: ".", " with an address that …". */
  footerEnd: string;
  children: ReactNode;
}

export function AccessRequestNotice({ siteUrl, subject, preview, heading, footerEnd, children }: AccessRequestNoticeProps) {
  return (
    <BrandLayout
      title={subject}
      preview={preview}
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because you asked for an access code on "}
          <MailLink href={siteUrl} />
          {footerEnd}
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>{heading}</h1>
      {children}
    </BrandLayout>
  );
}
