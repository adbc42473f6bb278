// "What's new" for visitors: the published entries behind the access code, and the same entries
// as RSS at an address signed for one account (functions/src/changelog/feed.ts says why).
import { Hono, type Context } from "hono";
import { createAccountService } from "@ai-leaders/core/accounts";
import { productName } from "@ai-leaders/core/brand";
import { apiMessages, authMessages } from "@ai-leaders/core/messages";
import { bearerToken } from "@ai-leaders/core/tokens";
import { feedAddress, feedXml, publishedEntries } from "../changelog/index.ts";
import { errorResponse } from "../http/index.ts";
import { requireAccess } from "../http/require-access.ts";
import type { ApiDeps } from "./deps.ts";

export function changelogRoutes({ services, access, siteUrl, now }: ApiDeps) {
  const accounts = createAccountService(services.accounts, access.tokenSecret, now);
  const signedIn = (c: Context) => accounts.userFromAccessToken(bearerToken(c.req.header("authorization")));
  const gate = requireAccess({ access, services, now });

  return (
    new Hono()
      .get("/", gate, async (c) => c.json({ entries: await publishedEntries(services) }, 200))
      // A signed-in reader's own feed address (a new one each time, each good for a year).
      .get("/feed-address", async (c) => {
        const user = await signedIn(c);
        if (!user) return errorResponse(c, 401, authMessages.signInRequired.description, { title: authMessages.signInRequired.title });
        const key = await services.oneTimeLinks.issue({ purpose: "whats-new-feed", subject: user.email, data: { uid: user.id } }, now());
        return c.json({ url: feedAddress(key.token, siteUrl) }, 200);
      })
      .get("/feed", async (c) => {
        const key = c.req.query("key") ?? "";
        const live =
          key.length > 0 && key.length <= 200 && typeof (await services.oneTimeLinks.inspect(key, "whats-new-feed", now())) !== "string";
        if (!live) return errorResponse(c, 404, apiMessages.notFound);
        c.header("cache-control", "private, max-age=300");
        c.header("x-robots-tag", "noindex");
        const address = feedAddress(key, siteUrl);
        return c.body(feedXml(await publishedEntries(services), { siteUrl, productName, address }), 200, {
          "content-type": "application/rss+xml; charset=utf-8",
        });
      })
  );
}
