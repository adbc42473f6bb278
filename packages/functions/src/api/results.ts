// Kept results (issue 13): a permalink anyone with the link can read, deleted by whoever made it
// (the signed-in account, or the device), and the signed-in user's list.
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { isOwnedBy, keptResult, resultIdPattern, resultSummary, userOwner, type Requester } from "@ai-leaders/core/result-store";
import { authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import type { ApiDeps } from "./deps.ts";
import type { ShotName, ViewName } from "@ai-leaders/core/report";
import { errorResponse } from "../http/index.ts";
import { removeScreenshots } from "../erasure/remove-screenshots.ts";
import { requesterDeviceKey } from "../http/requester.ts";

export const resultNotFound = "This result doesn't exist or was deleted.";
const screenshotFile = /^(desktop|mobile)-(fold|full)\.jpg$/;

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
    .get("/:id/screenshots/:file", async (c) => {
      const file = screenshotFile.exec(c.req.param("file"));
      const result = file ? await findResult(c) : null;
      const capture = result?.report?.kind === "page" ? result.report.capture : undefined;
      const jpeg = capture && services.screenshots ? await services.screenshots.get(capture.id, `${file![1] as ViewName}-${file![2] as ShotName}`) : null;
      if (!jpeg) return errorResponse(c, 404, resultNotFound);
      c.header("X-Robots-Tag", "noindex");
      // A capture never changes; the permalink's readers may keep it, shared caches may not.
      c.header("Cache-Control", "private, max-age=86400, immutable");
      return c.body(new Uint8Array(jpeg), 200, { "Content-Type": "image/jpeg" });
    })
    .delete("/:id", async (c) => {
      const result = await findResult(c);
      if (!result || !isOwnedBy(result, await requester(c))) return errorResponse(c, 404, resultNotFound);
      await services.results.remove(result.result_id);
      await removeScreenshots(services, [result]);
      return c.body(null, 204);
    });
}
