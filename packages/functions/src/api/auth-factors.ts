// Second factors: the second step of a password sign-in, passkey sign-in, and a signed-in user's
// own factors (an authenticator app with recovery codes, passkeys). Mounted under /api/auth.
import { Hono, type Context } from "hono";
import { verifyPassword, type AccountService, type StoredUser } from "@ai-leaders/core/accounts";
import {
  mfaVerifySchema,
  passkeyRegisterSchema,
  passkeySignInSchema,
  totpConfirmSchema,
  totpRemoveSchema,
  type FactorService,
  type FactorSummary,
} from "@ai-leaders/core/accounts/factors";
import type { StoredPasskey } from "@ai-leaders/core/accounts/factors/repository";
import { addressHash } from "@ai-leaders/core/erasure";
import { authMessages, factorMessages } from "@ai-leaders/core/messages";
import type { RateLimit } from "@ai-leaders/core/rate-limit";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { keepRefreshTokenInCookie } from "./auth-session.ts";
import { sessionNoter } from "./auth-sessions.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenLimitReached, refuseWhenOverLimit } from "../http/rate-limit.ts";
import { signInFailureKeys } from "./sign-in-failures.ts";

const loadPasskeys = () => import("@ai-leaders/core/accounts/factors/passkeys");

export function authFactorRoutes(deps: ApiDeps, { accounts, factors }: { accounts: AccountService; factors: FactorService }) {
  const { services, siteUrl, clientIp, limits, now, secureCookies } = deps;
  const relyingParty = { origin: new URL(siteUrl).origin };

  /**
   * Wrong codes count like failed sign-ins, under the same keys (one budget for every guess), and on
   * the account from anywhere: guesses spread over many addresses still meet a ceiling.
   */
  const accountKey = (email: string): [string, RateLimit] => [
    `factor-failed:${addressHash(email, deps.access.tokenSecret)}`,
    limits.secondFactorPerAccount,
  ];
  const failureKeys = (c: Context, email: string) => [...signInFailureKeys(deps, c, email), accountKey(email)];
  async function refuseWhenGuessedTooOften(c: Context, email: string) {
    const refusing = failureKeys(c, email);
    for (const [key, limit] of [...refusing.slice(0, 2), refusing.at(-1)!]) {
      const refused = await refuseWhenLimitReached(c, services.rateLimiter, key, limit, now(), {
        description: factorMessages.tooManyCodes,
      });
      if (refused) return refused;
    }
    return null;
  }
  const countFailure = (c: Context, email: string) =>
    Promise.all(failureKeys(c, email).map(([key, limit]) => services.rateLimiter.hit(key, limit, now())));

  const noteSession = sessionNoter(deps);
  const refuseTooManyCeremonies = (c: Context) =>
    refuseWhenOverLimit(c, services.rateLimiter, `passkey-ceremony:${clientIp(c)}`, limits.passkeyCeremony, now(), {
      description: authMessages.tooManyAttempts,
    });

  async function signedIn(c: Context) {
    return accounts.assuranceFromAccessToken(bearerToken(c.req.header("authorization")));
  }

  /** Adding or removing a factor on an account that has one needs a session proved by one. */
  async function mayChangeFactors(user: StoredUser, aal: 1 | 2) {
    return aal === 2 || (await factors.enrolled(user)).length === 0;
  }

  /**
   * A factor just enrolled: every session of the account ends (one signed in with the password alone
   * elsewhere could otherwise remove the factor), and this one goes on at aal 2.
   */
  async function sessionAfterEnrolment(c: Context, user: StoredUser, amr: string[]) {
    await services.accounts.endSessions(user.email, now());
    return keepRefreshTokenInCookie(c, await noteSession(c, await accounts.sessionWithSecondFactor(user, amr)), secureCookies);
  }

  /** The second step's challenge: issued with the password's answer, spent by the code that completes it. */
  const spendChallenge = async (mfaToken: string) =>
    typeof (await services.oneTimeLinks.spend(mfaToken, "mfa-challenge", now())) !== "string";
  async function challengedUser(mfaToken: string): Promise<StoredUser | null> {
    const link = await services.oneTimeLinks.inspect(mfaToken, "mfa-challenge", now());
    const user = typeof link === "string" ? null : await services.accounts.findUser(link.subject);
    return user && typeof link !== "string" && user.id === link.data?.uid ? user : null;
  }

  async function summary(user: StoredUser): Promise<FactorSummary> {
    const passkeys = await services.factors.passkeysOf(user.email);
    return {
      totp: Boolean(user.totp_secret),
      recovery_codes_left: user.totp_secret ? (user.recovery_codes?.size ?? 0) : 0,
      passkeys: passkeys
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map((passkey) => ({
          id: passkey.credential_id,
          name: passkey.device_name,
          created_at: passkey.created_at,
          last_used_at: passkey.last_used_at ?? null,
        })),
    };
  }

  /** A challenge stored for one ceremony, spent by the browser's answer. */
  const beginCeremony = async (subject: string, challenge: string) =>
    (await services.oneTimeLinks.issue({ purpose: "passkey-challenge", subject, data: { challenge } }, now())).token;
  async function spendCeremony(ceremony: string, subject?: string): Promise<string | null> {
    const link = await services.oneTimeLinks.spend(ceremony, "passkey-challenge", now());
    if (typeof link === "string" || (subject && link.subject !== subject.toLowerCase())) return null;
    return link.data?.challenge ?? null;
  }

  return (
    new Hono()
      // The second step of a password sign-in: a code from the app or a recovery code.
      .post("/mfa/verify", jsonBody(mfaVerifySchema), async (c) => {
        const { mfa_token, code } = c.req.valid("json");
        const user = await challengedUser(mfa_token);
        if (!user) return errorResponse(c, 401, factorMessages.mfaExpired);
        const refused = await refuseWhenGuessedTooOften(c, user.email);
        if (refused) return refused;
        const method = await factors.verifyCode(user, code, now());
        if (!method) {
          await countFailure(c, user.email);
          return errorResponse(c, 401, factorMessages.wrongCode, { field: "code" });
        }
        // One session per challenge: a second right code (or the same request twice) gets none.
        if (!(await spendChallenge(mfa_token))) return errorResponse(c, 401, factorMessages.mfaExpired);
        const session = keepRefreshTokenInCookie(
          c,
          await noteSession(c, await accounts.sessionWithSecondFactor(user, ["pwd", method])),
          secureCookies,
        );
        return c.json({ session }, 200);
      })
      .post("/passkeys/signin/options", async (c) => {
        const refused = await refuseTooManyCeremonies(c);
        if (refused) return refused;
        const { passkeySignInOptions } = await loadPasskeys();
        const options = await passkeySignInOptions(relyingParty);
        return c.json({ ceremony: await beginCeremony("passkey-sign-in", options.challenge), options }, 200);
      })
      // A passkey with user verification is two factors at once: the session is aal 2.
      .post("/passkeys/signin", jsonBody(passkeySignInSchema), async (c) => {
        const { ceremony, credential } = c.req.valid("json");
        const challenge = await spendCeremony(ceremony);
        if (!challenge) return errorResponse(c, 400, factorMessages.passkeyCeremonyExpired);
        const passkey = await services.factors.findPasskey(credential.id);
        const user = passkey && (await services.accounts.findUser(passkey.user_email));
        if (!passkey || !user) return errorResponse(c, 401, factorMessages.passkeyUnknown);
        const { verifyPasskeySignIn } = await loadPasskeys();
        const counter = await verifyPasskeySignIn(relyingParty, credential as never, challenge, passkey);
        if (counter === null) {
          await countFailure(c, user.email);
          return errorResponse(c, 401, factorMessages.passkeyRefused);
        }
        await services.factors.recordPasskeyUse(passkey.credential_id, counter, now());
        const session = keepRefreshTokenInCookie(
          c,
          await noteSession(c, await accounts.sessionWithSecondFactor(user, ["passkey"])),
          secureCookies,
        );
        return c.json({ session }, 200);
      })
      .get("/factors", async (c) => {
        const caller = await signedIn(c);
        if (!caller) return errorResponse(c, 401, authMessages.sessionExpired);
        return c.json({ factors: await summary(caller.user) }, 200);
      })
      .post("/factors/totp", async (c) => {
        const caller = await signedIn(c);
        if (!caller) return errorResponse(c, 401, authMessages.sessionExpired);
        if (caller.user.totp_secret) return errorResponse(c, 409, factorMessages.totpAlreadyOn);
        if (!(await mayChangeFactors(caller.user, caller.aal))) return errorResponse(c, 403, factorMessages.stepUpRequired);
        return c.json(await factors.startTotp(caller.user), 200);
      })
      // The first code turns the app on: the recovery codes (shown once) and a session proved by it.
      .post("/factors/totp/confirm", jsonBody(totpConfirmSchema), async (c) => {
        const caller = await signedIn(c);
        if (!caller) return errorResponse(c, 401, authMessages.sessionExpired);
        if (!caller.user.totp_pending) return errorResponse(c, 409, factorMessages.totpNotStarted);
        const recoveryCodes = await factors.confirmTotp(caller.user, c.req.valid("json").code, now());
        if (!recoveryCodes) return errorResponse(c, 400, factorMessages.wrongCode, { field: "code" });
        return c.json({ recovery_codes: recoveryCodes, session: await sessionAfterEnrolment(c, caller.user, ["pwd", "otp"]) }, 200);
      })
      .post("/factors/totp/remove", jsonBody(totpRemoveSchema), async (c) => {
        const caller = await signedIn(c);
        if (!caller) return errorResponse(c, 401, authMessages.sessionExpired);
        if (!caller.user.totp_secret) return errorResponse(c, 409, factorMessages.totpNotOn);
        if (!(await mayChangeFactors(caller.user, caller.aal))) return errorResponse(c, 403, factorMessages.stepUpRequired);
        const refused = await refuseWhenGuessedTooOften(c, caller.user.email);
        if (refused) return refused;
        const proof = c.req.valid("json");
        const proved =
          "password" in proof
            ? await verifyPassword(caller.user.password_hash, proof.password)
            : (await factors.verifyCode(caller.user, proof.code, now())) !== null;
        if (!proved) {
          await countFailure(c, caller.user.email);
          return errorResponse(c, 401, factorMessages.confirmRemoval, { field: "password" in proof ? "password" : "code" });
        }
        await factors.removeTotp(caller.user);
        return c.json({ removed: true }, 200);
      })
      .post("/factors/passkeys/options", async (c) => {
        const caller = await signedIn(c);
        if (!caller) return errorResponse(c, 401, authMessages.sessionExpired);
        if (!(await mayChangeFactors(caller.user, caller.aal))) return errorResponse(c, 403, factorMessages.stepUpRequired);
        const refused = await refuseTooManyCeremonies(c);
        if (refused) return refused;
        const { passkeyRegistrationOptions } = await loadPasskeys();
        const options = await passkeyRegistrationOptions(relyingParty, caller.user, await services.factors.passkeysOf(caller.user.email));
        return c.json({ ceremony: await beginCeremony(caller.user.email, options.challenge), options }, 200);
      })
      .post("/factors/passkeys", jsonBody(passkeyRegisterSchema), async (c) => {
        const caller = await signedIn(c);
        if (!caller) return errorResponse(c, 401, authMessages.sessionExpired);
        const { ceremony, name, credential } = c.req.valid("json");
        const challenge = await spendCeremony(ceremony, caller.user.email);
        if (!challenge) return errorResponse(c, 400, factorMessages.passkeyCeremonyExpired);
        const { verifyPasskeyRegistration } = await loadPasskeys();
        const verified = await verifyPasskeyRegistration(relyingParty, credential as never, challenge);
        if (!verified) return errorResponse(c, 400, factorMessages.passkeyRefused);
        const passkey: StoredPasskey = { ...verified, user_email: caller.user.email, device_name: name, created_at: now().toISOString() };
        if (!(await services.factors.addPasskey(passkey))) return errorResponse(c, 409, factorMessages.passkeyRefused);
        return c.json({ factors: await summary(caller.user), session: await sessionAfterEnrolment(c, caller.user, ["passkey"]) }, 201);
      })
      .delete("/factors/passkeys/:id", async (c) => {
        const caller = await signedIn(c);
        if (!caller) return errorResponse(c, 401, authMessages.sessionExpired);
        if (!(await mayChangeFactors(caller.user, caller.aal))) return errorResponse(c, 403, factorMessages.stepUpRequired);
        if (!(await services.factors.removePasskey(caller.user.email, c.req.param("id"))))
          return errorResponse(c, 404, factorMessages.passkeyNotFound);
        return c.json({ factors: await summary(caller.user) }, 200);
      })
  );
}
