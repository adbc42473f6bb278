// What a wrong password or a wrong second-factor code counts against: one budget for every guess.
// A person is named in the keys by their address's keyed hash, never the address (issue 26: an
// erasure finds the keys; the table never holds the address).
import type { Context } from "hono";
import { addressHash } from "@ai-leaders/core/erasure";
import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";

/** Per network address and person, per network address, per person: refuse on the first two only. */
export function signInFailureKeys({ clientIp, limits, access }: ApiDeps, c: Context, email: string): Array<[string, RateLimit]> {
  const person = addressHash(email, access.tokenSecret);
  return [
    [`signin-failed:${clientIp(c)}:${person}`, limits.signInPerEmailFromAddress],
    [`signin-failed-ip:${clientIp(c)}`, limits.signInPerIp],
    [`signin-failed-email:${person}`, limits.signInPerEmail],
  ];
}
