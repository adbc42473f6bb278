// "What's new" closes the loop: what a reader asked to hear about, or made or voted for on the
// board, shipped, in an entry that links to the guides, prompts or articles it added. One mail a
// reader, however many of the entry's suggestions are theirs.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { renderMail, type RenderedMail } from "./render.ts";
import { FollowerFooter } from "./ship-notice.tsx";
import { MailLink } from "./action-mail.tsx";

/** Why the reader hears of it: they followed the suggestion (a newsletter subscriber), or made or voted for it signed in. */
export type WhatsNewNoticeReason = "followed" | "took-part";

export interface WhatsNewNoticeInput {
  siteUrl: string;
  entry: { title: string; summary: string };
  reason: WhatsNewNoticeReason;
  /** The suggestions of this reader's that the entry answers. */
  suggestions: string[];
  /** The new content, as absolute links. */
  links: Array<{ title: string; url: string }>;
  /** "What's new", where the entry is. */
  whatsNewLink: string;
  unsubscribeLink: string;
}

const lead = {
  followed: { one: "The suggestion you asked about is done:", many: "The suggestions you asked about are done:" },
  "took-part": { one: "A suggestion you made or voted for is done:", many: "Suggestions you made or voted for are done:" },
} as const;

/** Why a signed-in author or voter gets the mail, and the one-click way out of these mails alone. */
function TookPartFooter({ unsubscribeLink }: { unsubscribeLink: string }) {
  return (
    <>
      {"You received this because you made or voted for a suggestion on the board while logged in. "}
      <MailLink href={unsubscribeLink}>Unsubscribe</MailLink>
      {" from these emails with one click."}
    </>
  );
}

export const whatsNewNoticeSubject = ({ entry }: Pick<WhatsNewNoticeInput, "entry">) => `Shipped: ${entry.title}`;

function WhatsNewNotice({ siteUrl, entry, reason, suggestions, links, whatsNewLink, unsubscribeLink }: WhatsNewNoticeInput) {
  const [first] = links;
  const said = lead[reason][suggestions.length === 1 ? "one" : "many"];
  return (
    <BrandLayout
      title={whatsNewNoticeSubject({ entry })}
      preview={`${said} ${entry.title}.`}
      siteUrl={siteUrl}
      footer={
        reason === "followed" ? <FollowerFooter unsubscribeLink={unsubscribeLink} /> : <TookPartFooter unsubscribeLink={unsubscribeLink} />
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>It shipped</h1>
      <p style={{ margin: "0 0 8px" }}>{said}</p>
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
