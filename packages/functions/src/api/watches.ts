// "Watch this page" (issue 27, Deliver 6): a signed-in owner of a page report watches its page; the
// sweep checks it weekly (../watches). Listed, paused and removed by the account.
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { authMessages, watchMessages } from "@ai-leaders/core/messages";
import { isOwnedBy } from "@ai-leaders/core/roast/store";
import { bearerToken } from "@ai-leaders/core/tokens";
import { fixedFixesAfter, watchableKinds, watchLimitPerAccount, type WatchableKind, type WatchList } from "@ai-leaders/core/watches";
import { watchSummary } from "@ai-leaders/core/watches/repository";
import { watchRequestSchema, watchUpdateSchema } from "@ai-leaders/core/watches/schema";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { requesterDeviceKey } from "../http/requester.ts";
import type { ApiDeps } from "./deps.ts";

const isWatchable = (kind: string): kind is WatchableKind => (watchableKinds as readonly string[]).includes(kind);

export function watchRoutes({ services, access, now }: ApiDeps) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);
  const signedIn = (c: Context) => accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
  const signInRequired = (c: Context) =>
    errorResponse(c, 401, authMessages.signInRequired.description, { title: authMessages.signInRequired.title });

  return new Hono()
    .get("/", async (c) => {
      const user = await signedIn(c);
      if (!user) return signInRequired(c);
      const list: WatchList = { watches: (await services.watches.listByUser(user.id)).map(watchSummary), limit: watchLimitPerAccount };
      return c.json(list, 200);
    })
    .post("/", jsonBody(watchRequestSchema), async (c) => {
      const user = await signedIn(c);
      if (!user) return signInRequired(c);
      // Its mails go to this address: one not confirmed may not be the person's.
      if (!user.email_confirmed_at) return errorResponse(c, 403, watchMessages.confirmAddressFirst);
      const result = await services.results.get(c.req.valid("json").result_id, now());
      if (!result) return errorResponse(c, 404, watchMessages.unknownResult);
      // Whoever may delete the report may watch its page: the account, or the device that made it.
      if (!isOwnedBy(result, { userId: user.id, deviceKey: requesterDeviceKey(c) })) return errorResponse(c, 404, watchMessages.notYours);
      if (result.report?.kind !== "page" || !isWatchable(result.kind)) return errorResponse(c, 400, watchMessages.pageOnly);
      const outcome = await services.watches.watch(
        {
          userId: user.id,
          email: user.email,
          url: result.subject,
          kind: result.kind,
          resultId: result.result_id,
          score: result.report.score,
          fixedFixes: fixedFixesAfter({ last_score: result.report.score, fixed_fixes: [] }, result.report),
        },
        watchLimitPerAccount,
        now(),
      );
      if (outcome === "limit-reached") return errorResponse(c, 409, watchMessages.limitReached);
      return c.json({ watch: watchSummary(outcome.watch) }, outcome.created ? 201 : 200);
    })
    .patch("/:id", jsonBody(watchUpdateSchema), async (c) => {
      const user = await signedIn(c);
      if (!user) return signInRequired(c);
      const watch = await services.watches.setPaused(user.id, c.req.param("id"), c.req.valid("json").paused, now());
      if (!watch) return errorResponse(c, 404, watchMessages.notFound);
      return c.json({ watch: watchSummary(watch) }, 200);
    })
    .delete("/:id", async (c) => {
      const user = await signedIn(c);
      if (!user) return signInRequired(c);
      if (!(await services.watches.remove(user.id, c.req.param("id")))) return errorResponse(c, 404, watchMessages.notFound);
      return c.body(null, 204);
    });
}
