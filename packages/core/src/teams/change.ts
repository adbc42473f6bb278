// What a team's rules decide: a change to make in one transaction, or a refusal with its status.
import type { teamMessages } from "../messages/teams.ts";
import type { StoredLink } from "../one-time-links/index.ts";
import type { InvitationRecord, MemberRecord, TeamRecord } from "./records.ts";

export type TeamMessage = keyof typeof teamMessages;

export interface TeamRefusal {
  refusal: TeamMessage;
  status: 400 | 403 | 404 | 409 | 410;
}

export const refuse = (refusal: TeamMessage, status: TeamRefusal["status"]): TeamRefusal => ({ refusal, status });
export const isRefusal = (outcome: object): outcome is TeamRefusal => "refusal" in outcome;

export interface TeamChange {
  /** Fields of the team record to set; a context replaces the stored one whole. */
  team?: Partial<Pick<TeamRecord, "name" | "company" | "context" | "status" | "owner_id" | "owner_email" | "suspended_at">>;
  /** Members added or changed (a role), whole. */
  putMembers?: MemberRecord[];
  removeMembers?: string[];
  putInvitations?: InvitationRecord[];
  removeInvitations?: InvitationRecord[];
  /** The mailed link of a new invitation, written with it. */
  issueLink?: StoredLink;
  /** Links spent by this change (an accepted invitation's), refused when already spent or expired. */
  spendLink?: { tokenHash: string; at: Date };
  /** Links that stop working (a withdrawn invitation's). */
  removeLinks?: string[];
}

/** The team as it stands once `change` is made. */
export function changedState(state: { team: TeamRecord; members: MemberRecord[]; invitations: InvitationRecord[] }, change: TeamChange) {
  const removedMembers = new Set(change.removeMembers ?? []);
  const removedInvitations = new Set((change.removeInvitations ?? []).map((invitation) => invitation.invitation_id));
  const put = <Record, Id>(records: Record[], added: Record[] | undefined, idOf: (record: Record) => Id) => {
    const replaced = new Set((added ?? []).map(idOf));
    return [...records.filter((record) => !replaced.has(idOf(record))), ...(added ?? [])];
  };
  const members = put(
    state.members.filter((member) => !removedMembers.has(member.user_id)),
    change.putMembers,
    (member) => member.user_id,
  );
  const invitations = put(
    state.invitations.filter((invitation) => !removedInvitations.has(invitation.invitation_id)),
    change.putInvitations,
    (invitation) => invitation.invitation_id,
  );
  const team: TeamRecord = { ...state.team, ...change.team, member_count: members.length, version: state.team.version + 1 };
  return { team, members, invitations };
}
