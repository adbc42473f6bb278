// "Join your team on AI for Leaders": a team's owner or admin invited this address. The link opens
// a page that shows the invitation; only its button ("Join …"), pressed by the invited account, accepts it.
import { ActionMail } from "./action-mail.tsx";
import { renderMail, type RenderedMail } from "./render.ts";

export interface TeamInvitationInput {
  siteUrl: string;
  /** The invitation's page, its token in the fragment (/link/team-invitation#token=…). */
  link: string;
  invitedBy: string;
  teamName: string;
  company: string;
  role: "admin" | "member";
  days: number;
}

export const teamInvitationSubject = (invitedBy: string, teamName: string) => `${invitedBy} invited you to ${teamName} on AI for Leaders`;

function TeamInvitation({ siteUrl, link, invitedBy, teamName, company, role, days }: TeamInvitationInput) {
  const subject = teamInvitationSubject(invitedBy, teamName);
  return (
    <ActionMail
      siteUrl={siteUrl}
      subject={subject}
      heading={`Join ${teamName}`}
      preview={`${invitedBy} invited you to the ${company} team on AI for Leaders. The link works for ${days} days.`}
      receivedBecause={[
        `You received this because ${invitedBy} invited this address to a team on `,
        ". If you don't know them, ignore it: nothing happens unless you accept.",
      ]}
      action={{ href: link, label: "See the invitation" }}
    >
      <p style={{ margin: "0 0 16px" }}>
        {`${invitedBy} invited you to join ${teamName}, the ${company} team on AI for Leaders, as ${role === "admin" ? "an admin" : "a member"}.`}
      </p>
      <p style={{ margin: "0 0 16px" }}>
        The team shares its business context, so every prompt in the toolkit starts from what your company does, for whom and in what
        market. Joining also opens the toolkit to you: no access code needed.
      </p>
      <p style={{ margin: "0 0 24px" }}>
        {`Open the link, sign in (or make an account) with this address, and press "Join ${teamName}". The link works once, for ${days} days.`}
      </p>
    </ActionMail>
  );
}

export async function renderTeamInvitation(input: TeamInvitationInput): Promise<RenderedMail & { subject: string }> {
  return { subject: teamInvitationSubject(input.invitedBy, input.teamName), ...(await renderMail(<TeamInvitation {...input} />)) };
}
