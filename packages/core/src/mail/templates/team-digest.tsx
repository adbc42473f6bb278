// The weekly team digest (issue 48, Deliver 4): one member's week of one team, in plain words. The
// team's totals, the backlog's top 3 and what moved, and who took guide steps (named for the owner
// and admins only); a link to the team's progress page; the footer's one-click way out.
import { BrandLayout } from "./layout.tsx";
import { MailButton } from "./button.tsx";
import { brand } from "./brand.ts";
import { renderMail, type RenderedMail } from "./render.ts";
import { MailLink } from "./action-mail.tsx";
import type { TeamDigestContent } from "../../teams/progress-digest.ts";

export interface TeamDigestInput extends TeamDigestContent {
  siteUrl: string;
  /** The team's progress page. */
  progressLink: string;
  /** The team's backlog. */
  backlogLink: string;
  /** This member's one-click way out (the unsubscribe page). */
  unsubscribeLink: string;
}

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const teamDigestSubject = ({ teamName, to }: Pick<TeamDigestInput, "teamName" | "to">) =>
  `${teamName}: your team's week with AI, to ${day(to)}`;

/** The totals' names, in the order the mail lists them. */
export const teamDigestTotalLabels = {
  steps_done: "Guide steps done",
  cards_used: "Prompt cards used",
  cards_rated: "Prompt cards rated",
  results_shared: "Results shared with the team",
} as const;

const cell = { padding: "6px 0", borderBottom: `1px solid ${brand.line}` } as const;
const heading = { margin: "0 0 8px", fontSize: 18, fontWeight: 800 } as const;

function TeamDigest(input: TeamDigestInput) {
  const { siteUrl, teamName, from, to, totals, topItems, moved, memberSteps, managed, progressLink, backlogLink, unsubscribeLink } = input;
  return (
    <BrandLayout
      title={teamDigestSubject(input)}
      preview={`${plural(totals.steps_done, "guide step", "guide steps")} and ${plural(totals.cards_used, "card", "cards")} used in ${teamName} this week.`}
      siteUrl={siteUrl}
      footer={
        <>
          {`You received this because you are in the team ${teamName}. To stop the weekly team digest, `}
          <MailLink href={unsubscribeLink}>unsubscribe</MailLink>
          {" with one click."}
        </>
      }
    >
      <h1 style={{ margin: "0 0 8px", fontSize: 24, lineHeight: 1.2, fontWeight: 800 }}>{`${teamName}: the week with AI`}</h1>
      <p style={{ margin: "0 0 16px" }}>{`${day(from)} to ${day(to)} (UTC).`}</p>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 24px", borderCollapse: "collapse" }}>
        <tbody>
          {(Object.keys(teamDigestTotalLabels) as Array<keyof typeof teamDigestTotalLabels>).map((name) => (
            <tr key={name}>
              <td style={cell}>{teamDigestTotalLabels[name]}</td>
              <td align="right" style={{ ...cell, fontWeight: 700 }}>
                {totals[name]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {managed && (
        <>
          <h2 style={heading}>Who took guide steps</h2>
          {memberSteps.length === 0 ? (
            <p style={{ margin: "0 0 24px" }}>No one took a guide step this week.</p>
          ) : (
            <ul style={{ margin: "0 0 24px", paddingLeft: 20 }}>
              {memberSteps.map((member) => (
                <li key={member.name} style={{ margin: "0 0 6px" }}>{`${member.name}: ${plural(member.steps, "step", "steps")}`}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <h2 style={heading}>Top of the AI backlog</h2>
      {topItems.length === 0 ? (
        <p style={{ margin: "0 0 16px" }}>The backlog is empty. Suggest where AI could help.</p>
      ) : (
        <ol style={{ margin: "0 0 16px", paddingLeft: 20 }}>
          {topItems.map((item, index) => (
            <li key={`${index}:${item.title}`} style={{ margin: "0 0 6px" }}>{`${item.title} (${plural(item.votes, "vote", "votes")})`}</li>
          ))}
        </ol>
      )}
      {moved.length > 0 && (
        <>
          <h2 style={heading}>Moved this week</h2>
          <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
            {moved.map((item, index) => (
              <li key={`${index}:${item.title}`} style={{ margin: "0 0 6px" }}>
                {`${item.title}: ${item.status === "done" ? "done" : "now being done"}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <p style={{ margin: "0 0 24px" }}>
        <a href={backlogLink} className="mail-link" style={{ color: brand.navy700, fontWeight: 700 }}>
          Open the backlog
        </a>
      </p>
      <MailButton href={progressLink}>See the team's progress</MailButton>
    </BrandLayout>
  );
}

export async function renderTeamDigest(input: TeamDigestInput): Promise<RenderedMail & { subject: string }> {
  return { subject: teamDigestSubject(input), ...(await renderMail(<TeamDigest {...input} />)) };
}
