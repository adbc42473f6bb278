// Unique visitors without tracking (as Plausible counts them): a visitor is a hash of a random salt
// of the day, the address, the user agent and the site's host. The salt is made at the first event
// of a UTC day, kept in the table until the day ends (TTL), and the day before's is deleted when
// the next is made: once it is gone no hash can be recomputed or linked to the next day's.
import { createHash, randomBytes } from "node:crypto";

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The first second of the next UTC day, in epoch seconds (a DynamoDB TTL). */
export function endOfDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000 + 24 * 60 * 60;
}

export function previousDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 60 * 60 * 1000));
}

export interface SaltStore {
  /** Stores `salt` for `day` unless one is there; answers the one kept. */
  keep(day: string, salt: string, expiresAt: number): Promise<string>;
  discard(day: string): Promise<void>;
}

/** Today's salt, from memory after the first call of the day; a new day's replaces (and discards) the old. */
export function createDailySalt(store: SaltStore) {
  let held: { day: string; salt: Promise<string> } | null = null;
  return function saltFor(now: Date): Promise<string> {
    const day = utcDay(now);
    if (held?.day === day) return held.salt;
    const salt = store.keep(day, randomBytes(32).toString("base64url"), endOfDay(day)).then(async (kept) => {
      await store.discard(previousDay(day));
      return kept;
    });
    held = { day, salt };
    // A failure is not remembered: the next event tries again.
    salt.catch(() => {
      if (held?.salt === salt) held = null;
    });
    return salt;
  };
}

/** 128 bits of SHA-256 over the day's salt, the address, the user agent and the site's host. */
export function visitorHash(salt: string, { address, userAgent }: { address: string; userAgent: string }, siteHost: string): string {
  return createHash("sha256").update(`${salt}\n${address}\n${userAgent}\n${siteHost}`).digest("base64url").slice(0, 22);
}
