// Who may do what in a team: each rule reads the team as stored and answers the change to make, or
// why not. A team the requester is not in is "not found" to them, never "forbidden": it does not
// reveal that the team exists. A suspended team can be read, not changed.
import type { StoredLink } from "../one-time-links/index.ts";
import { refuse, type TeamChange, type TeamRefusal } from "./change.ts";
import { mergeContext } from "./context.ts";
import { isOpen, memberOf, type InvitationRecord, type MemberRecord, type TeamState } from "./records.ts";
import type { GrantableRole, TeamContextField, UpdateTeamRequest } from "./schema.ts";

/** The requester's membership, or "not found" for anyone not in the team. */
export function membership(state: TeamState | null, userId: string): MemberRecord | TeamRefusal {
  return (state && memberOf(state, userId)) ?? refuse("notFound", 404);
}

/** A member of a team that is not suspended: anything but a read. */
export function activeMembership(state: TeamState | null, userId: string): MemberRecord | TeamRefusal {
  const member = membership(state, userId);
  if ("refusal" in member) return member;
  return state!.team.status === "suspended" ? refuse("suspended", 403) : member;
}

/** Its owner or an admin, of a team that is not suspended: people, invitations and context. */
export function manager(state: TeamState | null, userId: string): MemberRecord | TeamRefusal {
  const member = activeMembership(state, userId);
  if ("refusal" in member) return member;
  return member.role === "member" ? refuse("notAllowed", 403) : member;
}

const isManager = (member: MemberRecord) => member.role !== "member";

export function planUpdate(
  state: TeamState | null,
  userId: string,
  request: UpdateTeamRequest,
): { change: TeamChange; changedContext: TeamContextField[] } | TeamRefusal {
  const actor = manager(state, userId);
  if ("refusal" in actor) return actor;
  const { context, changed } = mergeContext(state!.team.context, request.context ?? {});
  return {
    change: {
      team: {
        ...(request.name !== undefined && { name: request.name }),
        ...(request.company !== undefined && { company: request.company }),
        ...(changed.length > 0 && { context }),
      },
    },
    changedContext: changed,
  };
}

/** Members and open invitations together: each holds a seat. */
export const seatsTaken = (state: TeamState, now: Date) =>
  state.members.length + state.invitations.filter((invitation) => isOpen(invitation, now)).length;

export interface NewInvitation {
  invitationId: string;
  email: string;
  role: GrantableRole;
  /** The mailed link's record, written with the invitation (its token goes in the mail only). */
  link: StoredLink;
}

export function planInvitation(
  state: TeamState | null,
  userId: string,
  { invitationId, email, role, link }: NewInvitation,
  now: Date,
): { change: TeamChange; invitation: InvitationRecord } | TeamRefusal {
  const actor = manager(state, userId);
  if ("refusal" in actor) return actor;
  const address = email.toLowerCase();
  if (state!.members.some((member) => member.email.toLowerCase() === address)) return refuse("alreadyMember", 409);
  const earlier = state!.invitations.filter((invitation) => invitation.email === address);
  if (earlier.some((invitation) => isOpen(invitation, now))) return refuse("alreadyInvited", 409);
  if (seatsTaken(state!, now) >= state!.team.seats) return refuse("seatsFull", 409);
  const invitation: InvitationRecord = {
    team_id: state!.team.team_id,
    invitation_id: invitationId,
    email: address,
    role,
    invited_by: actor.name || actor.email,
    invited_by_id: actor.user_id,
    invited_at: now.toISOString(),
    expires_at: new Date(link.expires_at * 1000).toISOString(),
    link_hash: link.token_hash,
  };
  // An expired invitation to the same address gives way to the new one.
  return {
    change: {
      putInvitations: [invitation],
      removeInvitations: earlier,
      removeLinks: earlier.map((old) => old.link_hash),
      issueLink: link,
    },
    invitation,
  };
}

export function planWithdrawal(state: TeamState | null, userId: string, invitationId: string): TeamChange | TeamRefusal {
  const actor = manager(state, userId);
  if ("refusal" in actor) return actor;
  const invitation = state!.invitations.find((open) => open.invitation_id === invitationId);
  if (!invitation) return refuse("invitationNotFound", 404);
  return { removeInvitations: [invitation], removeLinks: [invitation.link_hash] };
}

/** The signed-in account that opened an invitation's link. */
export interface Invitee {
  id: string;
  email: string;
  name?: string;
  confirmed: boolean;
}

export function planAcceptance(
  state: TeamState | null,
  invitationId: string,
  invitee: Invitee,
  spendLink: { tokenHash: string; at: Date },
): TeamChange | TeamRefusal {
  const invitation = state?.invitations.find((open) => open.invitation_id === invitationId);
  // Withdrawn (or its team gone): the link no longer stands for anything.
  if (!state || !invitation) return refuse("invitationUnknown", 404);
  if (!isOpen(invitation, spendLink.at)) return refuse("invitationExpired", 410);
  if (!invitee.confirmed) return refuse("confirmAddressFirst", 403);
  if (invitee.email.toLowerCase() !== invitation.email) return refuse("invitationWrongAccount", 403);
  if (state.team.status === "suspended") return refuse("suspended", 403);
  if (memberOf(state, invitee.id)) return refuse("alreadyMember", 409);
  const member: MemberRecord = {
    team_id: state.team.team_id,
    user_id: invitee.id,
    email: invitee.email.toLowerCase(),
    ...(invitee.name && { name: invitee.name }),
    role: invitation.role,
    joined_at: spendLink.at.toISOString(),
  };
  return { putMembers: [member], removeInvitations: [invitation], spendLink };
}

/** The owner may make anyone else an admin or a member; an admin may change members only. */
export function planRoleChange(state: TeamState | null, userId: string, targetId: string, role: GrantableRole): TeamChange | TeamRefusal {
  const actor = manager(state, userId);
  if ("refusal" in actor) return actor;
  const target = memberOf(state!, targetId);
  if (!target) return refuse("memberNotFound", 404);
  if (target.role === "owner") return refuse("ownerOnly", 403);
  if (actor.role === "admin" && target.role !== "member") return refuse("notAllowed", 403);
  return { putMembers: [{ ...target, role }] };
}

/**
 * A member removing themselves leaves (the owner cannot: ownership goes first); the owner removes
 * anyone else, an admin removes members only.
 */
export function planRemoval(state: TeamState | null, userId: string, targetId: string): TeamChange | TeamRefusal {
  const actor = activeMembership(state, userId);
  if ("refusal" in actor) return actor;
  if (targetId === userId) return actor.role === "owner" ? refuse("ownerCannotLeave", 409) : { removeMembers: [userId] };
  if (!isManager(actor)) return refuse("notAllowed", 403);
  const target = memberOf(state!, targetId);
  if (!target) return refuse("memberNotFound", 404);
  if (target.role === "owner") return refuse("ownerCannotBeRemoved", 403);
  if (actor.role === "admin" && target.role === "admin") return refuse("notAllowed", 403);
  return { removeMembers: [targetId] };
}

/** The owner hands the team to another member and stays on as an admin. */
export function planTransfer(state: TeamState | null, userId: string, targetId: string): TeamChange | TeamRefusal {
  const actor = activeMembership(state, userId);
  if ("refusal" in actor) return actor;
  if (actor.role !== "owner") return refuse("ownerOnly", 403);
  const target = memberOf(state!, targetId);
  if (!target || target.user_id === userId) return refuse("memberNotFound", 404);
  return {
    putMembers: [
      { ...target, role: "owner" },
      { ...actor, role: "admin" },
    ],
    team: { owner_id: target.user_id, owner_email: target.email },
  };
}

/**
 * An erased account leaves every team at once. An erased owner's team passes to its longest-serving
 * admin; a team with no admin is suspended, without an owner, until the operator settles it.
 * Invitations the person sent stay open but no longer carry their name.
 */
export function planErasure(state: TeamState, userId: string, now: Date): TeamChange | null {
  const erased = memberOf(state, userId);
  if (!erased) return null;
  const sentByThem = state.invitations.filter((invitation) => invitation.invited_by_id === userId);
  const change: TeamChange = {
    removeMembers: [userId],
    ...(sentByThem.length > 0 && {
      putInvitations: sentByThem.map((invitation) => ({ ...invitation, invited_by: "A former member of the team", invited_by_id: "" })),
    }),
  };
  if (erased.role !== "owner") return change;
  const successor = state.members.filter((member) => member.role === "admin").sort((a, b) => a.joined_at.localeCompare(b.joined_at))[0];
  if (!successor) return { ...change, team: { status: "suspended", suspended_at: now.toISOString(), owner_id: "", owner_email: "" } };
  return { ...change, putMembers: [{ ...successor, role: "owner" }], team: { owner_id: successor.user_id, owner_email: successor.email } };
}

/** An erased address's invitations, and their links, go from the team. */
export function planInvitationErasure(state: TeamState, email: string): TeamChange | null {
  const theirs = state.invitations.filter((invitation) => invitation.email === email.toLowerCase());
  return theirs.length === 0 ? null : { removeInvitations: theirs, removeLinks: theirs.map((invitation) => invitation.link_hash) };
}

/** The operator suspends a team (its routes then refuse every change, its access tokens stop) or resumes it. */
export function planStatus(state: TeamState | null, status: "active" | "suspended", now: Date): TeamChange | TeamRefusal {
  if (!state) return refuse("notFound", 404);
  if (status === "active" && !state.team.owner_id) return refuse("ownerless", 409);
  return { team: status === "suspended" ? { status, suspended_at: now.toISOString() } : { status } };
}
