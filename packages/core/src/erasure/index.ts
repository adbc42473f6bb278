// A person's erasure (issue 26): what it removed, counted per kind of record, as the console shows
// it. The erasing itself is each repository's; erase-person (functions) asks every one in turn.
export { addressHash } from "./address-hash.ts";

export interface ErasureReport {
  signups: number;
  contact_messages: number;
  /** "Request an access code" requests from the address, whatever their answer. */
  access_requests: number;
  accounts: number;
  /** Refresh tokens of every session, active or ended. */
  sessions: number;
  passkeys: number;
  one_time_links: number;
  founder_jobs: number;
  /** Kept results the person made, or made about them. */
  results: number;
  /** Teams the account was in (core/teams: an owner's team passes to its longest-serving admin, else it is suspended). */
  team_memberships?: number;
  /** Open team invitations to the address, withdrawn. */
  team_invitations?: number;
  /** Votes on teams' AI-opportunity backlogs, taken back (with their counts). */
  team_backlog_votes?: number;
  /** Backlog items and comments the account wrote, kept for the team without their author. */
  team_backlog_anonymised?: number;
  /** What the account reported of its progress to its teams, removed. */
  team_activity?: number;
  /** Pages the account watched (core/watches). */
  watches: number;
  /** Board suggestions the account made, kept on the board (others voted on them) without their author. */
  board_suggestions_anonymised: number;
  /** Product mails to the address in the outbox, sent or not. */
  mails: number;
  rate_limit_keys: number;
  /** Audit entries that named the address, now naming its keyed hash. */
  audit_entries_redacted: number;
}

/** What an erasure removed, without the kinds it found none of: what the audit log keeps. */
export const removedOnly = (report: ErasureReport): Partial<ErasureReport> =>
  Object.fromEntries(Object.entries(report).filter(([, count]) => (count ?? 0) > 0));
