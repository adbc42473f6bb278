// The account's sessions (refresh-token families): each sign-in and refresh is noted with its
// device and network; the owner lists them, ends one, or ends them all, having entered the
// password again (ASVS 5.0 7.5.2: a session left open on a shared machine must not sign its owner out).
import { Hono, type Context } from "hono";
import { zValidator } from "@hono/zod-validator";
import { deleteCookie } from "hono/cookie";
import * as z from "zod";
import { authTokenSubject, type AccountService, type AuthSession } from "@ai-leaders/core/accounts";
import { approximateNetwork, describeDevice } from "@ai-leaders/core/accounts/sessions";
import { authMessages, sessionMessages } from "@ai-leaders/core/messages";
import { bearerToken, verifyToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { refreshCookie } from "./auth-session.ts";
import { createVoters } from "./voters.ts";
import { refuseWrongPassword } from "./sign-in-failures.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import { endFeedAddresses } from "../changelog/index.ts";

const sessionIdSchema = z.object({ id: z.uuid({ error: sessionMessages.invalidSessionId }) });
const passwordSchema = z.object({
  password: z.string({ error: sessionMessages.passwordRequired }).min(1, sessionMessages.passwordRequired),
});

/**
 * Notes the session being answered (sign-in, second factor, passkey, refresh) and hands it on
 * unchanged; this device's anonymous votes become the account's (voters.ts).
 */
export function sessionNoter(deps: ApiDeps) {
  const { services, access, clientIp, now } = deps;
  const voters = createVoters(deps);
  return async (c: Context, session: AuthSession): Promise<AuthSession> => {
    const claims = verifyToken(session.access_token, access.tokenSecret, authTokenSubject, now());
    if (claims?.fam && claims.email) {
      const client = { device: describeDevice(c.req.header("user-agent")), network: approximateNetwork(clientIp(c)) };
      await services.accounts.noteSession(claims.fam, claims.email, client, now());
    }
    if (claims?.uid) await voters.carryOverDeviceVotes(c, claims.uid);
    return session;
  };
}

export function authSessionRoutes(deps: ApiDeps, accounts: AccountService) {
  const { services, access, clientIp, limits, now, secureCookies } = deps;

  /** The signed-in caller and the session (family) its access token belongs to. */
  async function caller(c: Context) {
    const token = bearerToken(c.req.header("authorization"));
    const user = await accounts.storedUserFromAccessToken(token);
    const family = token ? verifyToken(token, access.tokenSecret, authTokenSubject, now())?.fam : undefined;
    return user && { user, email: user.email, family };
  }
  const overLimit = (c: Context) =>
    refuseWhenOverLimit(c, services.rateLimiter, `sessions:${clientIp(c)}`, limits.sessionEnd, now(), {
      description: sessionMessages.tooManyRequests,
    });

  /** The caller, once under the limit and with the right password; otherwise the answer that refuses them. */
  async function provenCaller(c: Context, password: string) {
    const me = await caller(c);
    if (!me) return { refused: errorResponse(c, 401, authMessages.sessionExpired) };
    const refused = (await overLimit(c)) ?? (await refuseWrongPassword(deps, c, me.user, password, sessionMessages.wrongPassword));
    return refused ? { refused } : { me };
  }

  return (
    new Hono()
      .get("/sessions", async (c) => {
        const me = await caller(c);
        if (!me) return errorResponse(c, 401, authMessages.sessionExpired);
        const sessions = await services.accounts.activeSessions(me.email);
        const marked = sessions.map((session) => ({ ...session, current: session.id === me.family }));
        // This device first, then the others by when they were last active.
        return c.json({ sessions: marked.sort((a, b) => Number(b.current) - Number(a.current)) }, 200);
      })
      .post(
        "/sessions/:id/end",
        zValidator("param", sessionIdSchema, (result, c) => (result.success ? undefined : errorResponse(c, 404, sessionMessages.notFound))),
        jsonBody(passwordSchema),
        async (c) => {
          const proven = await provenCaller(c, c.req.valid("json").password);
          if (!proven.me) return proven.refused;
          const { me } = proven;
          const ended = await services.accounts.endSession(me.email, c.req.valid("param").id, now());
          if (!ended) return errorResponse(c, 404, sessionMessages.notFound);
          if (c.req.valid("param").id === me.family)
            deleteCookie(c, refreshCookie.name, { path: refreshCookie.path, secure: secureCookies });
          return c.json({ ended: true }, 200);
        },
      )
      // Everywhere means this session too: the page signs out afterwards.
      .post("/sessions/end-all", jsonBody(passwordSchema), async (c) => {
        const proven = await provenCaller(c, c.req.valid("json").password);
        if (!proven.me) return proven.refused;
        const { me } = proven;
        const ended = await services.accounts.endSessions(me.email, now());
        await endFeedAddresses(services.oneTimeLinks, me.email);
        deleteCookie(c, refreshCookie.name, { path: refreshCookie.path, secure: secureCookies });
        return c.json({ sessions_ended: ended }, 200);
      })
  );
}
