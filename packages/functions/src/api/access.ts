import { Hono, type Context } from "hono";
import { accessRequestSchema, grantAccess, matchesAccessCode } from "@ai-leaders/core/access";
import { accessMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "./deps.ts";
import { errorResponse, jsonBody } from "../http/index.ts";
import { refuseWhenLimitReached } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";

export function accessRoutes({ services, access, clientIp, now, limits }: ApiDeps) {
  const invalid = accessMessages.invalidCode;
  const failedAttempts = (c: Context) => `access-failed:${clientIp(c)}`;
  return new Hono()
    .post("/", async (c, next) => {
      // Only wrong codes count: guessing is slowed, an office full of people with the code is not.
      const refused = await refuseWhenLimitReached(
        c,
        services.rateLimiter,
        failedAttempts(c),
        limits.accessAttempt,
        now(),
        accessMessages.tooManyAttempts,
      );
      return refused ?? next();
    }, jsonBody(accessRequestSchema, { [invalid.description]: invalid.title }), async (c) => {
      const { code } = c.req.valid("json");
      if (!matchesAccessCode(code, access.codes)) {
        await services.rateLimiter.hit(failedAttempts(c), limits.accessAttempt, now());
        return errorResponse(c, 401, invalid.description, { title: invalid.title });
      }
      return c.json(grantAccess(access.tokenSecret, now()), 200);
    })
    .get("/session", requireAccess(access.tokenSecret, now), (c) => c.json({ valid: true as const }, 200));
}
