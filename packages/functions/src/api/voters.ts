// Who a vote is from: a signed-in account votes as itself on every device (its bearer token), a
// visitor as this device (an id the server issued in a signed cookie, never one the client chose).
// At each sign-in, the device's anonymous votes become the account's (issue 28, Deliver 5).
import type { Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { bearerToken } from "@ai-leaders/core/tokens";
import { accountVoterId } from "@ai-leaders/core/voting";
import { deviceIdCookie } from "../http/device-id.ts";
import type { ApiDeps } from "./deps.ts";

export function createVoters({
  services,
  access,
  now,
  secureCookies,
  log,
}: Pick<ApiDeps, "services" | "access" | "now" | "secureCookies" | "log">) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);

  /** The signed-in account, or null: a missing, expired or ended session votes as the device. */
  const signedIn = (c: Context) => accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));

  const voterCookie = deviceIdCookie({ name: "voter", path: "/api", secret: access.tokenSecret, secure: secureCookies });
  const deviceVoter = voterCookie.read;

  return {
    signedIn,

    /** Who casts this vote: the account, else the device, which is issued its cookie on its first vote. */
    async voterOf(c: Context): Promise<string> {
      const user = await signedIn(c);
      if (user) return accountVoterId(user.id);
      return voterCookie.readOrIssue(c);
    },

    /** Who asks which suggestions they voted on; asking issues no cookie. */
    async knownVoter(c: Context): Promise<string | null> {
      const user = await signedIn(c);
      return user ? accountVoterId(user.id) : deviceVoter(c);
    },

    /**
     * The device's anonymous votes become the account's, each counted once. Run at every sign-in
     * and refresh: a failure is logged, not the sign-in's, and the next refresh finishes it.
     */
    async carryOverDeviceVotes(c: Context, userId: string): Promise<void> {
      const device = await deviceVoter(c);
      if (!device) return;
      try {
        const carried = await services.voting.carryOverVotes(device, accountVoterId(userId), now());
        if (carried.moved + carried.dropped > 0) log({ event: "votes_carried_over", ...carried });
      } catch (error) {
        log({ event: "vote_carry_over_failed", error: (error as Error).message });
      }
    },
  };
}
