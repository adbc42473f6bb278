import { Hono, type Context } from "hono";
import * as z from "zod/mini";
import { newsletterSignupSchema, readUnsubscribeToken, type MailList } from "@ai-leaders/core/newsletter";
import { apiMessages, newsletterLinkMessages, newsletterMessages } from "@ai-leaders/core/messages";
import { isBot } from "@ai-leaders/core/honeypot";
import type { LinkRefusal } from "@ai-leaders/core/one-time-links";
import { refuseWhenOverLimit } from "../http/rate-limit.ts";
import type { ApiDeps } from "./deps.ts";
import { errorResponse } from "../http/index.ts";
import { jsonBody } from "../http/json-body.ts";
import { isOneClickRequest, oneClickBody } from "../http/one-click.ts";
import { createConfirmationMailer } from "./newsletter-confirmation.ts";
import { createAccessCodeCounts } from "./access-code-counts.ts";
import { createEventCounter } from "../analytics/index.ts";
import { unsubscribePagePath } from "../mail/unsubscribe-links.ts";

const token = z
  .string({ error: newsletterLinkMessages.tokenRequired })
  .check(z.minLength(1, newsletterLinkMessages.tokenRequired), z.maxLength(2_000, newsletterLinkMessages.linkRefused.unknown));
const confirmSchema = z.object({ token });

const refusalStatus: Record<LinkRefusal, 404 | 410> = { unknown: 404, used: 410, expired: 410 };

export function newsletterRoutes(deps: ApiDeps) {
  const { services, clientIp, limits, now, log, access } = deps;
  const mailConfirmation = createConfirmationMailer(deps);
  const countThroughCode = createAccessCodeCounts(deps);
  const analytics = createEventCounter(deps);

  const refusal = (c: Context, reason: LinkRefusal) => errorResponse(c, refusalStatus[reason], newsletterLinkMessages.linkRefused[reason]);

  /** What an unsubscribe token's list stops, for its address; each is a no-op the second time. */
  const unsubscribeFrom: Record<MailList, (email: string, at: Date) => Promise<unknown>> = {
    newsletter: (email, at) => services.newsletter.unsubscribe(email, at),
    answers: (email, at) => services.answerAudience.choose(email, false, at),
    digest: async (email, at) => {
      if (await services.digestPreferences.choose(email, false, at))
        await services.audit.record({ actor: email, action: "digest.off", target: "weekly digest" }, at);
    },
    "team-digest": (email, at) => services.teamDigestPreferences.choose(email, false, at),
  };

  return (
    new Hono()
      .post(
        "/",
        jsonBody(newsletterSignupSchema, {
          [newsletterMessages.emailRequired.description]: newsletterMessages.emailRequired.title,
        }),
        async (c) => {
          const refused = await refuseWhenOverLimit(c, services.rateLimiter, `newsletter:${clientIp(c)}`, limits.newsletterSignup, now(), {
            description: apiMessages.tooManyRequests,
          });
          if (refused) return refused;
          // A bot filled the hidden field: it hears what a person would, and nothing is stored or sent.
          if (isBot(c.req.valid("json"))) return c.json({ subscribed: true as const }, 201);
          const { email } = c.req.valid("json");
          const { created, signup } = await services.newsletter.subscribe(email, now());
          if (created) {
            // Stored is what counts: a message that cannot be queued now is re-enqueued from the table.
            await services.relayPublisher
              .publish({ kind: "newsletter", id: signup.email })
              .catch((error: Error) => log({ event: "relay_enqueue_failed", kind: "newsletter", error: error.message }));
            await countThroughCode(c, "signups");
            await analytics.count(c, [{ name: "newsletter_signup" }]);
          }
          await mailConfirmation(signup, now());
          return c.json({ subscribed: true as const }, created ? 201 : 200);
        },
      )
      // The page's button: a mail scanner opening the link spends nothing, only this POST does.
      .post("/confirm", jsonBody(confirmSchema), async (c) => {
        const given = c.req.valid("json").token;
        const state = await services.oneTimeLinks.inspect(given, "confirm-newsletter", now());
        if (typeof state === "string") return refusal(c, state);
        const link = await services.oneTimeLinks.spend(given, "confirm-newsletter", now());
        if (typeof link === "string") return refusal(c, link);
        if (!(await services.newsletter.confirm(link.subject, now()))) return errorResponse(c, 410, newsletterLinkMessages.signupGone);
        await analytics.count(c, [{ name: "newsletter_confirm" }]);
        return c.json({ status: "confirmed" as const }, 200);
      })
      // RFC 8058: the token in the query, the form `List-Unsubscribe=One-Click` as the body, no cookie.
      // The token names what it stops: the newsletter, the notices of answered suggestions, the digest, or the team digest.
      .post("/unsubscribe", async (c) => {
        if (!isOneClickRequest(c) || (await c.req.text()).trim() !== oneClickBody)
          return errorResponse(c, 400, newsletterLinkMessages.oneClickOnly);
        const signed = readUnsubscribeToken(c.req.query("token") ?? "", access.tokenSecret, now());
        if (!signed) return errorResponse(c, 400, newsletterLinkMessages.unsubscribeInvalid);
        await unsubscribeFrom[signed.list](signed.email, now());
        return c.json({ status: "unsubscribed" as const, list: signed.list }, 200);
      })
      // The same address opened in a browser (a mail app with no one-click): a GET acts on nothing,
      // it leads to the page that says what will stop and whose button sends the POST above.
      .get("/unsubscribe", (c) => {
        const token = c.req.query("token") ?? "";
        const list = readUnsubscribeToken(token, access.tokenSecret, now())?.list ?? "newsletter";
        c.header("referrer-policy", "no-referrer");
        return c.redirect(unsubscribePagePath(encodeURIComponent(token), list), 303);
      })
  );
}
