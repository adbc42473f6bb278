import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
// The gate runs on most cold starts: these paths hold no schema (and so no zod).
import { accessTokenCode, accessTokenOrigin, settingsCodeStands } from "@ai-leaders/core/access/grant";
import { isSettingsCode, isTeamGrantCode } from "@ai-leaders/core/access-codes/types";
import { accessMessages } from "@ai-leaders/core/messages";
import { errorResponse } from "./index.ts";

/**
 * The header that carries the gate's access token. Authorization is left to the signed-in user's
 * session, since a page can hold both (the landing-page roast needs both).
 */
export const accessTokenHeader = "x-access-token";

/**
 * What the gate needs: the signing key, whether a stored code still stands, and whether a team's
 * grant does (its team active, its person still in it); each answer is remembered for 5 s per process.
 */
export interface AccessGateDeps {
  access: { codes: readonly string[]; tokenSecret: string };
  services: { accessCodes: { isLive(id: string): Promise<boolean> }; teams: { grantStands(code: string): Promise<boolean> } };
  now: () => Date;
}

/** The code the request's access token came from, if the token is genuine and unexpired; revocation is not checked. */
export const requestAccessCode = (c: Context, { access, now }: Pick<AccessGateDeps, "access" | "now">) =>
  accessTokenCode(c.req.header(accessTokenHeader) ?? null, access.tokenSecret, now());

/**
 * Gated API routes answer 401 unless the request carries a valid access token whose code still
 * stands: a token from a revoked code stops here, one from an ACCESS_CODES code that has left
 * the setting (checked against the setting itself, without reading a table), and one granted through
 * a team once the team is suspended or the person removed.
 */
export function requireAccess(deps: AccessGateDeps) {
  const { access, now } = deps;
  const stands = async (origin: NonNullable<ReturnType<typeof accessTokenOrigin>>) => {
    if (isSettingsCode(origin.code)) return settingsCodeStands(origin, access.codes, access.tokenSecret);
    if (isTeamGrantCode(origin.code)) return deps.services.teams.grantStands(origin.code);
    return deps.services.accessCodes.isLive(origin.code);
  };
  return createMiddleware(async (c, next) => {
    const origin = accessTokenOrigin(c.req.header(accessTokenHeader) ?? null, access.tokenSecret, now());
    if (origin === null || !(await stands(origin))) return errorResponse(c, 401, accessMessages.required);
    await next();
  });
}
