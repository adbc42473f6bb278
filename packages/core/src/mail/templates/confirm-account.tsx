// "Confirm your email address": the link that proves a new account's address belongs to its owner.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

export interface ConfirmAccountInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

export const confirmAccountSubject = "Confirm your email address";

function ConfirmAccount({ siteUrl, link }: ConfirmAccountInput) {
  return (
    <BrandLayout
      title={confirmAccountSubject}
      preview="One click to confirm the address of your new account. The link works for 24 hours."
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because an account was made with this address on "}
          <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
            {siteUrl}
          </a>
          . If it wasn&apos;t you, ignore it: the address stays unconfirmed and receives nothing else from us.
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Confirm your email address</h1>
      <p style={{ margin: "0 0 24px" }}>
        Open the link and press the button on the page to confirm this address for your account. It works once, for 24 hours.
      </p>
      <MailButton href={link}>Confirm my email address</MailButton>
      <p style={{ margin: "24px 0 0", fontSize: 14, wordBreak: "break-all" }}>{`Or paste this address into your browser: ${link}`}</p>
    </BrandLayout>
  );
}

export async function renderConfirmAccount(input: ConfirmAccountInput): Promise<RenderedMail & { subject: string }> {
  return { subject: confirmAccountSubject, ...(await renderMail(<ConfirmAccount {...input} />)) };
}
