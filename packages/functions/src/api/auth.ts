// Accounts for the landing-page roast: sign up, sign in, refresh, sign out, current user.
import { Hono, type Context } from "hono";
import {
  authTokenSubject,
  changePasswordSchema,
  createAccountService,
  isAdmin,
  signInSchema,
  signUpAnswer,
  signUpSchema,
  type AuthSession,
} from "@ai-leaders/core/accounts";
import { createFactorService } from "@ai-leaders/core/accounts/factors";
import type { MfaChallenge } from "@ai-leaders/core/accounts/factors/schema";
import { deleteCookie, getCookie } from "hono/cookie";
import { adminMessages, authMessages } from "@ai-leaders/core/messages";
import { bearerToken, verifyToken } from "@ai-leaders/core/tokens";
import { signInSlowdownMs, type RateLimit } from "@ai-leaders/core/rate-limit";
import { setTimeout as sleep } from "node:timers/promises";
import type { ApiDeps } from "./deps.ts";
import { authFactorRoutes } from "./auth-factors.ts";
import { signInFailureKeys } from "./sign-in-failures.ts";
import { authRecoveryRoutes, passwordChangedNotice } from "./auth-recovery.ts";
import { authConfirmRoutes } from "./auth-confirm.ts";
import { createDeferredMailQueue } from "../mail/queue.ts";
import { keepRefreshTokenInCookie, refreshCookie } from "./auth-session.ts";
import { authSessionRoutes, sessionNoter } from "./auth-sessions.ts";
import { authEmailChangeRoutes } from "./auth-email-change.ts";
import { authAccountRoutes } from "./auth-account.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenLimitReached, refuseWhenOverLimit } from "../http/rate-limit.ts";
import { endFeedAddresses } from "../changelog/index.ts";

export function authRoutes(deps: ApiDeps) {
  const { services, access, adminEmails, clientIp, limits, now, secureCookies } = deps;
  /** The session for the page: the refresh token goes into its HttpOnly cookie, not into the body. */
  const noteSession = sessionNoter(deps);
  async function answerSession(c: Context, session: AuthSession, status: 200) {
    return c.json({ session: keepRefreshTokenInCookie(c, await noteSession(c, session), secureCookies) }, status);
  }

  const factors = createFactorService(services.factors, access.tokenSecret);
  const notifyPasswordChanged = passwordChangedNotice(deps);
  const queueSignUpMail = createDeferredMailQueue(services, deps.log);
  const accounts = createAccountService(services.accounts, access.tokenSecret, now, adminEmails, factors);
  const overLimit = (c: Context, key: string, limit: RateLimit) =>
    refuseWhenOverLimit(c, services.rateLimiter, key, limit, now(), { description: authMessages.tooManyAttempts });
  const reachedLimit = (c: Context, key: string, limit: RateLimit) =>
    refuseWhenLimitReached(c, services.rateLimiter, key, limit, now(), { description: authMessages.tooManyAttempts });

  return new Hono()
    .post("/signup", jsonBody(signUpSchema), async (c) => {
      const refused = await overLimit(c, `signup:${clientIp(c)}`, limits.signUp);
      if (refused) return refused;
      const request = c.req.valid("json");
      // One answer, no session, and the same work whatever the address: the account is stored (or
      // found), and one mail is due, which the relay writes as it sends it (mail/deferred.ts). So
      // neither the answer nor its time tells who has an account.
      const outcome = await accounts.signUp(request);
      const { confirmAccountSubject, signUpAttemptSubject } = await import("@ai-leaders/core/mail/templates");
      const due =
        outcome === "created"
          ? { deferred: "confirm-account" as const, subject: confirmAccountSubject }
          : { deferred: "sign-up-attempt" as const, subject: signUpAttemptSubject };
      await queueSignUpMail({ to: request.email.toLowerCase(), ...due }, now());
      return c.json(signUpAnswer, 202);
    })
    .post("/signin", jsonBody(signInSchema), async (c) => {
      const request = c.req.valid("json");
      const email = request.email.toLowerCase();
      // Failed attempts only. Refused per address (with or without this email), never for the
      // email alone: an attacker elsewhere can slow the owner's sign-in, not stop it.
      const failures = signInFailureKeys(deps, c, email);
      for (const [key, limit] of failures.slice(0, 2)) {
        const refused = await reachedLimit(c, key, limit);
        if (refused) return refused;
      }
      const [emailKey, emailLimit] = failures[2]!;
      if (!(await services.rateLimiter.check(emailKey, emailLimit, now())).allowed) await sleep(signInSlowdownMs);
      const session = await accounts.signIn(request);
      if (!session) {
        await Promise.all(failures.map(([key, limit]) => services.rateLimiter.hit(key, limit, now())));
        return errorResponse(c, 401, authMessages.invalidCredentials);
      }
      if ("second_step" in session) {
        // The challenge is a one-time link never mailed: one session per challenge, for 5 minutes.
        const challenge = await services.oneTimeLinks.issue(
          { purpose: "mfa-challenge", subject: session.user.email, data: { uid: session.user.id } },
          now(),
        );
        return c.json({ mfa_required: true, mfa_token: challenge.token, factors: session.factors } satisfies MfaChallenge, 200);
      }
      return answerSession(c, session, 200);
    })
    .post("/refresh", async (c) => {
      const token = getCookie(c, refreshCookie.name);
      const session = token ? await accounts.refresh(token) : null;
      if (!session) return errorResponse(c, 401, authMessages.sessionExpired);
      return answerSession(c, session, 200);
    })
    .post("/signout", async (c) => {
      const token = getCookie(c, refreshCookie.name);
      if (token) await accounts.signOut(token);
      deleteCookie(c, refreshCookie.name, { path: refreshCookie.path, secure: secureCookies });
      return c.body(null, 204);
    })
    .post("/password", jsonBody(changePasswordSchema), async (c) => {
      const user = await accounts.storedUserFromAccessToken(bearerToken(c.req.header("authorization")));
      if (!user) return errorResponse(c, 401, authMessages.sessionExpired);
      // Wrong current passwords count like failed sign-ins: a stolen session can't guess its way to the password.
      const failures = signInFailureKeys(deps, c, user.email).slice(0, 2);
      for (const [key, limit] of failures) {
        const refused = await refuseWhenLimitReached(c, services.rateLimiter, key, limit, now(), {
          description: adminMessages.tooManyPasswordAttempts,
        });
        if (refused) return refused;
      }
      const outcome = await accounts.changePassword(user, c.req.valid("json"));
      if (outcome === "wrong-password") {
        await Promise.all(failures.map(([key, limit]) => services.rateLimiter.hit(key, limit, now())));
        return errorResponse(c, 401, adminMessages.wrongCurrentPassword, { field: "current_password" });
      }
      if (outcome === "unchanged") return errorResponse(c, 400, adminMessages.samePassword, { field: "new_password" });
      if (outcome === "already-changed") return c.json({ changed: true, other_sessions_ended: 0 }, 200);
      if (isAdmin(user, adminEmails)) {
        await services.audit.record({ actor: user.email, action: "admin.password-changed", target: user.email }, now());
      }
      // Every other session ends; the caller's own (its access token's family) stays signed in.
      const callerFamily = verifyToken(bearerToken(c.req.header("authorization")) ?? "", access.tokenSecret, authTokenSubject, now())?.fam;
      const otherSessionsEnded = await services.accounts.endSessions(user.email, now(), callerFamily);
      await endFeedAddresses(services.oneTimeLinks, user.email);
      await notifyPasswordChanged(c, user.email);
      return c.json({ changed: true, other_sessions_ended: otherSessionsEnded }, 200);
    })
    .route("/", authFactorRoutes(deps, { accounts, factors }))
    .route("/", authRecoveryRoutes(deps))
    .route("/", authConfirmRoutes(deps, accounts))
    .route("/", authSessionRoutes(deps, accounts))
    .route("/", authEmailChangeRoutes(deps, accounts))
    .route("/", authAccountRoutes(deps, accounts))
    .get("/user", async (c) => {
      const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
      if (!user) return errorResponse(c, 401, authMessages.sessionExpired);
      return c.json({ user }, 200);
    });
}
