// A team as its members see it: the summary of their list, and the whole team for its page.
import { isOpen, type InvitationRecord, type MemberRecord, type TeamRecord, type TeamState } from "./records.ts";
import type { ConsoleTeam, TeamDetail, TeamInvitation, TeamMember, TeamRole, TeamSummary } from "./schema.ts";

export const teamSummary = (team: TeamRecord, role: TeamRole): TeamSummary => ({
  team_id: team.team_id,
  name: team.name,
  company: team.company,
  role,
  member_count: team.member_count,
  seats: team.seats,
  status: team.status,
});

const memberShown = ({ user_id, email, name, role, joined_at }: MemberRecord): TeamMember => ({
  user_id,
  email,
  ...(name && { name }),
  role,
  joined_at,
});

export const invitationShown = ({ invitation_id, email, role, invited_by, invited_at, expires_at }: InvitationRecord): TeamInvitation => ({
  invitation_id,
  email,
  role,
  invited_by,
  invited_at,
  expires_at,
});

const roleOrder: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };

/** The team for one of its members: open invitations only for its owner and admins. */
export function teamDetail({ team, members, invitations }: TeamState, member: MemberRecord, now: Date): TeamDetail {
  const manages = member.role !== "member";
  return {
    ...teamSummary(team, member.role),
    member_count: members.length,
    context: team.context,
    created_at: team.created_at,
    members: [...members].sort((a, b) => roleOrder[a.role] - roleOrder[b.role] || a.joined_at.localeCompare(b.joined_at)).map(memberShown),
    invitations: manages
      ? invitations
          .filter((invitation) => isOpen(invitation, now))
          .sort((a, b) => a.invited_at.localeCompare(b.invited_at))
          .map(invitationShown)
      : [],
  };
}

export const consoleTeam = ({ team_id, name, company, owner_email, member_count, seats, status, created_at }: TeamRecord): ConsoleTeam => ({
  team_id,
  name,
  company,
  owner_email,
  member_count,
  seats,
  status,
  created_at,
});
