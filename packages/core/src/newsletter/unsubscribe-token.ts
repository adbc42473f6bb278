// The unsubscribe link every mail that may be refused carries: signed, not stored, so sending a
// mail writes nothing, and it keeps working for as long as anyone keeps the mail. Each list signs
// under a subject of its own; the newsletter's is the first one, so links mailed before lists keep working.
import { signToken, verifyToken } from "../tokens/index.ts";
import { mailLists, type MailList } from "./schema.ts";

const subjects: Record<MailList, string> = {
  newsletter: "unsubscribe",
  answers: "unsubscribe:answers",
  digest: "unsubscribe:digest",
  "team-digest": "unsubscribe:team-digest",
};
const lifetimeSeconds = 10 * 365 * 24 * 60 * 60;

export function unsubscribeToken(email: string, secret: string, now: Date, list: MailList = "newsletter"): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signToken({ sub: subjects[list], email: email.toLowerCase(), iat, exp: iat + lifetimeSeconds }, secret);
}

/** The address and the list a genuine unsubscribe token names, or null. */
export function readUnsubscribeToken(token: string, secret: string, now: Date): { email: string; list: MailList } | null {
  for (const list of mailLists) {
    const email = verifyToken(token, secret, subjects[list], now)?.email;
    if (email) return { email, list };
  }
  return null;
}
