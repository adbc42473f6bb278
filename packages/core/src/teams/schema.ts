// Teams (issue 48): what the team routes take and answer, one definition for the API and the web.
import * as z from "zod/mini";
import { teamLimits } from "../limits/index.ts";
import { teamMessages as m } from "../messages/teams.ts";
import { emailSchema } from "../validation/index.ts";
import { linkTokenSchema } from "../one-time-links/schema.ts";

/** Owner (one per team: everything, and ownership), admin (people and context), member. */
export const teamRoles = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof teamRoles)[number];
/** The roles an invitation or a role change may give: ownership moves only by a transfer. */
export const grantableRoles = ["admin", "member"] as const;
export type GrantableRole = (typeof grantableRoles)[number];

/**
 * The business context a team shares with its members: the web's fields (BusinessContext) less the
 * personal ones (the member's role and name), which each member keeps for themselves.
 */
export const teamContextFields = ["company", "industry", "offering", "audience", "market", "stage", "tone", "brandColours"] as const;
export type TeamContextField = (typeof teamContextFields)[number];
export type TeamContext = Partial<Record<TeamContextField, string>>;

const name = z
  .string({ error: m.nameRequired })
  .check(z.trim(), z.minLength(1, m.nameRequired), z.maxLength(teamLimits.nameMax, m.nameTooLong));
const company = z
  .string({ error: m.companyRequired })
  .check(z.trim(), z.minLength(1, m.companyRequired), z.maxLength(teamLimits.companyMax, m.companyTooLong));
const contextValue = z.string({ error: m.contextTooLong }).check(z.trim(), z.maxLength(teamLimits.contextFieldMax, m.contextTooLong));
const teamContextSchema = z.partial(
  z.strictObject(
    Object.fromEntries(teamContextFields.map((field) => [field, contextValue])) as Record<TeamContextField, typeof contextValue>,
  ),
);
const grantableRole = z.enum(grantableRoles, { error: m.roleInvalid });

/** POST /api/teams: a signed-in leader makes a team with the team access code the operator issued. */
export const createTeamSchema = z.object({
  name,
  company,
  access_code: z
    .string({ error: m.teamCodeRequired })
    .check(z.trim(), z.minLength(1, m.teamCodeRequired), z.maxLength(100, m.teamCodeInvalid)),
});

/** PATCH /api/teams/:teamId (owner or admin): any of its words; a context field set to "" is cleared. */
export const updateTeamSchema = z.object({
  name: z.optional(name),
  company: z.optional(company),
  context: z.optional(teamContextSchema),
});

/** POST /api/teams/:teamId/invitations (owner or admin). */
export const inviteSchema = z.object({ email: emailSchema, role: grantableRole });

/** PATCH /api/teams/:teamId/members/:userId (owner; an admin may not change an admin). */
export const memberRoleSchema = z.object({ role: grantableRole });

/** POST /api/teams/:teamId/owner (owner): make another member owner; the old owner becomes an admin. */
export const transferOwnershipSchema = z.object({ user_id: z.string({ error: m.memberNotFound }).check(z.minLength(1, m.memberNotFound)) });

/** POST /api/team-invitations/accept, and POST /api/team-invitations/view (which spends nothing). */
export const invitationTokenSchema = z.object({ token: linkTokenSchema });

export type CreateTeamRequest = z.infer<typeof createTeamSchema>;
export type UpdateTeamRequest = z.infer<typeof updateTeamSchema>;

/** A team as its member's list shows it (GET /api/teams). */
export interface TeamSummary {
  team_id: string;
  name: string;
  company: string;
  /** The requester's role in it. */
  role: TeamRole;
  member_count: number;
  seats: number;
  status: "active" | "suspended";
}

export interface TeamMember {
  user_id: string;
  email: string;
  name?: string;
  role: TeamRole;
  joined_at: string;
}

export interface TeamInvitation {
  invitation_id: string;
  email: string;
  role: GrantableRole;
  invited_by: string;
  invited_at: string;
  expires_at: string;
}

/** GET /api/teams/:teamId: the team, its people, and (for its owner and admins) its open invitations. */
export interface TeamDetail extends TeamSummary {
  context: TeamContext;
  created_at: string;
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** POST /api/team-invitations/view: what the mailed link's page shows before anything is done. */
export type InvitationView =
  | { state: "open"; team_name: string; company: string; invited_by: string; email: string; role: GrantableRole }
  | { state: "used" | "expired" | "unknown" };

/** GET /api/admin/teams: a team as the operator's console lists it. */
export interface ConsoleTeam {
  team_id: string;
  name: string;
  company: string;
  /** Empty when the owner's account was erased and no admin could take over (the team is then suspended). */
  owner_email: string;
  member_count: number;
  seats: number;
  status: "active" | "suspended";
  created_at: string;
}
