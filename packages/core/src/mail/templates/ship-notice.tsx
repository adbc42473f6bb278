// "Email me when this ships": the operator shipped (or declined) a suggestion the reader watches.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";
import { MailLink } from "./action-mail.tsx";

export interface ShipNoticeInput {
  siteUrl: string;
  title: string;
  status: "done" | "declined";
  /** The team's public reply on the board, when it wrote one. */
  reply: string | null;
  /** The board, where the suggestion is. */
  boardLink: string;
  unsubscribeLink: string;
}

const headline = { done: "It shipped", declined: "Not this time" } as const;

export const shipNoticeSubject = ({ title, status }: Pick<ShipNoticeInput, "title" | "status">) =>
  status === "done" ? `Shipped: ${title}` : `Decided: ${title}`;

/** Why a follower gets the mail, and the one-click way out; also said by "What's new" notices. */
export function FollowerFooter({ unsubscribeLink }: { unsubscribeLink: string }) {
  return (
    <>
      {"You received this because you asked to be emailed when this suggestion ships. "}
      <MailLink href={unsubscribeLink}>Unsubscribe</MailLink>
      {" from all mail with one click."}
    </>
  );
}

function ShipNotice({ siteUrl, title, status, reply, boardLink, unsubscribeLink }: ShipNoticeInput) {
  return (
    <BrandLayout
      title={shipNoticeSubject({ title, status })}
      preview={status === "done" ? `"${title}" is done.` : `"${title}" was declined.`}
      siteUrl={siteUrl}
      footer={<FollowerFooter unsubscribeLink={unsubscribeLink} />}
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>{headline[status]}</h1>
      <p style={{ margin: "0 0 16px" }}>
        {status === "done" ? "The suggestion you asked about is done:" : "The team decided not to build the suggestion you asked about:"}
      </p>
      <p style={{ margin: "0 0 16px", fontSize: 18, fontWeight: 700 }}>{title}</p>
      {reply && (
        <p style={{ margin: "0 0 24px", padding: "12px 16px", borderLeft: `4px solid ${brand.gold300}` }}>
          <strong>The team&apos;s reply: </strong>
          {reply}
        </p>
      )}
      <MailButton href={boardLink}>See it on the board</MailButton>
    </BrandLayout>
  );
}

export async function renderShipNotice(input: ShipNoticeInput): Promise<RenderedMail & { subject: string }> {
  return { subject: shipNoticeSubject(input), ...(await renderMail(<ShipNotice {...input} />)) };
}
