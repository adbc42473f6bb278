// A mail's ways out, signed for one address and one list: the footer's link, which opens a page
// whose button unsubscribes, and RFC 8058's headers, whose one-click POST a mail provider sends.
// A browser that opens the header's address is sent on to the same page (api/newsletter.ts).
import { unsubscribeToken, type MailList } from "@ai-leaders/core/newsletter";
import type { MailMessage } from "@ai-leaders/core/mail";
import { oneClickPath } from "../http/one-click.ts";

export interface UnsubscribeLinkDeps {
  siteUrl: string;
  tokenSecret: string;
}

export interface UnsubscribeLinks {
  /** The page the footer links to: it says what will stop and has one button. */
  page: string;
  headers: NonNullable<MailMessage["headers"]>;
}

/** The page the unsubscribe links open, with the token (in the fragment, out of server logs) and the list it stops. */
export const unsubscribePagePath = (token: string, list: MailList) => `/link/unsubscribe#token=${token}&list=${list}`;

export function unsubscribeLinks(
  { siteUrl, tokenSecret }: UnsubscribeLinkDeps,
  email: string,
  list: MailList,
  now: Date,
): UnsubscribeLinks {
  const token = unsubscribeToken(email, tokenSecret, now, list);
  const oneClick = new URL(`${oneClickPath}?token=${token}`, siteUrl).href;
  return {
    page: new URL(unsubscribePagePath(token, list), siteUrl).href,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
