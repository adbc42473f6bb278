// Every /api/admin call is checked here, on the server: the bearer access token of the existing
// accounts, then the stored role and ADMIN_EMAILS (never anything the token or the page claims).
import { createMiddleware } from "hono/factory";
import type { AccountService, StoredUser } from "@ai-leaders/core/accounts";
import type { FactorService } from "@ai-leaders/core/accounts/factors";
import { adminMessages, factorMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import { errorResponse } from "../../http/index.ts";

export interface AdminEnv {
  Variables: { admin: StoredUser; mustChangePassword: boolean; aal: 1 | 2 };
}

/** No valid token: 401. Signed in without the role (or off ADMIN_EMAILS): 403. */
export function requireAdmin(accounts: Pick<AccountService, "adminFromAccessToken">) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const caller = await accounts.adminFromAccessToken(bearerToken(c.req.header("authorization")));
    if (caller === "signed-out") return errorResponse(c, 401, adminMessages.signInRequired);
    if (caller === "not-admin") return errorResponse(c, 403, adminMessages.notAdmin);
    c.set("admin", caller.user);
    c.set("mustChangePassword", caller.mustChangePassword);
    c.set("aal", caller.aal);
    await next();
  });
}

/** After requireAdmin: a one-time password opens nothing but the session until it is changed. */
export const requirePasswordChanged = createMiddleware<AdminEnv>(async (c, next) => {
  if (c.get("mustChangePassword")) return errorResponse(c, 403, adminMessages.passwordChangeRequired);
  await next();
});

/** What still keeps this admin out: a verified address, a second factor enrolled, a session proved by it. */
export async function consoleRequirement(
  factors: Pick<FactorService, "enrolled">,
  admin: StoredUser,
  aal: 1 | 2,
): Promise<"verify-email" | "enrol-factor" | "step-up" | null> {
  if (!admin.email_verified_at) return "verify-email";
  if (aal === 2) return null;
  return (await factors.enrolled(admin)).length > 0 ? "step-up" : "enrol-factor";
}

const requirementMessages = {
  "verify-email": factorMessages.consoleNeedsVerifiedEmail,
  "enrol-factor": factorMessages.consoleNeedsSecondFactor,
  "step-up": factorMessages.consoleNeedsStepUp,
} as const;

/**
 * After requirePasswordChanged: the console opens only to a verified address and a session proved
 * by a second factor (an email link never counts). The answer names what is missing.
 */
export const requireSecondFactor = (factors: Pick<FactorService, "enrolled">) =>
  createMiddleware<AdminEnv>(async (c, next) => {
    const missing = await consoleRequirement(factors, c.get("admin"), c.get("aal"));
    if (missing) return errorResponse(c, 403, requirementMessages[missing]);
    await next();
  });
