// Accounts for the landing-page roast: sign up, sign in, refresh, sign out, current user.
import { Hono, type Context } from "hono";
import { createAccountService, refreshSchema, signInSchema, signUpSchema } from "@ai-leaders/core/accounts";
import { authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { RateLimit } from "@ai-leaders/core/rate-limit";
import type { ApiDeps } from "./deps.ts";
import { errorResponse, jsonBody } from "../http/index.ts";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";

export function authRoutes({ services, access, clientIp, limits, now }: ApiDeps) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);
  const overLimit = (c: Context, key: string, limit: RateLimit) =>
    refuseWhenOverLimit(c, services.rateLimiter, key, limit, now(), { description: authMessages.tooManyAttempts });

  return new Hono()
    .post("/signup", jsonBody(signUpSchema), async (c) => {
      const refused = await overLimit(c, `signup:${clientIp(c)}`, limits.signUp);
      if (refused) return refused;
      const session = await accounts.signUp(c.req.valid("json"));
      if (session === "email-taken") return errorResponse(c, 409, authMessages.emailTaken, { field: "email" });
      return c.json({ session }, 201);
    })
    .post("/signin", jsonBody(signInSchema), async (c) => {
      const request = c.req.valid("json");
      const refused =
        (await overLimit(c, `signin-ip:${clientIp(c)}`, limits.signInPerIp)) ??
        (await overLimit(c, `signin-email:${request.email.toLowerCase()}`, limits.signInPerEmail));
      if (refused) return refused;
      const session = await accounts.signIn(request);
      if (!session) return errorResponse(c, 401, authMessages.invalidCredentials);
      return c.json({ session }, 200);
    })
    .post("/refresh", jsonBody(refreshSchema), async (c) => {
      const session = await accounts.refresh(c.req.valid("json").refresh_token);
      if (!session) return errorResponse(c, 401, authMessages.sessionExpired);
      return c.json({ session }, 200);
    })
    .post("/signout", jsonBody(refreshSchema), async (c) => {
      await accounts.signOut(c.req.valid("json").refresh_token);
      return c.body(null, 204);
    })
    .get("/user", async (c) => {
      const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
      if (!user) return errorResponse(c, 401, authMessages.sessionExpired);
      return c.json({ user }, 200);
    });
}
