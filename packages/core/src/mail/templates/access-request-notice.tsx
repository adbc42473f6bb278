// What every answer to an access request shares: the reason in the footer (they asked for a code on
// the site), a heading that greets them by name, then the answer's own paragraphs.
import type { ReactNode } from "react";
import { ActionMail } from "./action-mail.tsx";

export interface AccessRequestNoticeProps {
  siteUrl: string;
  subject: string;
  preview: string;
  heading: string;
  /** What the footer adds after the site's address, from its punctuation on: ".", " with an address that …". */
  footerEnd: string;
  children: ReactNode;
}

export function AccessRequestNotice({ footerEnd, ...mail }: AccessRequestNoticeProps) {
  return <ActionMail {...mail} receivedBecause={["You received this because you asked for an access code on ", footerEnd]} />;
}
