// Kept results (issue 13): a permalink anyone with the link can read, deleted by whoever made it
// (the signed-in account, or the device), and the signed-in user's list.
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { isOwnedBy, keptResult, resultIdPattern, resultSummary, userOwner, type Requester } from "@ai-leaders/core/result-store";
import { authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { requesterDeviceKey } from "../http/requester.ts";

export const resultNotFound = "This result doesn't exist or was deleted.";

export function resultRoutes({ services, access, now }: ApiDeps) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);

  async function requester(c: Context): Promise<Requester> {
    const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
    return { userId: user?.id ?? null, deviceKey: requesterDeviceKey(c) };
  }

  async function findResult(c: Context) {
    const id = c.req.param("id") ?? "";
    return resultIdPattern.test(id) ? services.results.get(id, now()) : null;
  }

  return new Hono()
    .get("/", async (c) => {
      const user = await accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
      if (!user) return errorResponse(c, 401, authMessages.signInRequired.description, { title: authMessages.signInRequired.title });
      const results = await services.results.listByOwner(userOwner(user.id), now());
      return c.json({ results: results.map(resultSummary) }, 200);
    })
    .get("/:id", async (c) => {
      // A shared report is for the people it was shared with, not for search engines.
      c.header("X-Robots-Tag", "noindex");
      const result = await findResult(c);
      if (!result) return errorResponse(c, 404, resultNotFound);
      return c.json({ result: keptResult(result, await requester(c)) }, 200);
    })
    .delete("/:id", async (c) => {
      const result = await findResult(c);
      if (!result || !isOwnedBy(result, await requester(c))) return errorResponse(c, 404, resultNotFound);
      await services.results.remove(result.result_id);
      return c.body(null, 204);
    });
}
