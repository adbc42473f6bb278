// The frame of the mails that tell the reader one thing about their account, and usually ask
// for one act: a heading, the body, the button with its link written out, and why it was sent.
import type { ReactElement, ReactNode } from "react";
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

/** A link in a mail's text, in the colours the brand gives links in both modes. */
export function MailLink({ href, children = href }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} className="mail-link" style={{ color: brand.navy700 }}>
      {children}
    </a>
  );
}

export interface ActionMailProps {
  siteUrl: string;
  /** The subject, the document's title and, unless one is given, the heading. */
  subject: string;
  heading?: string;
  preview: string;
  /** "You received this because …" up to the site's address, and what follows it. */
  receivedBecause: [before: string, after: string];
  /** The act asked for: the link and the button's words; the link is also written out to paste. */
  action?: { href: string; label: string };
  children: ReactNode;
}

export function ActionMail({
  siteUrl,
  subject,
  heading = subject,
  preview,
  receivedBecause: [before, after],
  action,
  children,
}: ActionMailProps) {
  return (
    <BrandLayout
      title={subject}
      preview={preview}
      siteUrl={siteUrl}
      footer={
        <>
          {before}
          <MailLink href={siteUrl} />
          {after}
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>{heading}</h1>
      {children}
      {action && (
        <>
          <MailButton href={action.href}>{action.label}</MailButton>
          <p
            style={{ margin: "24px 0 0", fontSize: 14, wordBreak: "break-all" }}
          >{`Or paste this address into your browser: ${action.href}`}</p>
        </>
      )}
    </BrandLayout>
  );
}

/** The mail's render function: its subject beside the HTML and the plain text. */
export function mailRenderer<Input>(subject: string, Mail: (input: Input) => ReactElement) {
  return async (input: Input): Promise<RenderedMail & { subject: string }> => ({
    subject,
    ...(await renderMail(Mail(input))),
  });
}
