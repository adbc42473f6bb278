// The links the site mails: a random token in the link, only its hash at rest, spent once by the
// POST of the page it opens (a mail scanner's GET spends nothing), and dead after its time.
import { createHash, randomBytes } from "node:crypto";

export { linkTokenSchema } from "./schema.ts";
import { teamLimits } from "../limits/index.ts";

/** What a link does; one purpose's token never works for another. */
export type LinkPurpose =
  | "confirm-account"
  | "reset-password"
  | "change-email"
  | "confirm-newsletter"
  | "confirm-watch"
  | "passkey-challenge"
  | "mfa-challenge"
  | "whats-new-feed"
  | "team-invitation";

/** How long each kind of link works (ASVS 6.4: a recovery link is short-lived). */
export const linkLifetimeSeconds: Record<LinkPurpose, number> = {
  "confirm-account": 24 * 60 * 60,
  "reset-password": 30 * 60,
  "change-email": 24 * 60 * 60,
  "confirm-newsletter": 24 * 60 * 60,
  "confirm-watch": 24 * 60 * 60,
  // Not mailed: a passkey ceremony's challenge, spent by the browser's answer (single use, short-lived).
  "passkey-challenge": 5 * 60,
  // Not mailed: the second step of a password sign-in, spent by the code that completes it.
  "mfa-challenge": 5 * 60,
  // Not mailed: a reader's RSS address, used again and again (never spent), ended with the sessions.
  "whats-new-feed": 365 * 24 * 60 * 60,
  // A team's invitation: its data names the team, the invitation and the role (core/teams).
  "team-invitation": teamLimits.invitationDays * 24 * 60 * 60,
};

export interface StoredLink {
  token_hash: string;
  purpose: LinkPurpose;
  /** Whose link it is: the lower-cased address it was mailed to (erasure finds it by this). */
  subject: string;
  /** What the link carries besides its subject, e.g. the new address of an email change. */
  data?: Record<string, string>;
  created_at: string;
  /** Epoch seconds: the link is refused from then on, and DynamoDB's TTL removes it later. */
  expires_at: number;
  /** Set by the one POST that spent it. */
  used_at?: string;
}

/** Why a link does nothing: never issued (or mistyped), spent already, or past its time. */
export type LinkRefusal = "unknown" | "used" | "expired";

/** 32 random bytes, URL-safe: about 256 bits, nothing to guess. */
export const newLinkToken = () => randomBytes(32).toString("base64url");

export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface IssueLink {
  purpose: LinkPurpose;
  subject: string;
  data?: Record<string, string>;
}

/** A new link: its token in clear (for the mail, never stored) and the record that stands for it. */
export function newLink({ purpose, subject, data }: IssueLink, now: Date): { token: string; link: StoredLink } {
  const token = newLinkToken();
  const link: StoredLink = {
    token_hash: hashLinkToken(token),
    purpose,
    subject: subject.toLowerCase(),
    data,
    created_at: now.toISOString(),
    expires_at: Math.floor(now.getTime() / 1000) + linkLifetimeSeconds[purpose],
  };
  return { token, link };
}

/** A token's state as its page shows it before the POST: usable, or why not. */
export function linkState(link: StoredLink | undefined, purpose: LinkPurpose, now: Date): StoredLink | LinkRefusal {
  if (!link || link.purpose !== purpose) return "unknown";
  if (link.used_at) return "used";
  if (link.expires_at <= Math.floor(now.getTime() / 1000)) return "expired";
  return link;
}
