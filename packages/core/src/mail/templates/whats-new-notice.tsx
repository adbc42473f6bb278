// "What's new" closes the loop: what a reader asked to hear about shipped, in an entry that links
// to the guides, prompts or articles it added. One mail a reader, however many of the entry's
// suggestions they followed.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { renderMail, type RenderedMail } from "./render.ts";
import { FollowerFooter } from "./ship-notice.tsx";
import { MailLink } from "./action-mail.tsx";

export interface WhatsNewNoticeInput {
  siteUrl: string;
  entry: { title: string; summary: string };
  /** The suggestions this reader followed that the entry answers. */
  suggestions: string[];
  /** The new content, as absolute links. */
  links: Array<{ title: string; url: string }>;
  /** "What's new", where the entry is. */
  whatsNewLink: string;
  unsubscribeLink: string;
}

export const whatsNewNoticeSubject = ({ entry }: Pick<WhatsNewNoticeInput, "entry">) => `Shipped: ${entry.title}`;

function WhatsNewNotice({ siteUrl, entry, suggestions, links, whatsNewLink, unsubscribeLink }: WhatsNewNoticeInput) {
  const [first] = links;
  return (
    <BrandLayout
      title={whatsNewNoticeSubject({ entry })}
      preview={`${suggestions.length === 1 ? "A suggestion you follow is" : "Suggestions you follow are"} done: ${entry.title}.`}
      siteUrl={siteUrl}
      footer={<FollowerFooter unsubscribeLink={unsubscribeLink} />}
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>It shipped</h1>
      <p style={{ margin: "0 0 8px" }}>
        {suggestions.length === 1 ? "The suggestion you asked about is done:" : "The suggestions you asked about are done:"}
      </p>
      <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
        {suggestions.map((title) => (
          <li key={title} style={{ margin: "0 0 4px", fontWeight: 700 }}>
            {title}
          </li>
        ))}
      </ul>
      <p style={{ margin: "0 0 8px", fontSize: 18, fontWeight: 700 }}>{entry.title}</p>
      <p style={{ margin: "0 0 16px", whiteSpace: "pre-line" }}>{entry.summary}</p>
      {links.length > 0 && (
        <>
          <p style={{ margin: "0 0 8px" }}>Open it now:</p>
          <ul style={{ margin: "0 0 24px", paddingLeft: 20 }}>
            {links.map((link) => (
              <li key={link.url} style={{ margin: "0 0 4px" }}>
                <MailLink href={link.url}>{link.title}</MailLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <MailButton href={first?.url ?? whatsNewLink}>{first ? `Open ${first.title}` : "See what's new"}</MailButton>
      <p style={{ margin: "16px 0 0", fontSize: 14 }}>
        {"Everything that shipped lately: "}
        <MailLink href={whatsNewLink}>{"What's new"}</MailLink>
        {". The toolkit's pages ask for your access code."}
      </p>
    </BrandLayout>
  );
}

export async function renderWhatsNewNotice(input: WhatsNewNoticeInput): Promise<RenderedMail & { subject: string }> {
  return { subject: whatsNewNoticeSubject(input), ...(await renderMail(<WhatsNewNotice {...input} />)) };
}
