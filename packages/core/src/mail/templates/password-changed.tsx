// "Your password was changed": the notice after any new password, so an owner who didn't do it knows.
import { BrandLayout } from "./layout.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";

export interface PasswordChangedInput {
  siteUrl: string;
  changedAt: Date;
  /** Roughly which device did it, e.g. "Chrome on Windows". */
  device: string;
}

const passwordChangedSubject = "Your password was changed";

const changedAtFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

function PasswordChanged({ siteUrl, changedAt, device }: PasswordChangedInput) {
  return (
    <BrandLayout
      title={passwordChangedSubject}
      preview="The password of your account was just changed."
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because the password of this address's account on "}
          <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
            {siteUrl}
          </a>
          {" was changed. We send it after every change."}
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Your password was changed</h1>
      <p
        style={{ margin: "0 0 16px" }}
      >{`The password of your account was changed on ${changedAtFormat.format(changedAt)} UTC, from ${device}.`}</p>
      <p style={{ margin: 0 }}>
        {
          "If this was you, there is nothing to do. If it wasn't, reset it again at once with \u201cForgot password?\u201d in the sign-in dialog of "
        }
        <a href={siteUrl} className="mail-link" style={{ color: brand.navy700 }}>
          {siteUrl}
        </a>
        {", and contact us through the site's contact form."}
      </p>
    </BrandLayout>
  );
}

export async function renderPasswordChanged(input: PasswordChangedInput): Promise<RenderedMail & { subject: string }> {
  return { subject: passwordChangedSubject, ...(await renderMail(<PasswordChanged {...input} />)) };
}
