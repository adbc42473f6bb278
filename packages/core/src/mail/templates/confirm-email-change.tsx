// "Confirm your new email address": sent to the new address; the account moves only when its page's button is pressed.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

export interface ConfirmEmailChangeInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

const confirmEmailChangeSubject = "Confirm your new email address";

function ConfirmEmailChange({ siteUrl, link }: ConfirmEmailChangeInput) {
  return (
    <BrandLayout
      title={confirmEmailChangeSubject}
      preview="One click to make this the address of your account. The link works for 24 hours."
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because someone asked to move an account on "}
          <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
            {siteUrl}
          </a>
          {" to this address. If it wasn't you, ignore it: nothing changes."}
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Confirm your new email address</h1>
      <p style={{ margin: "0 0 24px" }}>
        Open the link and press the button on the page to make this the address of your account. You will then log in with it. It works
        once, for 24 hours.
      </p>
      <MailButton href={link}>Use this address</MailButton>
      <p style={{ margin: "24px 0 0", fontSize: 14, wordBreak: "break-all" }}>{`Or paste this address into your browser: ${link}`}</p>
    </BrandLayout>
  );
}

export async function renderConfirmEmailChange(input: ConfirmEmailChangeInput): Promise<RenderedMail & { subject: string }> {
  return { subject: confirmEmailChangeSubject, ...(await renderMail(<ConfirmEmailChange {...input} />)) };
}
