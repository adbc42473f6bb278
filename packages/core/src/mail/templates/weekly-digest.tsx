// The weekly digest (issue 30, Deliver 7): an admin's week in numbers and the board's new
// suggestions, mailed only to an admin who turned it on; the footer says where to turn it off.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";
import { digestNumberLabels, type DigestNumberName, type DigestNumbers } from "../../digest/numbers.ts";
import { MailLink } from "./action-mail.tsx";

export interface WeeklyDigestInput {
  siteUrl: string;
  /** The 7 days counted, YYYY-MM-DD (UTC), both included. */
  from: string;
  to: string;
  numbers: DigestNumbers;
  /** New on the board in those days, newest first; `pending`: waiting for approval. */
  suggestions: Array<{ title: string; votes: number; pending: boolean; link: string }>;
  /** More were made than are listed. */
  moreSuggestions: boolean;
  overviewLink: string;
  /** The console's toggle, where the digest is turned off. */
  settingsLink: string;
  /** This admin's one-click way out (the unsubscribe page). */
  unsubscribeLink: string;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const count = new Intl.NumberFormat("en-GB");

export const weeklyDigestSubject = ({ from, to }: Pick<WeeklyDigestInput, "from" | "to">) =>
  `Your week at ${brand.name}: ${day(from)} to ${day(to)}`;

const cell = { padding: "6px 0", borderBottom: `1px solid ${brand.line}` } as const;

function WeeklyDigest(input: WeeklyDigestInput) {
  const { siteUrl, from, to, numbers, suggestions, moreSuggestions, overviewLink, settingsLink, unsubscribeLink } = input;
  const votes = (n: number) => `${count.format(n)} ${n === 1 ? "vote" : "votes"}`;
  return (
    <BrandLayout
      title={weeklyDigestSubject({ from, to })}
      preview={`${count.format(numbers.visitors)} visitors, ${count.format(numbers.subscribed)} signups and ${suggestions.length} new suggestions this week.`}
      siteUrl={siteUrl}
      footer={
        <>
          {"You received this because you turned on the weekly digest in the console. To stop it, turn it off there ("}
          <MailLink href={settingsLink}>Weekly digest settings</MailLink>
          {") or "}
          <MailLink href={unsubscribeLink}>unsubscribe</MailLink>
          {" with one click."}
        </>
      }
    >
      <h1 style={{ margin: "0 0 8px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>Your week in numbers</h1>
      <p style={{ margin: "0 0 16px" }}>{`${day(from)} to ${day(to)} (UTC), as the console's Overview counts it.`}</p>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 24px", borderCollapse: "collapse" }}>
        <tbody>
          {(Object.keys(digestNumberLabels) as DigestNumberName[]).map((name) => (
            <tr key={name}>
              <td style={cell}>{digestNumberLabels[name]}</td>
              <td align="right" style={{ ...cell, fontWeight: 700 }}>
                {count.format(numbers[name])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 style={{ margin: "0 0 8px", fontSize: 18, fontWeight: 800 }}>New on the board</h2>
      {suggestions.length === 0 ? (
        <p style={{ margin: "0 0 24px" }}>No new suggestions this week.</p>
      ) : (
        <ul style={{ margin: "0 0 24px", paddingLeft: 20 }}>
          {suggestions.map((suggestion, index) => (
            <li key={`${index}:${suggestion.title}`} style={{ margin: "0 0 6px" }}>
              <a href={suggestion.link} className="mail-link" style={{ color: brand.navy700, fontWeight: 700 }}>
                {suggestion.title}
              </a>
              {suggestion.pending ? `: ${votes(suggestion.votes)}, waiting for your approval` : `: ${votes(suggestion.votes)}`}
            </li>
          ))}
          {moreSuggestions && <li style={{ margin: "0 0 6px" }}>More in the console.</li>}
        </ul>
      )}
      <MailButton href={overviewLink}>Open the Overview</MailButton>
    </BrandLayout>
  );
}

export async function renderWeeklyDigest(input: WeeklyDigestInput): Promise<RenderedMail & { subject: string }> {
  return { subject: weeklyDigestSubject(input), ...(await renderMail(<WeeklyDigest {...input} />)) };
}
