// "Confirm your subscription": double opt-in, so only the owner of an address puts it on the list.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

export interface ConfirmNewsletterInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

const confirmNewsletterSubject = "Confirm your subscription";

function ConfirmNewsletter({ siteUrl, link }: ConfirmNewsletterInput) {
  return (
    <BrandLayout
      title={confirmNewsletterSubject}
      preview="One click and you're on the list. The link works for 24 hours."
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because this address was entered in the newsletter form on "}
          <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
            {siteUrl}
          </a>
          . If it wasn&apos;t you, ignore it: nothing more is sent, and the address is deleted after 30 days.
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Confirm your subscription</h1>
      <p style={{ margin: "0 0 24px" }}>
        Press the button to start receiving the AI for Leaders newsletter and the updates you asked for. The link works for 24 hours.
      </p>
      <MailButton href={link}>Confirm my subscription</MailButton>
      <p style={{ margin: "24px 0 0", fontSize: 14, wordBreak: "break-all" }}>{`Or paste this address into your browser: ${link}`}</p>
    </BrandLayout>
  );
}

export async function renderConfirmNewsletter(input: ConfirmNewsletterInput): Promise<RenderedMail & { subject: string }> {
  return { subject: confirmNewsletterSubject, ...(await renderMail(<ConfirmNewsletter {...input} />)) };
}
