import { Hono, type Context } from "hono";
import { accessRequestSchema, grantAccess, matchSettingsCode, settingsCodeFingerprint } from "@ai-leaders/core/access";
import { accessCodeId, closedBecause } from "@ai-leaders/core/access-codes";
import { settingsCodeLabel } from "@ai-leaders/core/analytics";
import { accessMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { refuseWhenLimitReached } from "../http/rate-limit.ts";
import { requireAccess } from "../http/require-access.ts";
import { createEventCounter } from "../analytics/index.ts";
import { isSmokeRun } from "../http/smoke.ts";

export function accessRoutes({ services, access, clientIp, now, limits, log, siteUrl }: ApiDeps) {
  const invalid = accessMessages.invalidCode;
  const analytics = createEventCounter({ services, clientIp, siteUrl, now, log });

  /** "Access granted", by the code's label: the setting's codes are "From settings". */
  async function countGrant(c: Context, codeId: string, fromSettings: boolean) {
    if (!analytics.counted(c)) return;
    const label = fromSettings ? settingsCodeLabel : (await services.accessCodes.get(codeId).catch(() => null))?.label;
    if (label) await analytics.count(c, [{ name: "access_granted", label }]);
  }
  const failedAttempts = (c: Context) => `access-failed:${clientIp(c)}`;

  /**
   * The id of the code that opens the gate (a use counted), or null: unknown, revoked, expired or
   * used up. The smoke check's entries are checked alike but not counted: every five minutes, they
   * would fill the code's uses and use up a stored code's limit.
   */
  async function enter(code: string, counted: boolean): Promise<string | null> {
    const fromSettings = matchSettingsCode(code, access.codes);
    if (fromSettings) {
      // Counting is a courtesy to the operator: a visitor with a good code is never turned away for it.
      if (counted)
        await services.accessCodes
          .countSettingsUse(fromSettings, now())
          .catch((error: Error) => log({ event: "access_code_count_failed", error: error.message }));
      return fromSettings;
    }
    const id = accessCodeId(code, access.tokenSecret);
    if (!counted) {
      const stored = await services.accessCodes.get(id);
      return stored && closedBecause(stored, now()) === null ? id : null;
    }
    return (await services.accessCodes.redeem(id, now())) ? id : null;
  }

  return new Hono()
    .post(
      "/",
      async (c, next) => {
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
      },
      jsonBody(accessRequestSchema, { [invalid.description]: invalid.title }),
      async (c) => {
        const codeId = await enter(c.req.valid("json").code, !isSmokeRun(c, access.tokenSecret));
        if (!codeId) {
          await services.rateLimiter.hit(failedAttempts(c), limits.accessAttempt, now());
          return errorResponse(c, 401, invalid.description, { title: invalid.title });
        }
        const { code, remember } = c.req.valid("json");
        const fromSettings = matchSettingsCode(code, access.codes) !== null;
        await countGrant(c, codeId, fromSettings);
        const fingerprint = fromSettings ? settingsCodeFingerprint(code, access.tokenSecret) : undefined;
        return c.json(grantAccess(access.tokenSecret, now(), codeId, { remember, fingerprint }), 200);
      },
    )
    .get("/session", requireAccess({ access, services, now }), (c) => c.json({ valid: true as const }, 200));
}
