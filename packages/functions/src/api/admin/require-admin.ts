// Every /api/admin call is checked here, on the server: the bearer access token of the existing
// accounts, then the stored role and ADMIN_EMAILS (never anything the token or the page claims).
import { createMiddleware } from "hono/factory";
import type { AccountService, StoredUser } from "@ai-leaders/core/accounts";
import { adminMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import { errorResponse } from "../../http/index.ts";

export interface AdminEnv {
  Variables: { admin: StoredUser; mustChangePassword: boolean };
}

/** No valid token: 401. Signed in without the role (or off ADMIN_EMAILS): 403. */
export function requireAdmin(accounts: Pick<AccountService, "adminFromAccessToken">) {
  return createMiddleware<AdminEnv>(async (c, next) => {
    const caller = await accounts.adminFromAccessToken(bearerToken(c.req.header("authorization")));
    if (caller === "signed-out") return errorResponse(c, 401, adminMessages.signInRequired);
    if (caller === "not-admin") return errorResponse(c, 403, adminMessages.notAdmin);
    c.set("admin", caller.user);
    c.set("mustChangePassword", caller.mustChangePassword);
    await next();
  });
}

/** After requireAdmin: a one-time password opens nothing but the session until it is changed. */
export const requirePasswordChanged = createMiddleware<AdminEnv>(async (c, next) => {
  if (c.get("mustChangePassword")) return errorResponse(c, 403, adminMessages.passwordChangeRequired);
  await next();
});
