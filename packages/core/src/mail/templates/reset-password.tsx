// "Reset your password": the link that lets the owner of an address choose a new password.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

export interface ResetPasswordInput {
  siteUrl: string;
  /** The page's address with the token in its fragment. */
  link: string;
}

const resetPasswordSubject = "Reset your password";

function ResetPassword({ siteUrl, link }: ResetPasswordInput) {
  return (
    <BrandLayout
      title={resetPasswordSubject}
      preview="A link to choose a new password. It works for 30 minutes."
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because someone asked to reset the password of this address's account on "}
          <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
            {siteUrl}
          </a>
          . If it wasn&apos;t you, ignore it: your password stays as it is.
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Reset your password</h1>
      <p style={{ margin: "0 0 24px" }}>
        Open the link to choose a new password. It works once, for 30 minutes, and setting a new password signs you out on every device.
      </p>
      <MailButton href={link}>Choose a new password</MailButton>
      <p style={{ margin: "24px 0 0", fontSize: 14, wordBreak: "break-all" }}>{`Or paste this address into your browser: ${link}`}</p>
    </BrandLayout>
  );
}

export async function renderResetPassword(input: ResetPasswordInput): Promise<RenderedMail & { subject: string }> {
  return { subject: resetPasswordSubject, ...(await renderMail(<ResetPassword {...input} />)) };
}
