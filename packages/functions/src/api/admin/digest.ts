// The console's weekly digest: GET the signed-in admin's choice, PUT it (on or off), and POST
// /send for "Send me this week's digest now". Behind the admin check like every /api/admin call.
import { Hono } from "hono";
import { addressHash } from "@ai-leaders/core/erasure";
import { digestChoiceSchema, digestMessages } from "@ai-leaders/core/digest";
import { apiMessages } from "@ai-leaders/core/messages";
import type { ApiDeps } from "../deps.ts";
import { jsonBody } from "../../http/json-body.ts";
import { refuseWhenOverLimit } from "../../http/rate-limit.ts";
import { sendDigestNow } from "../../digest/index.ts";
import type { AdminEnv } from "./require-admin.ts";

export function adminDigestRoutes(deps: ApiDeps) {
  const { services, now, limits, access } = deps;
  const digestDeps = { services, adminEmails: deps.adminEmails, siteUrl: deps.siteUrl, tokenSecret: access.tokenSecret, log: deps.log };
  return new Hono<AdminEnv>()
    .get("/", (c) => c.json({ weekly: c.get("admin").digest_weekly === true }, 200))
    .put("/", jsonBody(digestChoiceSchema), async (c) => {
      const admin = c.get("admin").email;
      const { weekly } = c.req.valid("json");
      await services.digestPreferences.choose(admin, weekly, now());
      await services.audit.record({ actor: admin, action: weekly ? "digest.on" : "digest.off", target: "weekly digest" }, now());
      return c.json({ weekly, message: weekly ? digestMessages.turnedOn : digestMessages.turnedOff }, 200);
    })
    .post("/send", async (c) => {
      const admin = c.get("admin").email;
      // One mail to oneself, as "Send a test email": the same limit, a key of its own.
      const refused = await refuseWhenOverLimit(
        c,
        services.rateLimiter,
        `digest-now:${addressHash(admin, access.tokenSecret)}`,
        limits.testMail,
        now(),
        {
          description: apiMessages.tooManyRequests,
        },
      );
      if (refused) return refused;
      await sendDigestNow(digestDeps, admin, now());
      return c.json({ message: digestMessages.sentNow(admin) }, 202);
    });
}
