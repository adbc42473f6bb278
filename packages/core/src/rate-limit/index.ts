// Rate limits: how often one caller may do each thing. The counters live in DynamoDB (repository.ts),
// except the reads', counted on every GET, which each process keeps in memory (in-memory.ts).

export type { RateDecision, RateLimit } from "./types.ts";
import type { RateLimit } from "./types.ts";

export const rateLimits = {
  /** Wrong access codes only: a valid code never counts. */
  accessAttempt: { limit: 10, windowSeconds: 10 * 60 },
  contactMessage: { limit: 5, windowSeconds: 10 * 60 },
  /** "Request an access code": well-formed requests only, like contact messages. */
  accessRequest: { limit: 5, windowSeconds: 10 * 60 },
  newsletterSignup: { limit: 5, windowSeconds: 10 * 60 },
  suggestion: { limit: 10, windowSeconds: 10 * 60 },
  vote: { limit: 60, windowSeconds: 10 * 60 },
  /** Fresh voter identities from one network address can't stuff one suggestion past this. */
  votesPerSuggestionFromAddress: { limit: 5, windowSeconds: 24 * 60 * 60 },
  comment: { limit: 20, windowSeconds: 10 * 60 },
  /** "Did this work for you?": a tap per card used, and a changed mind or a note now and then. */
  promptFeedback: { limit: 30, windowSeconds: 10 * 60 },
  /**
   * Analytics events (POST /api/events), each event of a batch counted: a reader makes a page view
   * a minute and copies a prompt now and then; 600 in 10 minutes holds a dozen busy readers behind
   * one office address. Past it the events are not counted: nothing a visitor sees changes.
   */
  analyticsEvents: { limit: 600, windowSeconds: 10 * 60 },
  /** "Similar suggestions" while typing a title: a search per pause in typing. */
  similarSearch: { limit: 120, windowSeconds: 10 * 60 },
  signUp: { limit: 10, windowSeconds: 10 * 60 },
  /** Failed sign-ins only. Per address and email together: refused past it. */
  signInPerEmailFromAddress: { limit: 10, windowSeconds: 10 * 60 },
  /** Failed sign-ins from one address, whatever the email: refused past it. */
  signInPerIp: { limit: 30, windowSeconds: 10 * 60 },
  /** Failed sign-ins for one email from anywhere: past it every attempt is slowed, never refused. */
  signInPerEmail: { limit: 20, windowSeconds: 60 * 60 },
  /**
   * Wrong authenticator or recovery codes for one account from anywhere: refused past it. A code
   * is one of a million: 20 an hour gives a guesser well under 1 % a month, and costs an owner whose
   * password leaked an hour's wait for their code at worst (a passkey still signs them in).
   */
  secondFactorPerAccount: { limit: 20, windowSeconds: 60 * 60 },
  /** "Forgot password?" per address and email together: refused past it. */
  recoverPerEmailFromAddress: { limit: 5, windowSeconds: 10 * 60 },
  /** Reset mails one account receives: past it the answer is the same, but no mail goes (no flooding the owner). */
  recoveryMailsPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  /** "Resend the link" for a new account's confirmation, per account: a retry or two, not a mail cannon. */
  confirmationMailsPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  /** The same from one address, across accounts: many fresh accounts can't turn it into a mail cannon either. */
  confirmationMailsPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Passkey ceremonies begun (each stores a challenge): the sign-in dialog starts one each time it opens. */
  passkeyCeremony: { limit: 60, windowSeconds: 10 * 60 },
  /** "Sign out" on a session and "Sign out everywhere", per address. */
  sessionEnd: { limit: 30, windowSeconds: 10 * 60 },
  workflow: { limit: 20, windowSeconds: 10 * 60 },
  /** A team's changes (make, rename, roles, removals, invitations withdrawn, accepted) per account. */
  teamChange: { limit: 60, windowSeconds: 10 * 60 },
  /** Invitations mailed per account: a team filled in an afternoon, not a mail cannon. */
  teamInvitation: { limit: 50, windowSeconds: 60 * 60 },
  /** An invitation link's page, read without signing in, per address: a person or two, not a token guesser. */
  teamInvitationView: { limit: 30, windowSeconds: 10 * 60 },
  /** "Download PDF" on a report: each is drawn by a browser, so a few a minute, not a render farm. */
  briefPdf: { limit: 20, windowSeconds: 10 * 60 },
  /** The console's "Send a test email", per admin: a few tries in a row while setting mail up; more is a stuck button. */
  testMail: { limit: 5, windowSeconds: 10 * 60 },
  /**
   * Reads (every GET), far above what an honest reader makes. A waiting page polls its result
   * every 2–3 s and several tabs may be open; the board, the content and the rest are read by hand.
   * Counted per process (in-memory.ts): in the cloud per Lambda instance, behind WAF's limit on /api.
   */
  resultRead: { limit: 600, windowSeconds: 60 },
  boardRead: { limit: 120, windowSeconds: 60 },
  contentRead: { limit: 120, windowSeconds: 60 },
  otherRead: { limit: 300, windowSeconds: 60 },
} satisfies Record<string, RateLimit>;
export type RateLimits = typeof rateLimits;

/** How long a sign-in waits once its email is over `signInPerEmail`: slow for a guesser, fine for a person. */
export const signInSlowdownMs = 2_000;

export { rateLimitSubject } from "./subject.ts";
export { createInMemoryRateLimiter } from "./in-memory.ts";

// Types only: the table code is imported on its own ("@ai-leaders/core/rate-limit/repository"), when first used.
export type * from "./repository.ts";
