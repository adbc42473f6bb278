// What a wrong password or a wrong second-factor code counts against: one budget for every guess.
// A person is named in the keys by their address's keyed hash, never the address (issue 26: an
// erasure finds the keys; the table never holds the address).
import type { Context } from "hono";
import { verifyPassword, type StoredUser } from "@ai-leaders/core/accounts";
import { addressHash } from "@ai-leaders/core/erasure";
import { authMessages } from "@ai-leaders/core/messages";
import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { refuseWhenLimitReached } from "../http/rate-limit.ts";

/** Per network address and person, per network address, per person: refuse on the first two only. */
export function signInFailureKeys({ clientIp, limits, access }: ApiDeps, c: Context, email: string): Array<[string, RateLimit]> {
  const person = addressHash(email, access.tokenSecret);
  return [
    [`signin-failed:${clientIp(c)}:${person}`, limits.signInPerEmailFromAddress],
    [`signin-failed-ip:${clientIp(c)}`, limits.signInPerIp],
    [`signin-failed-email:${person}`, limits.signInPerEmail],
  ];
}

/**
 * The password asked for again before a sensitive change (a new address, signing other devices
 * out): a wrong one counts like a failed sign-in, so a stolen session can't guess its way on.
 * Returns the refusal, or null when the password is right.
 */
export async function refuseWrongPassword(
  deps: ApiDeps,
  c: Context,
  user: StoredUser,
  password: string,
  wrong: string,
): Promise<Response | null> {
  const { services, now } = deps;
  const failures = signInFailureKeys(deps, c, user.email).slice(0, 2);
  for (const [key, limit] of failures) {
    const refused = await refuseWhenLimitReached(c, services.rateLimiter, key, limit, now(), { description: authMessages.tooManyAttempts });
    if (refused) return refused;
  }
  if (await verifyPassword(user.password_hash, password)) return null;
  await Promise.all(failures.map(([key, limit]) => services.rateLimiter.hit(key, limit, now())));
  return errorResponse(c, 401, wrong, { field: "password" });
}
