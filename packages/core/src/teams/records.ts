// A team as stored: its record, its members and its open invitations, read together (one partition)
// and changed together (one transaction, guarded by the team record's version).
import type { GrantableRole, TeamContext, TeamRole } from "./schema.ts";

export type TeamStatus = "active" | "suspended";

export interface TeamRecord {
  team_id: string;
  name: string;
  company: string;
  context: TeamContext;
  seats: number;
  status: TeamStatus;
  owner_id: string;
  /** The owner's address, for the console's list (kept with a transfer). */
  owner_email: string;
  member_count: number;
  /** The team code it was made with (its keyed hash). */
  code_id: string;
  created_at: string;
  /** Moved by every change: a change made on a stale read is refused and tried again. */
  version: number;
  suspended_at?: string;
}

export interface MemberRecord {
  team_id: string;
  user_id: string;
  email: string;
  name?: string;
  role: TeamRole;
  joined_at: string;
}

export interface InvitationRecord {
  team_id: string;
  invitation_id: string;
  /** Lower-cased: only the account whose confirmed address this is may accept. */
  email: string;
  role: GrantableRole;
  /** The inviting member's name (their address when they gave none), as the mail and the page say it. */
  invited_by: string;
  invited_by_id: string;
  invited_at: string;
  expires_at: string;
  /** The mailed link's record (core/one-time-links), removed with a withdrawn invitation. */
  link_hash: string;
}

export interface TeamState {
  team: TeamRecord;
  members: MemberRecord[];
  invitations: InvitationRecord[];
}

/** The sort keys of a team's partition. */
export const teamEntry = "team";
export const memberEntry = (userId: string) => `member#${userId}`;
export const invitationEntry = (invitationId: string) => `invitation#${invitationId}`;

/** byPerson's partition: an account's memberships, an address's invitations. */
export const memberPerson = (userId: string) => `user#${userId}`;
export const invitationPerson = (email: string) => `email#${email.toLowerCase()}`;

/** The console's list of every team (byCreated): only team records carry it. */
export const everyTeam = "teams";

/** An invitation still open at `now`: one past its time holds no seat and cannot be accepted. */
export const isOpen = (invitation: InvitationRecord, now: Date) => Date.parse(invitation.expires_at) > now.getTime();

export const memberOf = (state: TeamState, userId: string) => state.members.find((member) => member.user_id === userId);
