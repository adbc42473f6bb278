// "What's new" for visitors: the published entries behind the access code, and the same entries
// as RSS at an address signed for one account (functions/src/changelog/feed.ts says why).
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { productName } from "@ai-leaders/core/brand";
import { apiMessages, authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import { feedAddress, feedXml, isFeedToken, publishedEntries } from "../changelog/index.ts";
import { errorResponse } from "../http/index.ts";
import { requireAccess } from "../http/require-access.ts";
import type { ApiDeps } from "./deps.ts";

export function changelogRoutes({ services, access, siteUrl, now }: ApiDeps) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);
  const signedIn = (c: Context) => accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
  const gate = requireAccess({ access, services, now });

  return new Hono()
    .get("/", gate, async (c) => c.json({ entries: await publishedEntries(services) }, 200))
    // A signed-in reader's own feed address (a new one each time, each good for a year).
    .get("/feed-address", async (c) => {
      const user = await signedIn(c);
      if (!user) return errorResponse(c, 401, authMessages.signInRequired.description, { title: authMessages.signInRequired.title });
      return c.json({ url: feedAddress(user.id, siteUrl, access.tokenSecret, now()) }, 200);
    })
    .get("/feed/:token", async (c) => {
      if (!isFeedToken(c.req.param("token"), access.tokenSecret, now())) return errorResponse(c, 404, apiMessages.notFound);
      c.header("cache-control", "private, max-age=300");
      c.header("x-robots-tag", "noindex");
      return c.body(feedXml(await publishedEntries(services), siteUrl, productName), 200, { "content-type": "application/rss+xml; charset=utf-8" });
    });
}
