// "Your email address is being changed": told to the old address when a change is asked for.
import { BrandLayout } from "./layout.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

export interface EmailChangeNoticeInput {
  siteUrl: string;
  /** The new address, masked ("n***@company.com"). */
  maskedNewAddress: string;
}

const emailChangeNoticeSubject = "Your email address is being changed";

function EmailChangeNotice({ siteUrl, maskedNewAddress }: EmailChangeNoticeInput) {
  return (
    <BrandLayout
      title={emailChangeNoticeSubject}
      preview={`Your account is being moved to ${maskedNewAddress}.`}
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because the address of this address's account on "}
          <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
            {siteUrl}
          </a>
          {" is being changed. We send it after every request."}
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Your email address is being changed</h1>
      <p
        style={{ margin: "0 0 16px" }}
      >{`Someone signed in to your account, gave its password and asked to move it to ${maskedNewAddress}. It moves once the link we sent there is used.`}</p>
      <p style={{ margin: 0 }}>
        {
          "If this was you, there is nothing to do. If it wasn't, change your password at once with \u201cForgot password?\u201d in the sign-in dialog of "
        }
        <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
          {siteUrl}
        </a>
        {": that ends every session and cancels the move."}
      </p>
    </BrandLayout>
  );
}

export async function renderEmailChangeNotice(input: EmailChangeNoticeInput): Promise<RenderedMail & { subject: string }> {
  return { subject: emailChangeNoticeSubject, ...(await renderMail(<EmailChangeNotice {...input} />)) };
}
