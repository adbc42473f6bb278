// An access code as the console knows it: its label, limits and counters, never the code.

/** The codes of the ACCESS_CODES setting are counted on records of their own: "settings-1", "settings-2". */
export const settingsCodePrefix = "settings-";
export const settingsCodeId = (index: number) => `${settingsCodePrefix}${index + 1}`;
export const isSettingsCode = (id: string) => id.startsWith(settingsCodePrefix);

export { accessCodeLimits } from "../limits/index.ts";

/**
 * The code an access token granted through a team names (POST /api/teams/:teamId/access): the
 * gate lets it in while that team is active and the person still in it (core/teams/grant-check.ts).
 */
const teamGrantPrefix = "team:";
export const teamGrantCode = (teamId: string, userId: string) => `${teamGrantPrefix}${teamId}:${userId}`;
export const isTeamGrantCode = (id: string) => id.startsWith(teamGrantPrefix);
/** The team and member a team grant's code names, or null for any other code. */
export function teamGrantOf(code: string): { teamId: string; userId: string } | null {
  const [teamId, userId, ...rest] = code.slice(teamGrantPrefix.length).split(":");
  return isTeamGrantCode(code) && teamId && userId && rest.length === 0 ? { teamId, userId } : null;
}

/** The counters every code carries: entries, and what the visitors it let in did. */
export interface AccessCodeCounts {
  uses: number;
  last_used_at?: string;
  /** Newsletter signups and board suggestions made with an access token from this code. */
  signups: number;
  suggestions: number;
}

export interface AccessCode extends AccessCodeCounts {
  /** The keyed hash of the code (code.ts), or a settings code's "settings-N". */
  id: string;
  label: string;
  created_at: string;
  created_by: string;
  /** The last day it opens the gate (UTC), and the instant after it. */
  expires_on?: string;
  expires_at?: string;
  use_limit?: number;
  revoked_at?: string;
  revoked_by?: string;
  /** A team code (issue 48): a leader makes one team with it, of this many seats. */
  team_seats?: number;
  /** The team a team code made; set once, so a team code makes one team. */
  team_id?: string;
}

/** A row of the console's list: a stored code, or one of the setting's. */
export type ConsoleAccessCode =
  (AccessCode & { source: "console" }) | (AccessCodeCounts & { id: string; source: "settings"; label: string });

export type AccessCodeCounter = "signups" | "suggestions";
