// Admin accounts: made only by the operator (`npm run admin`, or the local stack's first start),
// never by the public sign-up, and an admin only while the address is also in ADMIN_EMAILS.
import { randomInt } from "node:crypto";
import { hashPassword } from "./passwords.ts";
import type { AccountRepository, StoredUser } from "./repository.ts";
import type { FactorRepository } from "./factors/repository.ts";

export const isAdminEmail = (email: string, adminEmails: readonly string[]) => adminEmails.includes(email.trim().toLowerCase());

/** Both must hold: removing the address from ADMIN_EMAILS revokes the role at once. */
export const isAdmin = (user: StoredUser, adminEmails: readonly string[]) => user.role === "admin" && isAdminEmail(user.email, adminEmails);

// No look-alikes (0/O, 1/l/I), so the password can be read off a terminal and typed.
const lower = "abcdefghijkmnopqrstuvwxyz";
const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const digits = "23456789";
const alphabet = lower + upper + digits;

/** 20 random characters (about 114 bits), always with a lower-case letter, a capital and a digit (the sign-up rules). */
export function oneTimePassword(): string {
  const characters = Array.from({ length: 17 }, () => alphabet[randomInt(alphabet.length)]!);
  for (const set of [lower, upper, digits]) characters.splice(randomInt(characters.length + 1), 0, set[randomInt(set.length)]!);
  return characters.join("");
}

export type ProvisionedAdmin = { email: string; password: string; created: boolean; sessionsEnded: number };

/**
 * Makes or promotes the admin with a fresh one-time password; refused for an address not in
 * ADMIN_EMAILS. A promoted account starts again: every session ended and every second factor
 * removed, so whoever made it before the address was listed keeps no way in.
 */
export async function provisionAdmin(
  accounts: Pick<AccountRepository, "upsertAdmin" | "endSessions">,
  factors: Pick<FactorRepository, "removeAllFactors">,
  email: string,
  adminEmails: readonly string[],
  now: Date,
): Promise<ProvisionedAdmin | "not-listed"> {
  const address = email.trim().toLowerCase();
  if (!isAdminEmail(address, adminEmails)) return "not-listed";
  const password = oneTimePassword();
  const { created } = await accounts.upsertAdmin(address, await hashPassword(password), now);
  if (created) return { email: address, password, created, sessionsEnded: 0 };
  await factors.removeAllFactors(address);
  const sessionsEnded = await accounts.endSessions(address, now);
  return { email: address, password, created, sessionsEnded };
}
