// "Watch this page": a weekly check found the page worse than last week. Says what changed and
// leads to the new report, where the watch is paused or stopped.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { renderMail, type RenderedMail } from "./render.ts";
import { pageLabel } from "../../roast/report/compare.ts";
import { MailLink } from "./action-mail.tsx";

export interface WatchAlertInput {
  siteUrl: string;
  /** The watched page. */
  url: string;
  scoreBefore: number;
  scoreAfter: number;
  /** The score fell by the alert margin (it may have moved less, when only fixes came back). */
  scoreFell: boolean;
  /** Fixes the page had made that the new report asks for again. */
  returnedFixes: string[];
  /** The new report's permalink. */
  reportLink: string;
}

export function watchAlertSubject({
  url,
  scoreBefore,
  scoreAfter,
  scoreFell,
  returnedFixes,
}: Omit<WatchAlertInput, "siteUrl" | "reportLink">): string {
  const page = pageLabel(url);
  if (scoreFell) return `${page}: its score fell from ${scoreBefore} to ${scoreAfter}`;
  return `${page}: ${returnedFixes.length === 1 ? "a fixed issue is" : `${returnedFixes.length} fixed issues are`} back`;
}

function WatchAlert(input: WatchAlertInput) {
  const { siteUrl, url, scoreBefore, scoreAfter, scoreFell, returnedFixes, reportLink } = input;
  const subject = watchAlertSubject(input);
  return (
    <BrandLayout
      title={subject}
      preview={
        scoreFell
          ? `This week's roast scored it ${scoreAfter}/100, down from ${scoreBefore}.`
          : "This week's roast asks again for a fix you had made."
      }
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because you watch this page on "}
          <MailLink href={siteUrl} />
          {
            ". We roast it every week and write only when it gets worse. To pause or stop, open the report and choose Pause or Stop watching."
          }
        </>
      }
    >
      <h1 style={{ margin: "0 0 16px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Your page got worse</h1>
      <p style={{ margin: "0 0 16px" }}>
        {"This week's roast of "}
        <MailLink href={url} />
        {" found:"}
      </p>
      <ul style={{ margin: "0 0 24px", paddingLeft: 20 }}>
        <li style={{ margin: "0 0 8px" }}>
          {scoreFell
            ? `A score of ${scoreAfter}/100, down ${scoreBefore - scoreAfter} points from ${scoreBefore} at the last check.`
            : `A score of ${scoreAfter}/100 (${scoreBefore} at the last check).`}
        </li>
        {returnedFixes.map((title) => (
          <li key={title} style={{ margin: "0 0 8px" }}>
            {"Back after it was fixed: "}
            <strong>{title}</strong>
          </li>
        ))}
      </ul>
      <MailButton href={reportLink}>See the new report</MailButton>
    </BrandLayout>
  );
}

export async function renderWatchAlert(input: WatchAlertInput): Promise<RenderedMail & { subject: string }> {
  return { subject: watchAlertSubject(input), ...(await renderMail(<WatchAlert {...input} />)) };
}
