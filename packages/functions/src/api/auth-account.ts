// Deleting one's own account (issue 46, Deliver 7): asked with the password, it erases exactly what
// the operator's "Erase" does (functions/src/erasure), and the audit log keeps that it was done,
// naming the person only by a keyed hash. Mounted under /api/auth.
import { Hono } from "hono";
import * as z from "zod/mini";
import { isAdmin, type AccountService } from "@ai-leaders/core/accounts";
import { addressHash, removedOnly } from "@ai-leaders/core/erasure";
import { accountDeletionMessages as m, authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { refuseWrongPassword } from "./sign-in-failures.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { erasePerson } from "../erasure/erase-person.ts";

const deleteAccountSchema = z.strictObject({
  password: z.string().check(z.minLength(1, m.passwordRequired), z.maxLength(200)),
});

export function authAccountRoutes(deps: ApiDeps, accounts: AccountService) {
  const { services, access, adminEmails, now } = deps;
  return new Hono().post("/account/delete", jsonBody(deleteAccountSchema), async (c) => {
    const user = await accounts.storedUserFromAccessToken(bearerToken(c.req.header("authorization")));
    if (!user) return errorResponse(c, 401, authMessages.sessionExpired);
    // The console must always keep an operator: an admin's account goes through another admin.
    if (isAdmin(user, adminEmails)) return errorResponse(c, 403, m.adminAccount);
    const refused = await refuseWrongPassword(deps, c, user, c.req.valid("json").password, m.wrongPassword);
    if (refused) return refused;
    const erased = await erasePerson(services, user.email, access.tokenSecret);
    await services.audit.record(
      {
        actor: addressHash(user.email, access.tokenSecret),
        action: "account.self_erase",
        target: addressHash(user.email, access.tokenSecret),
        details: removedOnly(erased),
      },
      now(),
    );
    return c.json({ erased, message: m.deleted }, 200);
  });
}
